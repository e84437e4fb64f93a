import { type Estimate, estimateSchema } from '@quoin/core';

/**
 * A hand-written bathroom remodel for the document tests: three groups priced by the user (made-up rates for
 * tests, not market data), located in Sacramento (ZIP3 958, California).
 */
export function sampleEstimate(): Estimate {
  return estimateSchema.parse({
    schemaVersion: 1,
    id: 'est-bath-1',
    title: 'Hall bathroom remodel',
    location: {
      input: '95814',
      zip3: '958',
      state: 'CA',
      area: 'Sacramento',
      laborFactor: 1.2,
      materialFactor: 1.05,
      basis: 'metro:Sacramento',
      fallback: false,
      note: 'test location',
    },
    settings: { laborMarkupPercent: 0, materialMarkupPercent: 0 },
    groups: [
      {
        id: 'g-demo',
        name: 'Demolition',
        tradeId: 'demolition',
        sortOrder: 0,
        items: [
          {
            id: 'i1',
            type: 'assembly',
            title: 'Remove tub and tile',
            quantity: 1,
            uom: 'each',
            rateCents: 85000,
            pricingState: 'user',
          },
        ],
      },
      {
        id: 'g-tile',
        name: 'Tile',
        tradeId: 'tile',
        sortOrder: 1,
        items: [
          {
            id: 'i2',
            type: 'assembly',
            title: 'Install wall tile',
            quantity: 90,
            uom: 'sq_ft',
            rateCents: 1400,
            pricingState: 'user',
          },
          {
            id: 'i3',
            type: 'assembly',
            title: 'Install floor tile',
            quantity: 40,
            uom: 'sq_ft',
            rateCents: 1200,
            pricingState: 'user',
          },
        ],
      },
      {
        id: 'g-elec',
        name: 'Electrical',
        tradeId: 'electrical',
        sortOrder: 2,
        items: [
          {
            id: 'i4',
            type: 'assembly',
            title: 'Bath exhaust fan',
            quantity: 1,
            uom: 'each',
            rateCents: 32000,
            pricingState: 'user',
          },
        ],
      },
    ],
  });
}
