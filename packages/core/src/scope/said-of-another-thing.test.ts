import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const kinds = (text: string) => readKinds(text).filter((kind) => !kind.startsWith('cleanup'));

// "our hood is ductless" priced a ductless mini-split and "recaulk along the kitchen counters" new stone counters
// beside a tub's caulk: a word said of another thing (a hood without a duct, the caulk joint of the counters) is
// that thing's, not the kind of work the word names alone.
describe('a word said of another thing is that thing’s', () => {
  it.each([
    ['install a ductless range hood', ['range_hood_install']],
    ['our range hood is ductless, want it vented outside', ['range_hood_install', 'range_hood_duct_run']],
    ['ductless mini split for the garage', ['mini_split_zone']],
    ['recaulk along the kitchen counters', ['counter_recaulk']],
    ['caulk behind the backsplash', ['counter_recaulk']],
    ['paint the kitchen and recaulk around the countertops', ['counter_recaulk', 'interior_wall_paint']],
    ['recaulk the tub', ['tub_recaulk']],
  ])('%s → %j', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  // A bare "hood" names no kind yet: the request is not understood (asked back), never a mini-split priced.
  it('a bare hood said without a duct is no mini-split', () => {
    expect(() => readKinds('our hood is ductless, want it vented outside')).toThrow(/No work recognised/);
  });
});
