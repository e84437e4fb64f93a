import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { parseScope } from '../scope/parse-scope.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { buildEstimateFromPlan } from './build-estimate-from-plan.ts';
import { finalizeEstimate } from './finalize-estimate.ts';

const registry = defaultTradeRegistry();

async function build(text: string) {
  return buildEstimateFromPlan(parseScope(text).plan, { registry, priceSource: bundledCatalog(), id: 'e' });
}

// What the reader recorded about a plan line (where its quantity came from) and about the request (its doubts)
// lives on the estimate, so a recompute that has no plan (an edit, a reload) still says it and still holds.
describe('the reader’s records on the estimate', () => {
  it.each([
    ['paint a 12x12 bedroom, walls only', 'derived'],
    ['install 400 sq ft of LVP', 'stated'],
    ['replace the carpet in the bedroom', 'typical'],
  ])('%s → the line says its quantity is %s', async (text, source) => {
    const { estimate } = await build(text);
    const sources = estimate.groups.flatMap((g) =>
      g.items.filter((i) => i.planKey && i.origin === 'plan').map((i) => i.quantitySource),
    );
    expect(sources).toContain(source);
  });

  it('doubts hold the estimate for review on a recompute without the plan', async () => {
    const { estimate } = await build('install -5 sq ft of tile in the bathroom');
    expect(estimate.doubts?.some((d) => d.includes('below zero'))).toBe(true);
    expect(estimate.lifecycleState).toBe('review_required');
    const again = finalizeEstimate(estimate, registry);
    expect(again.issues.some((i) => i.code === 'SCOPE_DOUBT')).toBe(true);
    expect(again.lifecycleState).toBe('review_required');
  });

  it('an estimate with no doubts carries none', async () => {
    const { estimate } = await build('paint a 12x12 bedroom, walls only');
    expect(estimate.doubts).toBeUndefined();
  });
});
