import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Estimate, LineItem } from '../estimate/estimate-schema.ts';
import { newEstimate, newGroup, newLineItem } from '../estimate/new-estimate.ts';
import { formatChangeOrderNumber } from './change-order-schema.ts';
import { contractTotalCents, summarizeChangeOrder } from './summarize-change-order.ts';

const LINE_TYPES = ['assembly', 'material', 'equipment', 'permit', 'allowance'] as const;

function estimateWith(items: LineItem[], settings: Partial<Estimate['settings']> = {}): Estimate {
  const estimate = newEstimate({ id: 'est-1', title: 'Job', settings });
  estimate.groups = [newGroup({ id: 'g-1', name: 'Work', tradeId: 'painting', items })];
  return estimate;
}

const lineArb = (id: string) =>
  fc
    .record({
      type: fc.constantFrom(...LINE_TYPES),
      quantity: fc.integer({ min: 0, max: 5_000 }),
      rateCents: fc.integer({ min: 0, max: 500_000 }),
      hours: fc.double({ min: 0, max: 5, noNaN: true }),
    })
    .map(({ type, quantity, rateCents, hours }) =>
      newLineItem({
        id,
        type,
        title: `Line ${id}`,
        quantity,
        uom: 'each',
        rateCents,
        ...(type === 'assembly' ? { labor: { formula: 'test', hoursPerUnit: hours } } : {}),
      }),
    );

/** A sent estimate's lines and the same estimate after random additions, removals and changes. */
const changeArb = fc
  .record({
    before: fc.array(fc.nat({ max: 9 }), { maxLength: 8 }),
    settings: fc.record({
      taxRatePercent: fc.integer({ min: 0, max: 12 }),
      contingencyPercent: fc.integer({ min: 0, max: 15 }),
      overheadPercent: fc.integer({ min: 0, max: 15 }),
      profitPercent: fc.integer({ min: 0, max: 20 }),
    }),
  })
  .chain(({ before, settings }) => {
    const ids = [...new Set(before)].map((n) => `li-${n}`);
    return fc.record({
      settings: fc.constant(settings),
      baseline: fc.tuple(...ids.map(lineArb)),
      kept: fc.subarray(ids),
      changed: fc.tuple(...ids.map(lineArb)),
      added: fc.array(lineArb('new'), { maxLength: 3 }),
    });
  });

describe('summarizeChangeOrder', () => {
  it('property: line differences add up to the subtotal’s, and the totals’ difference is after − before', () => {
    fc.assert(
      fc.property(changeArb, ({ settings, baseline, kept, changed, added }) => {
        const proposedItems = [
          ...changed.filter((item) => kept.includes(item.id)),
          ...added.map((item, index) => ({ ...item, id: `new-${index}` })),
        ];
        const summary = summarizeChangeOrder(
          estimateWith(baseline, settings),
          estimateWith(proposedItems, settings),
        );
        const lineDelta = summary.changes.reduce((sum, change) => sum + change.deltaCents, 0);
        expect(lineDelta).toBe(summary.delta.subtotalCents);
        expect(summary.delta.grandTotalCents).toBe(
          summary.after.grandTotalCents - summary.before.grandTotalCents,
        );
        for (const value of Object.values(summary.delta)) expect(Number.isInteger(value)).toBe(true);
        expect(summary.changes.filter((c) => c.kind === 'added')).toHaveLength(added.length);
        expect(summary.changes.filter((c) => c.kind === 'removed')).toHaveLength(
          baseline.length - kept.length,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('property: an unchanged estimate has no changes and no difference', () => {
    fc.assert(
      fc.property(changeArb, ({ settings, baseline }) => {
        const summary = summarizeChangeOrder(
          estimateWith(baseline, settings),
          estimateWith(baseline, settings),
        );
        expect(summary.changes).toEqual([]);
        expect(summary.delta.grandTotalCents).toBe(0);
        expect(summary.suggestedScheduleDays).toBe(0);
      }),
    );
  });

  it.each([
    {
      name: 'a quantity doubled',
      after: { quantity: 20 },
      kind: 'changed',
      fields: ['quantity'],
      delta: 1_150_00,
    },
    {
      name: 'a rate changed',
      after: { rateCents: 5_000 },
      kind: 'changed',
      fields: ['rate'],
      delta: -575_00,
    },
    {
      name: 'a title only',
      after: { title: 'Walls, two coats' },
      kind: 'changed',
      fields: ['title'],
      delta: 0,
    },
  ])('$name: $kind with $fields, $delta cents', ({ after, kind, fields, delta }) => {
    const line = newLineItem({
      id: 'li-1',
      type: 'material',
      title: 'Walls',
      quantity: 10,
      uom: 'each',
      rateCents: 10_000,
    });
    const summary = summarizeChangeOrder(estimateWith([line]), estimateWith([{ ...line, ...after }]));
    expect(summary.changes).toMatchObject([{ kind, fields, deltaCents: delta, costCode: '09 91 00' }]);
  });

  it('suggests the schedule days of the labor hours a change adds (a crew of two, 8 h a day)', () => {
    const labor = (quantity: number) =>
      newLineItem({
        id: 'li-1',
        type: 'assembly',
        title: 'Hang doors',
        quantity,
        uom: 'each',
        rateCents: 8_000,
        labor: { formula: '2 h each', hoursPerUnit: 2 },
      });
    expect(
      summarizeChangeOrder(estimateWith([labor(4)]), estimateWith([labor(14)])).suggestedScheduleDays,
    ).toBe(2);
    expect(
      summarizeChangeOrder(estimateWith([labor(14)]), estimateWith([labor(4)])).suggestedScheduleDays,
    ).toBe(-2);
  });
});

describe('contract total and numbers', () => {
  it.each([
    { orders: [], total: 100_000 },
    { orders: [{ status: 'approved', deltaCents: 25_000 }], total: 125_000 },
    {
      orders: [
        { status: 'rejected', deltaCents: 25_000 },
        { status: 'open', deltaCents: 1 },
      ],
      total: 100_000,
    },
    {
      orders: [
        { status: 'approved', deltaCents: 25_000 },
        { status: 'approved', deltaCents: -5_000 },
      ],
      total: 120_000,
    },
  ])('sent $100,000.00 with $orders → $total', ({ orders, total }) => {
    expect(contractTotalCents(100_000, orders)).toBe(total);
  });

  it('numbers change orders CO-1, CO-2…', () => {
    expect([1, 2, 12].map(formatChangeOrderNumber)).toEqual(['CO-1', 'CO-2', 'CO-12']);
  });
});
