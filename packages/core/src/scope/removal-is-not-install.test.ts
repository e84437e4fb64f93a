import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Want to rip out the carpet in the living room and put in LVP" priced new carpet beside the LVP ($7.3k validated):
// "want to" asked for the removal, not for the carpet. "Tear out the old tile in the kitchen" gutted the kitchen: a
// room said as the place of the thing taken out is not itself taken out.
describe('what is asked taken out is not put back, and its room is its place', () => {
  it.each([
    ['Want to rip out the carpet in the family room and put in LVP', 'flooring_demo', 'carpet_install'],
    ['we need to tear out the old tile in the kitchen and lay hardwood', 'tile_demo', 'kitchen_gut'],
    ['need to pull up the carpet in 2 bedrooms, want laminate instead', 'flooring_demo', 'carpet_install'],
    ['tear out the old cabinets in the kitchen', 'cabinet_demo', 'kitchen_gut'],
    ['Would like to remove the vanity from the hall bathroom', 'fixture_removal', 'bathroom_gut'],
  ])('%s', (text, taken, notPriced) => {
    const lines = work(text).map((line) => line.split(' ')[0]);
    expect(lines).toContain(taken);
    expect(lines).not.toContain(notPriced);
  });

  it.each([
    ['demo everything in the kitchen', 'kitchen_gut'],
    ['tear out the bathroom down to the studs', 'bathroom_gut'],
    ['we want to gut the kitchen', 'kitchen_gut'],
  ])('a room taken out whole is still gutted: %s', (text, gut) => {
    expect(work(text).map((line) => line.split(' ')[0])).toContain(gut);
  });
});
