import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "new shower mixing valve, tub/shower" priced a new tub and surround beside the valve ($2.8k validated against
// $300-$900): the tub and shower named after a part is where the part goes.
describe('a tub/shower named after its part is where the part goes', () => {
  it.each([
    ['new shower mixing valve, tub/shower'],
    ['replace the shower valve in our tub/shower combo'],
    ['new mixing valve for the tub shower'],
  ])('%s', (text) => {
    expect(readKinds(text)).toEqual(['shower_valve']);
  });

  it('a tub/shower replaced is the tub', () => {
    expect(readKinds('replace the tub/shower combo and the valve')).toContain('bathtub_replace');
  });
});
