import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// Held-out set 13 (session 15) had four jobs no kind of work read (exit 3): each is a lexicon entry beside its
// assembly now, with the cost guide's band.
describe('less common jobs the cost guides price are read', () => {
  it.each([
    ['Average cost of a steam shower installation in an existing shower', ['steam_shower 1 each']],
    ['add a steam generator to our master shower', ['steam_shower 1 each']],
    ['Terrazzo flooring cost per square foot, 600 sq ft poured in place', ['terrazzo_floor 600 sq_ft']],
    ['epoxy terrazzo in the lobby, 1,200 sf', ['terrazzo_floor 1200 sq_ft']],
    ['Cost to xeriscape a 1,200 square foot front yard', ['xeriscape 1200 sq_ft']],
    ['drought tolerant landscaping for the backyard, about 800 sq ft', ['xeriscape 800 sq_ft']],
    ['Pool resurfacing cost for a 15x30 plaster pool', ['pool_resurfacing 450 sq_ft']],
    ["need the pool resurfaced, it's 16x32", ['pool_resurfacing 512 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(work(text)).toEqual(expected);
  });

  it('a pool deck resurfaced is still the deck', () => {
    expect(work('resurface the pool deck, 600 sf')).toEqual(['concrete_resurfacing 600 sq_ft']);
  });

  it.each([
    'Cost to restore and polish a 400 sq ft terrazzo floor',
    'refinish the terrazzo floors in the lobby, 1,500 sf',
  ])('a floor only refinished is no new floor: %s', (text) => {
    expect(work(text).join(' ')).not.toContain('terrazzo_floor');
  });
});
