import { estimateText, kindNotNeighbour, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// A kind of commercial work whose size or variant is said (#13): a grease trap said in hundreds of gallons is an
// in-ground interceptor priced by its gallons, one of tens of gallons the under-sink trap; a walk-in freezer is the
// walk-in box at its freezer factor. Data: work-rules/plumbing.yaml and interior.yaml, lexicon/swap-refiners.yaml,
// the interceptor's interceptor_gallons param.

warmUpReader();

describe('a grease trap is sized by the gallons said', () => {
  kindNotNeighbour([
    ['new 1,500 gal grease trap for the restaurant', 'grease_interceptor_inground', 'grease_trap_install'],
    ['install a 2000 gallon grease interceptor', 'grease_interceptor_inground', 'grease_trap_install'],
    ['install a 20 gallon grease trap under the sink', 'grease_trap_install', 'grease_interceptor_inground'],
    ['50 gal grease interceptor in the kitchen', 'grease_trap_install', 'grease_interceptor_inground'],
  ]);
  it('a bigger interceptor costs more', async () => {
    const small = await estimateText('install a 1000 gallon grease interceptor');
    const large = await estimateText('install a 2000 gallon grease interceptor');
    expect(large.cents).toBeGreaterThan(small.cents);
  });
});

describe('a walk-in freezer costs more than the cooler of its size', () => {
  it.each([
    ['8x10 walk-in freezer', 'install a walk-in cooler, 8x10'],
    ['new walk in freezer for the restaurant, 8x10', 'new walk in cooler for the restaurant, 8x10'],
  ])('%s', async (freezer, cooler) => {
    expect(readLines(freezer)).toContain('walk_in_cooler 80 sq_ft');
    expect((await estimateText(freezer)).cents).toBeGreaterThan((await estimateText(cooler)).cents);
  });
});

// A demising wall is the finished wall (studs, type X board both sides, batts, paint), its parts said with it
// folded in: commercial_ti.yaml demising_wall and its whole-job-kinds.yaml group.
describe('a demising wall is the finished wall, not its studs', () => {
  it.each([
    ['build a 40 ft demising wall between the suites', 'demising_wall 40 linear_ft'],
    [
      'frame a demising wall with metal studs, 40 ft long, drywall and tape both sides',
      'demising_wall 40 linear_ft',
    ],
    ['new demising wall 80 lf', 'demising_wall 80 linear_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });
  it('a plain metal stud wall stays the framing', () => {
    expect(readLines('metal stud wall 40 ft')).toEqual(['metal_stud_partition 40 linear_ft']);
  });
});
