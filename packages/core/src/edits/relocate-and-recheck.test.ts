import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { computeEstimateTotals } from '../estimate/compute-totals.ts';
import type { Estimate } from '../estimate/estimate-schema.ts';
import { lookupLocation } from '../labor/location-factors.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { toEstimateLocation } from '../plan/compile-plan.ts';
import { parseScope } from '../scope/parse-scope.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { relocateAndRecheck } from './relocate-and-recheck.ts';

const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();

async function builtAt(text: string, zip: string): Promise<Estimate> {
  const plan = parseScope(text, { registry }).plan;
  return (await buildEstimateFromPlan(plan, { registry, priceSource, zip })).estimate;
}

const qaLines = (estimate: Estimate) =>
  estimate.groups.flatMap((g) =>
    g.items.filter((i) => i.origin === 'qa').map((i) => `${i.title} ${i.rateCents}`),
  );

describe('relocateAndRecheck', { timeout: 30_000 }, () => {
  it.each([
    ['replace one light switch', '38103', '10001'],
    ['install 2 outlets in the kitchen', '38103', '10001'],
    ['install 2 outlets in the kitchen', '10001', '38103'],
    ['tear out and replace 200 sq ft of carpet', '38103', '94103'],
  ])('"%s" moved from %s to %s has the QA lines it would have had if built there', async (text, from, to) => {
    const there = await builtAt(text, to);
    const moved = relocateAndRecheck(
      await builtAt(text, from),
      toEstimateLocation(lookupLocation(to)),
      registry,
    );
    expect(qaLines(moved.estimate)).toEqual(qaLines(there));
    const total = (e: Estimate) => computeEstimateTotals(e).grandTotalCents;
    // Within rounding of each line's relocated rate.
    expect(Math.abs(total(moved.estimate) - total(there))).toBeLessThanOrEqual(200);
  });
});
