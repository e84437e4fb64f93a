import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "We'd like to add central air to our 1,400 sq ft house. It has a gas furnace and ducts already." priced a new
// furnace and 168 ft of ductwork beside the AC ($15,301 of $3,500-$7,500, validated): what the house has already
// is where the work goes, not work to price.
describe('what the house has already is not work', () => {
  it.each([
    [
      "We'd like to add central air to our 1,400 sq ft house. It has a gas furnace and ducts already.",
      ['ac_condenser_replace'],
    ],
    ['add AC to a 1500 sq ft house, the house already has ductwork and a furnace', ['ac_condenser_replace']],
    ["Install a furnace, we've got ducts already", ['furnace_replace']],
    ['Replace the furnace. The house already has a humidifier', ['furnace_replace']],
  ])('%s → %j', (text, expected) => {
    expect(readKinds(text)).toEqual(expected);
  });

  it('a thing asked for beside it is still priced', () => {
    expect(readKinds('Replace the AC and the furnace, ducts are already there')).toEqual([
      'ac_condenser_replace',
      'furnace_replace',
    ]);
  });
});
