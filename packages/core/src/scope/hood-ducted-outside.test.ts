import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "we have a recirculating microwave over the stove. Want a real range hood ducted to the outside" priced the hood
// alone ($529 validated against $800-$2,800, held-out sets 11 and 13): a hood ducted outside in place of a unit
// that only recirculates is a new duct run, and the lexicon's range hood did not name the hood's refiner.
describe('a ducted hood replacing a recirculating one runs a new duct', () => {
  it.each([
    [
      'Right now we have a recirculating microwave over the stove. Want a real range hood ducted to the outside instead',
    ],
    ['Tired of the recirculating microwave. Want a real 30" range hood over the stove vented outside'],
    ['recirculating microwave now. want a range hood ducted to the outside'],
  ])('%s', (text) => {
    expect(readKinds(text)).toEqual(expect.arrayContaining(['range_hood_install', 'range_hood_duct_run']));
  });

  it.each([
    ['How much does it cost to install a range hood vented to the outside?'],
    ['Range hood installation'],
  ])('%s is the hood alone', (text) => {
    expect(readKinds(text)).not.toContain('range_hood_duct_run');
  });
});
