import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const priced = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Want our red oak floors sanded and refinished - living, dining and hall, about 750 sq ft. No stain, just clear
// poly." was refused (exit 3): the asked participle ended its clause only before a comma or "and", not before the
// rooms it is for, and the finish said not wanted took the size's clause with it (held-out set 14).
describe('work asked as a participle, then where', () => {
  it.each([
    [
      'Want our red oak floors sanded and refinished - living, dining and hall, about 750 sq ft. No stain, just clear poly.',
      ['hardwood_refinish 750 sq_ft'],
    ],
    [
      'want the floors refinished in the living room and hall, about 600 sq ft',
      ['hardwood_refinish 600 sq_ft'],
    ],
    ['need the maple floors refinished throughout, about 900 sf', ['hardwood_refinish 900 sq_ft']],
    ['refinish the floors, about 750 sq ft. No stain, just clear poly.', ['hardwood_refinish 750 sq_ft']],
    ['want the deck stained - about 300 sf', ['deck_stain 300 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(priced(text)).toEqual(expected);
  });

  it('the rooms after the participle size the work when no area is said', () => {
    expect(priced('want the floors refinished in the living room, dining room and hall')).toHaveLength(1);
  });
});
