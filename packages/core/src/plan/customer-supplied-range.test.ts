import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { parseScope } from '../scope/parse-scope.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { buildEstimateFromPlan } from './build-estimate-from-plan.ts';

const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();

async function estimateOf(request: string) {
  const { plan } = parseScope(request, { registry });
  return buildEstimateFromPlan(plan, { registry, priceSource, id: 'customer-supplied' });
}

// "I bought a ceiling fan, can you install it" warned that the install was under a range whose source says "fan
// included", and stated "Customer supplies the a ceiling fan": what the customer supplies is neither priced nor
// judged by a range that prices it, and is named once, after "the".
describe('a line whose primary material the customer supplies', () => {
  it.each([
    ['I bought a ceiling fan, can you install it in the bedroom? Denver CO', 'ceiling fan'],
    ['I bought a vanity light, please install it over the sink, Austin TX', 'vanity light'],
    ['install a ceiling fan in the bedroom, I already bought the fan. Denver CO', 'fan'],
  ])('%s', async (request, supplied) => {
    const { estimate } = await estimateOf(request);
    const issues = estimate.groups.flatMap((group) => group.items.flatMap((item) => item.issues));
    expect([...estimate.issues, ...issues].map((issue) => issue.code)).not.toContain('PRICE_OUT_OF_RANGE');
    expect(estimate.assumptions).toContainEqual(
      expect.stringContaining(`Customer supplies the ${supplied}:`),
    );
  });
});
