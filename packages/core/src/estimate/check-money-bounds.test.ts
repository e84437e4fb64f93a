import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_BOUNDS } from '../money/money-bounds.ts';
import { assertWithinMoneyBounds, checkMoneyBounds } from './check-money-bounds.ts';
import { computeEstimateTotals } from './compute-totals.ts';
import { estimateSchema, LINE_ITEM_TYPES, type LineItem } from './estimate-schema.ts';
import { newEstimate, newGroup, newLineItem } from './new-estimate.ts';

// Issue 14, finding 3: quantities and rates whose totals passed 2^53 cents were accepted and then broke the
// estimate list (BigInt) or the insert (bigint column).
const material = (priceCents: number, packages: number, index: number) => ({
  id: `m-${index}`,
  name: 'Panel',
  role: 'primary' as const,
  priceCents,
  packages,
  packageUnit: 'sheet' as const,
  provenance: { sourceKind: 'user' as const, sourceName: 'test', confidence: 'high' as const, notes: [] },
});

function estimateOf(items: LineItem[], settings = {}) {
  const estimate = newEstimate({ id: 'e', title: 'Bounds', settings });
  return { ...estimate, groups: [newGroup({ id: 'g', name: 'Work', items })] };
}

// Values from small to past every bound, so both sides of each bound are tried.
const quantity = fc.oneof(
  fc.double({ min: 0, max: MONEY_BOUNDS.maxQuantity, noNaN: true }),
  fc.double({ min: 0, max: 1000, noNaN: true }),
  fc.constantFrom(0, 1, MONEY_BOUNDS.maxQuantity),
);
const cents = fc.oneof(
  fc.nat({ max: MONEY_BOUNDS.maxRateCents }),
  fc.nat({ max: 100_000 }),
  fc.constantFrom(0, MONEY_BOUNDS.maxRateCents),
);
const percent = fc.double({ min: 0, max: 1000, noNaN: true });
const lineItem = fc
  .record({
    type: fc.constantFrom(...LINE_ITEM_TYPES),
    quantity,
    rateCents: cents,
    materials: fc.array(fc.tuple(cents, quantity), { maxLength: 3 }),
    laborMarkupPercent: fc.option(percent, { nil: undefined }),
  })
  .map(({ materials, laborMarkupPercent, ...rest }) =>
    newLineItem({
      ...rest,
      id: 'li',
      title: 'Line',
      uom: 'each',
      materials: materials.map(([price, packages], m) => material(price, packages, m)),
      ...(laborMarkupPercent === undefined ? {} : { laborMarkupPercent }),
    }),
  );
const settings = fc.record({
  laborMarkupPercent: percent,
  materialMarkupPercent: percent,
  taxRatePercent: percent,
  contingencyPercent: percent,
  overheadPercent: percent,
  profitPercent: percent,
});

describe('money bounds', () => {
  it('every estimate the bounds accept has safe-integer totals that add up exactly', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(lineItem, { maxLength: 12 }), settings, (items, chosen) => {
        const unique = items.map((item, index) => ({ ...item, id: `li-${index}` }));
        const estimate = estimateOf(unique, chosen);
        if (checkMoneyBounds(estimate).length > 0) return;
        accepted++;
        const totals = computeEstimateTotals(estimate);
        const amounts = [
          totals.subtotalCents,
          totals.taxCents,
          totals.contingencyCents,
          totals.overheadCents,
          totals.profitCents,
          totals.grandTotalCents,
          ...Object.values(totals.byItem).map((item) => item.extendedCents),
        ];
        for (const amount of amounts) expect(Number.isSafeInteger(amount)).toBe(true);
        expect(totals.grandTotalCents).toBeLessThanOrEqual(MONEY_BOUNDS.maxEstimateTotalCents);
        const sum = Object.values(totals.byItem).reduce((total, item) => total + item.extendedCents, 0);
        expect(totals.subtotalCents).toBe(sum);
        expect(JSON.parse(JSON.stringify(totals)).grandTotalCents).toBe(totals.grandTotalCents);
      }),
      { numRuns: 500 },
    );
    // Not vacuous: a good share of the generated estimates is within bounds.
    expect(accepted).toBeGreaterThan(50);
  });

  it.each([
    ['a line past $100M', [{ quantity: 1_000_000, rateCents: 100_000_000 }], {}, /one line costs at most/],
    [
      'lines within their bound whose total is not',
      Array.from({ length: 20 }, () => ({ quantity: 10_000, rateCents: 1_000_000 })),
      { profitPercent: 1000 },
      /estimate totals at most \$10,000,000,000/,
    ],
  ])('refuses %s with a message', (_case, lines, chosen, message) => {
    const items = lines.map((line, index) =>
      newLineItem({ id: `li-${index}`, type: 'material', title: 'Big', uom: 'each', ...line }),
    );
    expect(() => assertWithinMoneyBounds(estimateOf(items, chosen))).toThrow(message);
  });

  it.each([
    ['quantity', { quantity: 1e9, rateCents: 1 }, /quantity is at most 10,000,000/],
    ['rate', { quantity: 1, rateCents: 2e10 }, /price per unit is at most \$100,000,000/],
  ])('the schema bounds the %s', (_field, line, message) => {
    const item = newLineItem({ id: 'li', type: 'material', title: 'Big', uom: 'each', ...line });
    const parsed = estimateSchema.safeParse(estimateOf([item]));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });
});
