import type { EstimateInput } from './estimate-tools.ts';

/**
 * A small hand-written estimate for the examples of the estimate tools: one painting line priced by the user
 * (labor $1.10/sq ft, a made-up example rate, not market data) and one drywall line still unresolved.
 */
export const EXAMPLE_ESTIMATE: EstimateInput = {
  schemaVersion: 1,
  id: 'example',
  title: 'Paint a 12×14 bedroom',
  groups: [
    {
      id: 'g1',
      name: 'Painting',
      tradeId: 'painting',
      sortOrder: 0,
      items: [
        {
          id: 'i1',
          type: 'assembly',
          title: 'Paint walls, 2 coats',
          quantity: 416,
          uom: 'sq_ft',
          rateCents: 110,
          tradeId: 'painting',
          pricingState: 'user',
        },
        {
          id: 'i2',
          type: 'assembly',
          title: 'Patch drywall',
          quantity: 1,
          uom: 'each',
          rateCents: 0,
          pricingState: 'unresolved',
          unresolvedReason: 'no labor rate yet',
        },
      ],
    },
  ],
};
