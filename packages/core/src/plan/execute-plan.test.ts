import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../catalog/bundled-catalog.ts';
import { CatalogPriceSource } from '../catalog/catalog-price-source.ts';
import type { CatalogItem } from '../catalog/price-source.ts';
import { computeEstimateTotals } from '../estimate/compute-totals.ts';
import { newEstimate } from '../estimate/new-estimate.ts';
import { defaultTradeRegistry } from '../trades/trade-registry.ts';
import { compilePlan } from './compile-plan.ts';
import { executePlan } from './execute-plan.ts';
import type { PlanInput } from './plan-schema.ts';
import { assertValidPlan } from './validate-plan.ts';

const registry = defaultTradeRegistry();
const catalog = bundledCatalog();

async function run(
  planInput: PlanInput,
  priceSource = catalog,
  start = newEstimate({ id: 'e', title: 't' }),
) {
  const compiled = compilePlan(assertValidPlan(planInput), registry);
  return executePlan(compiled, start, { registry, priceSource });
}

const drywallPlan: PlanInput = {
  zip: '43215',
  groups: [
    { name: 'Drywall', items: [{ title: 'Hang and finish drywall', quantity: 1650, uom: 'sq_ft' }] },
    {
      name: 'Painting',
      items: [{ title: 'Paint interior walls', quantity: 1650, uom: 'sq_ft', params: { coats: 2 } }],
    },
  ],
};

describe('executePlan', () => {
  it('buys drywall sheets by package math, not by the scope quantity', async () => {
    const { estimate } = await run(drywallPlan);
    const line = estimate.groups.find((g) => g.name === 'Drywall')!.items[0]!;
    const sheets = line.materials.find((m) => /drywall/i.test(m.name) && m.packageUnit === 'sheet')!;
    expect(sheets.packages).toBe(57);
    expect(sheets.provenance.packageMath?.formula).toBe('ceil(1,650 sq ft × 1.1 ÷ 32 sq ft) = 57');
    expect(sheets.provenance.sourceKind).toBe('catalog');
    expect(sheets.provenance.materialFactor).toBe(estimate.location?.materialFactor);
    expect(sheets.priceCents).toBe(
      Math.round(sheets.provenance.basePriceCents! * estimate.location!.materialFactor),
    );
    expect(line.labor?.formula).toMatch(/h\/sq ft/);
  });

  it('executing the same plan twice gives the same estimate, and re-executing adds nothing', async () => {
    const first = await run(drywallPlan);
    const second = await run(drywallPlan);
    expect(second.estimate).toEqual(first.estimate);
    const again = await run(drywallPlan, catalog, first.estimate);
    expect(again.addedItems).toBe(0);
    expect(again.skippedItems).toBe(2);
    expect(again.estimate).toEqual(first.estimate);
  });

  it('completes a partly built estimate without duplicating groups or lines', async () => {
    const full = await run(drywallPlan);
    const partial = structuredClone(full.estimate);
    partial.groups = partial.groups.filter((g) => g.name === 'Drywall');
    const resumed = await run(drywallPlan, catalog, partial);
    expect(resumed.addedItems).toBe(1);
    expect(resumed.estimate).toEqual(full.estimate);
    expect(computeEstimateTotals(resumed.estimate).grandTotalCents).toBe(
      computeEstimateTotals(full.estimate).grandTotalCents,
    );
  });

  it('streams group and line events in order', async () => {
    const { events } = await run(drywallPlan);
    expect(events.map((e) => e.type)).toEqual([
      'group_added',
      'line_item_added',
      'group_added',
      'line_item_added',
    ]);
  });

  it('keeps a user-given price and leaves out the primary product the customer supplies', async () => {
    const { estimate } = await run({
      groups: [
        {
          name: 'Tile',
          items: [
            {
              title: 'Install porcelain floor tile',
              quantity: 40,
              uom: 'sq_ft',
              customerSuppliesPrimary: true,
            },
            { title: 'Install shower wall tile', quantity: 80, uom: 'sq_ft', rateCents: 1200 },
          ],
        },
      ],
    });
    const [floor, walls] = estimate.groups[0]!.items;
    expect(floor!.materials.some((m) => m.role === 'primary')).toBe(false);
    expect(floor!.materials.length).toBeGreaterThan(0);
    expect(walls!.rateCents).toBe(1200);
    expect(walls!.pricingState).toBe('user');
  });

  it('preserves an imported bid line to the cent', async () => {
    const { estimate } = await run({
      groups: [
        {
          name: 'Electrical',
          items: [
            {
              title: 'Rough-in wiring per bid',
              quantity: 3,
              uom: 'each',
              rateCents: 33333,
              sourceBacked: { source: 'bid.pdf p2', amountCents: 100000 },
            },
            {
              title: 'Panel per bid',
              quantity: 1,
              uom: 'each',
              rateCents: 250000,
              sourceBacked: { source: 'bid.pdf p2' },
            },
          ],
        },
      ],
    });
    const totals = computeEstimateTotals(estimate);
    const [wiring, panel] = estimate.groups[0]!.items;
    expect(wiring!.pricingState).toBe('source_backed');
    expect(totals.byItem[wiring!.id]!.laborCents).toBe(100000);
    expect(wiring!.uom).toBe('lump_sum');
    expect(totals.byItem[panel!.id]!.laborCents).toBe(250000);
    expect(panel!.price?.sourceName).toBe('bid.pdf p2');
  });

  it('falls back to an estimated price, then to unresolved with the reason, never to a wrong product', async () => {
    const sand: CatalogItem = {
      sku: 'sand',
      name: 'Play sand 50 lb bag',
      category: 'masonry',
      priceCents: 598,
      packageUnit: 'bag',
      supplier: 'x',
      supplierTier: 1,
      priceDate: '2026-01-01',
      source: 'test',
      keywords: [],
    };
    const poor = new CatalogPriceSource([sand]);
    const { estimate, events } = await run(
      {
        groups: [
          { name: 'Drywall', items: [{ title: 'Hang and finish drywall', quantity: 500, uom: 'sq_ft' }] },
        ],
      },
      poor,
    );
    const line = estimate.groups[0]!.items[0]!;
    expect(line.materials.every((m) => m.name !== 'Play sand 50 lb bag')).toBe(true);
    expect(line.materials.some((m) => m.provenance.confidence === 'estimated')).toBe(true);
    expect(line.pricingState).toBe('unresolved');
    expect(line.unresolvedReason).toMatch(/No product found|No confident match/);
    expect(events.some((e) => e.type === 'line_item_unresolved')).toBe(true);
  });

  it('prices a standalone material line by its packages, once', async () => {
    const { estimate } = await run({
      groups: [
        {
          name: 'Materials',
          items: [
            {
              title: 'Drywall sheets',
              type: 'material',
              quantity: 640,
              uom: 'sq_ft',
              searchQuery: '1/2 in. x 4 ft. x 8 ft. drywall panel',
              tradeId: 'drywall',
            },
          ],
        },
      ],
    });
    const line = estimate.groups[0]!.items[0]!;
    expect(line.uom).toBe('sheet');
    expect(line.quantity).toBe(22);
    expect(line.materials).toHaveLength(1);
    expect(line.rateCents).toBe(line.materials[0]!.priceCents);
    expect(computeEstimateTotals(estimate).materialCents).toBe(22 * line.rateCents);
  });

  it('sends removal work to a removal assembly and labor only', async () => {
    const { estimate } = await run({
      groups: [
        {
          name: 'Flooring',
          items: [{ title: 'Remove existing carpet and pad', quantity: 650, uom: 'sq_ft' }],
        },
      ],
    });
    const line = estimate.groups[0]!.items[0]!;
    expect(line.laborOnly).toBe(true);
    expect(line.materials).toEqual([]);
    expect(line.tradeId).toBe('demolition');
  });

  it('files an item under its group’s trade when the title names two trades', async () => {
    const { estimate } = await run({
      groups: [{ name: 'Plumbing', items: [{ title: 'Install vanity faucet', quantity: 1, uom: 'each' }] }],
    });
    expect(estimate.groups[0]!.items[0]!.tradeId).toBe('plumbing');
  });
});
