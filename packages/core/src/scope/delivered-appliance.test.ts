import { pricedInBand, readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const TEXTS: [string, string][] = [
  [
    'our new dishwasher is being delivered next week, need it installed and the old one hauled off',
    'dishwasher_install',
  ],
  [
    'Dishwasher and range getting delivered Monday. Can you swap out the old dishwasher?',
    'dishwasher_install',
  ],
  [
    'New range getting delivered Tuesday, need the old one taken out and the new one installed',
    'appliance_set',
  ],
];

// "New fridge & dishwasher getting delivered Friday. Need someone to R&R the dishwasher …" priced an appliance set
// and the dishwasher twice, with the dishwasher's own price ($2k validated against $250-$700): an appliance being
// delivered is the customer's, and the work is putting it in, once ("the new one" is the thing delivered).
describe("an appliance said to be delivered is the customer's; its install is priced once", () => {
  it.each(TEXTS)('%s', (text, kind) => {
    const appliances = readKinds(text).filter((k) => k === 'dishwasher_install' || k === 'appliance_set');
    expect(appliances).toEqual([kind]);
  });

  pricedInBand(TEXTS.map(([text]) => [text, 10_000, 70_000]));
});
