import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { computeEstimateTotals } from '../estimate/compute-totals.ts';
import { lookupLocation } from '../labor/location-factors.ts';
import { buildEstimateFromPlan } from '../plan/build-estimate-from-plan.ts';
import { toEstimateLocation } from '../plan/compile-plan.ts';
import { GOLDEN_PLANS } from '../plan/golden/golden-plans.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { relocateEstimate } from './relocate-estimate.ts';

async function build(plan: string, zip: string) {
  const golden = GOLDEN_PLANS[plan];
  if (!golden) throw new Error(`no golden plan ${plan}`);
  return buildEstimateFromPlan(golden, {
    registry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
    id: `relocate-${plan}`,
    now: '2026-11-25T12:00:00.000Z',
    zip,
  });
}

describe('relocateEstimate', () => {
  it.each([
    ['bathroom-remodel', '80202', '02139'],
    ['fence', '92101', '38103'],
    ['lvp-flooring', '10001', '59801'],
  ])('%s moved from %s to %s prices as if built there (within rounding)', async (plan, from, to) => {
    const there = await build(plan, to);
    const moved = relocateEstimate(
      (await build(plan, from)).estimate,
      toEstimateLocation(lookupLocation(to)),
    );
    const movedTotals = computeEstimateTotals(moved.estimate);
    expect(moved.repricedLineCount).toBeGreaterThan(0);
    expect(moved.estimate.location?.zip3).toBe(to.slice(0, 3));
    // Every line the plan priced costs what a fresh build there costs, within two cents a unit (the rate per unit is rounded once more).
    // (The QA pass's lines — cleanup, permits, minimums — follow the subtotal and are not relocated.)
    const planned = there.estimate.groups.flatMap((g) => g.items).filter((item) => item.origin !== 'qa');
    expect(planned.length).toBeGreaterThan(0);
    for (const item of planned) {
      const movedItem = moved.estimate.groups.flatMap((g) => g.items).find((i) => i.title === item.title);
      const fresh = there.totals.byItem[item.id]?.extendedCents ?? 0;
      expect(
        Math.abs((movedTotals.byItem[movedItem?.id ?? '']?.extendedCents ?? 0) - fresh),
      ).toBeLessThanOrEqual(2 * Math.ceil(item.quantity) + 2);
    }
    expect(moved.estimate.assumptions.filter((a) => a.startsWith('Location: '))).toHaveLength(1);
  });

  it('leaves a price the contractor typed alone', async () => {
    const { estimate } = await build('fence', '92101');
    const first = estimate.groups[0]!.items[0]!;
    const typed = { ...first, pricingState: 'user' as const, rateCents: 12_345 };
    estimate.groups[0]!.items[0] = typed;
    const moved = relocateEstimate(estimate, toEstimateLocation(lookupLocation('38103')));
    expect(moved.estimate.groups[0]!.items[0]).toEqual(typed);
  });
});
