import {
  buildEstimateFromPlan,
  bundledCatalog,
  type Estimate,
  newEstimate,
  parseScope,
  type TradeRegistry,
} from '@quoin/core';

/** An estimate priced offline from words (scope reader + bundled catalog), fixed ids and dates. */
export async function estimateFromWords(
  text: string,
  registry: TradeRegistry,
  id = 'shopping-sample',
): Promise<Estimate> {
  const { plan } = parseScope(text, { registry });
  const { estimate } = await buildEstimateFromPlan(plan, {
    registry,
    priceSource: bundledCatalog(),
    id,
    now: '2026-11-25T00:00:00.000Z',
  });
  return estimate;
}

/** An estimate of labor only: nothing to buy. */
export function estimateWithoutMaterials(): Estimate {
  return newEstimate({ id: 'no-materials', title: 'Labor only', now: '2026-11-25T00:00:00.000Z' });
}
