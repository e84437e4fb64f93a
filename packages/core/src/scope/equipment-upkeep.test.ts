import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Upkeep of a house's equipment said with its name is a tune-up visit, never the equipment (held-out set 16: "Annual
// furnace tune up and clean, gas furnace, before winter" priced the tune-up and a new 80k BTU furnace, $4,289
// validated against a $80-$220 tune-up). The words name a thing; the work asked on it is upkeep.
describe('upkeep of equipment named with it is a service visit', () => {
  it.each([
    'Annual furnace tune up and clean, gas furnace, before winter',
    'Furnace cleaning, gas furnace',
    'clean and check the gas furnace',
    'service the old gas furnace',
    'AC service before summer',
    'boiler servicing',
  ])('%s', (text) => {
    expect(readKinds(text)).toEqual(['hvac_service_call']);
  });

  it('a house covering named after upkeep of the house describes it', () => {
    expect(readKinds('power wash the house, vinyl siding')).toEqual(['house_washing']);
  });

  it('new equipment asked beside upkeep of another is still new', () => {
    expect(readKinds('Replace the AC and service the furnace')).toEqual([
      'ac_condenser_replace',
      'hvac_service_call',
    ]);
  });
});
