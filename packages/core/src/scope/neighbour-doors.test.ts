import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const kinds = (text: string) => readKinds(text).filter((kind) => kind !== 'cleanup');

// A pair of hinged glass doors to the outside was priced as a vinyl slider ($2,255 against $2,500-$7,500, held-out
// set 13), and a door's way out to the deck built a deck: the kind of door asked for is its own unit, and where a
// door opens is the place, not work.
describe('exterior French doors are their own door, and where a door opens is no work', () => {
  it.each([
    ['Cost to replace a sliding glass door with French patio doors'],
    ['swap our old slider for a pair of french doors'],
    ['new exterior french doors off the dining room'],
    ['install hinged patio doors where the slider is'],
  ])('%s prices exterior French doors, not a slider', (text) => {
    const read = kinds(text);
    expect(read).toContain('exterior_french_door');
    expect(read).not.toContain('sliding_patio_door');
  });

  it.each([
    ['new french patio doors to the deck', 'exterior_french_door'],
    ['replace the slider out to the back deck', 'sliding_patio_door'],
    ['a sliding door onto the patio', 'sliding_patio_door'],
  ])('%s prices the door alone', (text, door) => {
    expect(kinds(text)).toEqual([door]);
  });

  it.each([
    ['swap the slider for a pair of french patio doors'],
    ['install a pair of exterior french patio doors'],
  ])('%s is one pair', (text) => {
    expect(readLines(text).filter((line) => !line.startsWith('cleanup'))).toEqual([
      'exterior_french_door 1 each',
    ]);
  });

  it('a deck asked for beside its door is still built', () => {
    expect(kinds('Build a 12x16 deck and put in french doors to the deck')).toContain('deck_framing');
  });

  it('french doors to a room inside stay the interior pair', () => {
    expect(kinds('install a pair of french doors to close off the office')).toEqual([
      'interior_french_doors',
    ]);
  });
});
