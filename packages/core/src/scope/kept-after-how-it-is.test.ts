import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "Want to replace the 3 ton condenser and coil, furnace is newer and staying" priced a new furnace beside the AC
// (held-out set 15): how the thing is may stand between it and its verb of staying.
describe('a thing said to stay after how it is, is kept', () => {
  it.each([
    [
      'Our AC is 20 years old and quit yesterday. Want to replace the 3 ton condenser and coil, furnace is newer and staying',
      ['ac_condenser_replace'],
    ],
    ['replace the furnace, the AC is only 3 years old and staying', ['furnace_replace']],
    ['new kitchen cabinets, the fridge is new and stays', ['kitchen_cabinets']],
  ])('%s → %j', (text, expected) => {
    expect(readKinds(text)).toEqual(expected);
  });

  it('a thing that is old and must go is still replaced', () => {
    expect(readKinds('Replace the water heater, the old one is leaking and needs to go')).toEqual([
      'water_heater_gas',
    ]);
  });
});
