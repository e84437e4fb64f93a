import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "vent a range hood to the outside (new duct run through the exterior wall)" priced the hood's duct run and HVAC
// ductwork beside it ($2.2k validated against $450-$1,400): a hood's new duct run is its duct, wall cap and patch;
// the duct said with it is that run.
describe("a range hood's duct is its duct run, not HVAC ductwork beside it", () => {
  it.each([
    'need the existing range hood vented outside, new duct run through the wall',
    'our range hood is ductless, want it ducted outside, new duct run out the wall',
    'Vent the range hood outside with a new duct run through the side wall',
  ])('%s', (text) => {
    const kinds = readKinds(text);
    expect(kinds).toContain('range_hood_duct_run');
    expect(kinds).not.toContain('ductwork');
  });
});
