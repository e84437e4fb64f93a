import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Worn mortar is repointed by the wall's area, and one outside wall said by its run and the stories is that wall
// (held-out set 16: "crumbling mortar … need the front wall repointed, its about 35 ft wide and one story" priced one
// brick replaced, $401 validated against $1,500-$4,800).
describe('mortar said worn or a wall said repointed is tuckpointing of that wall', () => {
  it.each([
    [
      'The brick on the front of the house has a lot of crumbling mortar. Need the front wall repointed, its about 35 ft wide and one story.',
      ['tuckpointing 315 sq_ft'],
    ],
    [
      'Mortar is crumbling on the back wall of the house, want it tuckpointed. Wall is 30 ft long, two stories.',
      ['tuckpointing 540 sq_ft'],
    ],
    ['loose mortar joints on the garage wall, need them repointed, 200 sq ft', ['tuckpointing 200 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it('bricks counted stay bricks, and a chimney repointed stays its repair', () => {
    expect(readLines('replace 3 broken bricks on the front steps and repoint around them')[0]).toBe(
      'brick_replacement 3 each',
    );
    expect(readLines('Repoint the brick chimney')).toEqual(['chimney_repair 1 each']);
  });
});
