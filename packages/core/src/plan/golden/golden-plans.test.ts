import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../catalog/bundled-catalog.ts';
import { formatCents } from '../../money/money.ts';
import { defaultTradeRegistry } from '../../trades/trade-registry.ts';
import { SERVICE_JOB_LABOR_CENTS } from '../../validation/validate-estimate.ts';
import { buildEstimateFromPlan } from '../build-estimate-from-plan.ts';
import { compilePlan } from '../compile-plan.ts';
import { executePlan } from '../execute-plan.ts';
import { assertValidPlan } from '../validate-plan.ts';
import { GOLDEN_PLANS } from './golden-plans.ts';

const registry = defaultTradeRegistry();
const priceSource = bundledCatalog();

describe.each(Object.entries(GOLDEN_PLANS))('golden plan %s', (name, plan) => {
  it('builds a complete, checked estimate: every line priced, quality acceptable', async () => {
    const built = await buildEstimateFromPlan(plan, { registry, priceSource, id: name });
    const items = built.estimate.groups.flatMap((g) => g.items);
    expect(
      items.filter((i) => i.pricingState === 'unresolved').map((i) => `${i.title}: ${i.unresolvedReason}`),
    ).toEqual([]);
    expect(built.estimate.issues.filter((i) => i.severity === 'blocking')).toEqual([]);
    expect(built.estimate.qualityScore).toBeGreaterThanOrEqual(70);
    if (built.totals.laborCents >= SERVICE_JOB_LABOR_CENTS) {
      expect(items.some((i) => i.planKey === 'qa/cleanup' || /clean/i.test(i.title))).toBe(true);
    }
    for (const item of items) {
      for (const material of item.materials) {
        if (material.provenance.packageMath)
          expect(material.packages).toBe(material.provenance.packageMath.packagesNeeded);
        expect(material.provenance.sourceName.length).toBeGreaterThan(0);
      }
    }
    // Structure and totals, snapshotted: a change here is a change of the engine's answer and must be reviewed.
    const summary = {
      location: built.estimate.location?.area,
      lifecycle: built.estimate.lifecycleState,
      qualityScore: built.estimate.qualityScore,
      groups: built.estimate.groups.map((g) => ({
        name: g.name,
        total: formatCents(built.totals.byGroup[g.id]!.extendedCents),
        items: g.items.map(
          (i) =>
            `${i.title} | ${i.quantity} ${i.uom} @ ${formatCents(i.rateCents)} | ${i.pricingState} | ${i.materials.map((m) => `${m.packages}×${m.provenance.sku ?? m.name}`).join(', ')}`,
        ),
      })),
      totals: {
        labor: formatCents(built.totals.laborCents),
        materials: formatCents(built.totals.materialCents),
        subtotal: formatCents(built.totals.subtotalCents),
        grandTotal: formatCents(built.totals.grandTotalCents),
      },
    };
    await expect(JSON.stringify(summary, null, 2)).toMatchFileSnapshot(`./__snapshots__/${name}.json`);
  });

  it('is deterministic and re-executes without adding anything', async () => {
    const first = await buildEstimateFromPlan(plan, { registry, priceSource, id: name });
    const second = await buildEstimateFromPlan(plan, { registry, priceSource, id: name });
    expect(second.estimate).toEqual(first.estimate);
    const compiled = compilePlan(assertValidPlan(plan), registry);
    const again = await executePlan(compiled, first.estimate, { registry, priceSource });
    expect(again.addedItems).toBe(0);
    expect(again.estimate.groups).toEqual(first.estimate.groups);
  });
});
