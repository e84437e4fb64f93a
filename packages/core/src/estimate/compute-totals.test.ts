import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeEstimateTotals, computeItemTotals, updateTotalsForItem } from './compute-totals.ts';
import { DEFAULT_SETTINGS, LINE_ITEM_TYPES, type LineItem } from './estimate-schema.ts';
import { newEstimate, newGroup, newLineItem } from './new-estimate.ts';

const material = (priceCents: number, packages: number) => ({
  id: `m-${priceCents}-${packages}`,
  name: 'Drywall panel 1/2 in. x 4 ft. x 8 ft.',
  role: 'primary' as const,
  priceCents,
  packages,
  packageUnit: 'sheet' as const,
  provenance: { sourceKind: 'catalog' as const, sourceName: 'test', confidence: 'high' as const, notes: [] },
});

describe('computeItemTotals', () => {
  it('costs an installed assembly: labor and materials, each with its markup', () => {
    const item = newLineItem({
      id: 'a',
      type: 'assembly',
      title: 'Hang and finish drywall',
      quantity: 1650,
      uom: 'sq_ft',
      rateCents: 88,
      materials: [material(1248, 57)],
    });
    const totals = computeItemTotals(item, DEFAULT_SETTINGS);
    expect(totals.laborCents).toBe(145200);
    expect(totals.laborMarkupCents).toBe(29040);
    expect(totals.materialCents).toBe(71136);
    expect(totals.materialMarkupCents).toBe(10670);
    expect(totals.extendedCents).toBe(145200 + 29040 + 71136 + 10670);
  });

  it('never costs materials on a labor-only assembly', () => {
    const item = newLineItem({
      id: 'a',
      type: 'assembly',
      title: 'Demo',
      quantity: 1,
      uom: 'lump_sum',
      rateCents: 50000,
      laborOnly: true,
      materials: [material(1000, 3)],
    });
    expect(computeItemTotals(item, DEFAULT_SETTINGS).materialCents).toBe(0);
  });

  it('costs a standalone material once, even with its product attached', () => {
    const item = newLineItem({
      id: 'm',
      type: 'material',
      title: 'Vanity',
      quantity: 2,
      uom: 'each',
      rateCents: 29900,
      materials: [material(29900, 2)],
    });
    const totals = computeItemTotals(item, DEFAULT_SETTINGS);
    expect(totals.materialCents).toBe(59800);
    expect(totals.laborCents).toBe(0);
  });

  it('passes permits through without markup and marks up equipment like materials', () => {
    const permit = newLineItem({
      id: 'p',
      type: 'permit',
      title: 'Permit',
      quantity: 1,
      uom: 'each',
      rateCents: 25000,
    });
    const lift = newLineItem({
      id: 'e',
      type: 'equipment',
      title: 'Lift',
      quantity: 2,
      uom: 'day',
      rateCents: 10000,
    });
    expect(computeItemTotals(permit, DEFAULT_SETTINGS).extendedCents).toBe(25000);
    expect(computeItemTotals(lift, DEFAULT_SETTINGS).extendedCents).toBe(23000);
  });
});

describe('computeEstimateTotals', () => {
  it('applies tax on material cost, then contingency, overhead and profit in that order', () => {
    const estimate = newEstimate({
      id: 'e',
      title: 't',
      settings: { taxRatePercent: 8, contingencyPercent: 5, overheadPercent: 10, profitPercent: 10 },
    });
    estimate.groups.push(
      newGroup({
        id: 'g',
        name: 'Drywall',
        items: [
          newLineItem({
            id: 'm',
            type: 'material',
            title: 'Sheets',
            quantity: 10,
            uom: 'sheet',
            rateCents: 1000,
          }),
        ],
      }),
    );
    const totals = computeEstimateTotals(estimate);
    expect(totals.subtotalCents).toBe(11500);
    expect(totals.taxCents).toBe(800);
    expect(totals.contingencyCents).toBe(615);
    expect(totals.overheadCents).toBe(1292);
    expect(totals.profitCents).toBe(1421);
    expect(totals.grandTotalCents).toBe(11500 + 800 + 615 + 1292 + 1421);
  });
});

const itemArbitrary = fc
  .record({
    type: fc.constantFrom(...LINE_ITEM_TYPES),
    quantity: fc.double({ min: 0, max: 5000, noNaN: true }),
    rateCents: fc.integer({ min: 0, max: 500_000 }),
    laborOnly: fc.boolean(),
    materials: fc.array(fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 200 })), {
      maxLength: 3,
    }),
  })
  .map(
    (r): Omit<LineItem, 'id'> =>
      newLineItem({
        id: 'x',
        type: r.type,
        title: 't',
        quantity: r.quantity,
        uom: 'each',
        rateCents: r.rateCents,
        laborOnly: r.laborOnly,
        materials: r.materials.map(([p, n], i) => ({ ...material(p, n), id: `m${i}` })),
      }),
  );

const estimateArbitrary = fc
  .record({
    groups: fc.array(fc.array(itemArbitrary, { maxLength: 6 }), { minLength: 1, maxLength: 5 }),
    laborMarkupPercent: fc.integer({ min: 0, max: 50 }),
    materialMarkupPercent: fc.integer({ min: 0, max: 50 }),
    taxRatePercent: fc.double({ min: 0, max: 12, noNaN: true }),
    contingencyPercent: fc.integer({ min: 0, max: 15 }),
  })
  .map(({ groups, ...settings }) => {
    const estimate = newEstimate({ id: 'e', title: 'p', settings });
    estimate.groups = groups.map((items, g) =>
      newGroup({
        id: `g${g}`,
        name: `G${g}`,
        items: items.map((item, i) => ({ ...item, id: `g${g}-i${i}` })),
      }),
    );
    return estimate;
  });

describe('totals invariants', () => {
  it('grand total equals the sum of lines plus estimate-level amounts, in whole cents', () => {
    fc.assert(
      fc.property(estimateArbitrary, (estimate) => {
        const totals = computeEstimateTotals(estimate);
        const lineSum = Object.values(totals.byItem).reduce((sum, t) => sum + t.extendedCents, 0);
        const groupSum = Object.values(totals.byGroup).reduce((sum, t) => sum + t.extendedCents, 0);
        expect(totals.subtotalCents).toBe(lineSum);
        expect(groupSum).toBe(lineSum);
        expect(totals.grandTotalCents).toBe(
          lineSum + totals.taxCents + totals.contingencyCents + totals.overheadCents + totals.profitCents,
        );
        for (const value of [
          totals.grandTotalCents,
          ...Object.values(totals.byItem).map((t) => t.extendedCents),
        ]) {
          expect(Number.isInteger(value)).toBe(true);
        }
      }),
    );
  });

  it('a single-line update gives exactly what a full recomputation gives', () => {
    fc.assert(
      fc.property(estimateArbitrary, itemArbitrary, fc.nat(), (estimate, replacement, pick) => {
        const totals = computeEstimateTotals(estimate);
        const group = estimate.groups[pick % estimate.groups.length]!;
        const index = group.items.length === 0 ? 0 : pick % group.items.length;
        const id = group.items[index]?.id ?? 'new-item';
        group.items[index] = { ...replacement, id };
        expect(updateTotalsForItem(totals, estimate, group.id, id)).toEqual(computeEstimateTotals(estimate));
      }),
    );
  });

  it('a removed line leaves the totals a full recomputation gives', () => {
    fc.assert(
      fc.property(estimateArbitrary, (estimate) => {
        const totals = computeEstimateTotals(estimate);
        const group = estimate.groups[0]!;
        const removed = group.items.pop();
        if (!removed) return;
        expect(updateTotalsForItem(totals, estimate, group.id, removed.id)).toEqual(
          computeEstimateTotals(estimate),
        );
      }),
    );
  });
});
