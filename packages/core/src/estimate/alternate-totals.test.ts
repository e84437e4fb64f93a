import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideAlternates, setAlternate } from '../edits/set-alternate.ts';
import type { Alternate } from './alternate.ts';
import { computeEstimateTotals, updateTotalsForItem } from './compute-totals.ts';
import type { Estimate } from './estimate-schema.ts';
import { newEstimate, newGroup, newLineItem } from './new-estimate.ts';

const line = (id: string, rateCents: number, alternate?: Alternate) =>
  newLineItem({
    id,
    type: 'assembly',
    title: `Line ${id}`,
    quantity: 1,
    uom: 'each',
    rateCents,
    ...(alternate ? { alternate } : {}),
  });

/** Base $1,000 of labor; add alternate $500; deduct alternate $200; markups 20% labor, 10% overhead. */
function kitchen(addDecision: Alternate['decision'], deductDecision: Alternate['decision']): Estimate {
  const estimate = newEstimate({ id: 'e', title: 'Kitchen', settings: { overheadPercent: 10 } });
  estimate.groups = [
    newGroup({
      id: 'g1',
      name: 'Cabinets',
      items: [
        line('base', 100_000),
        line('add', 50_000, { kind: 'add', decision: addDecision }),
        line('deduct', 20_000, { kind: 'deduct', decision: deductDecision }),
      ],
    }),
  ];
  return estimate;
}

describe('alternates in the totals', () => {
  // Base: 1000 + 20% = 1200, + 10% overhead = 1320. Add: 500 → 600 → 660. Deduct: 200 → 240 → 264.
  it.each<[Alternate['decision'], Alternate['decision'], number]>([
    ['pending', 'pending', 132_000],
    ['accepted', 'pending', 132_000 + 66_000],
    ['accepted', 'accepted', 132_000 + 66_000 - 26_400],
    ['declined', 'accepted', 132_000 - 26_400],
    ['declined', 'declined', 132_000],
  ])('add %s, deduct %s → contract total %i cents', (add, deduct, expected) => {
    const totals = computeEstimateTotals(kitchen(add, deduct));
    expect(totals.baseBidCents).toBe(132_000);
    expect(totals.subtotalCents).toBe(120_000);
    expect(totals.grandTotalCents).toBe(expected);
    expect(totals.alternates.map((a) => [a.id, a.kind, a.amountCents, a.signedCents])).toEqual([
      ['add', 'add', 66_000, 66_000],
      ['deduct', 'deduct', 26_400, -26_400],
    ]);
    expect(totals.byGroup.g1?.extendedCents).toBe(120_000);
    expect(totals.byItem.add?.extendedCents).toBe(60_000);
  });

  it('prices a whole-group alternate once, under the group, whatever its lines say', () => {
    const estimate = kitchen('accepted', 'pending');
    estimate.groups.push(
      newGroup({
        id: 'g2',
        name: 'Pantry',
        alternate: { kind: 'add', decision: 'pending' },
        items: [line('p1', 10_000), line('p2', 20_000, { kind: 'deduct', decision: 'accepted' })],
      }),
    );
    const totals = computeEstimateTotals(estimate);
    const pantry = totals.alternates.find((a) => a.id === 'g2');
    expect(pantry).toMatchObject({ groupId: 'g2', title: 'Pantry', kind: 'add', amountCents: 39_600 });
    expect(pantry?.itemId).toBeUndefined();
    expect(totals.alternates.map((a) => a.id)).toEqual(['add', 'deduct', 'g2']);
    expect(totals.byGroup.g2?.extendedCents).toBe(0);
  });
});

describe('setAlternate and decideAlternates', () => {
  it('marks and unmarks a line, keeping an earlier decision when the kind changes', () => {
    const estimate = kitchen('accepted', 'pending');
    const marked = setAlternate(estimate, { groupId: 'g1', itemId: 'add', kind: 'deduct' });
    expect(marked.groups[0]?.items[1]?.alternate).toEqual({ kind: 'deduct', decision: 'accepted' });
    const unmarked = setAlternate(marked, { groupId: 'g1', itemId: 'add', kind: null });
    expect(unmarked.groups[0]?.items[1]).not.toHaveProperty('alternate');
    expect(computeEstimateTotals(unmarked).baseBidCents).toBe(132_000 + 66_000);
  });

  it('marks a group, and refuses unknown targets and decisions', () => {
    const estimate = kitchen('pending', 'pending');
    expect(setAlternate(estimate, { groupId: 'g1', kind: 'add' }).groups[0]?.alternate).toEqual({
      kind: 'add',
      decision: 'pending',
    });
    expect(() => setAlternate(estimate, { groupId: 'nope', kind: 'add' })).toThrow(/No group nope/);
    expect(() => setAlternate(estimate, { groupId: 'g1', itemId: 'x', kind: 'add' })).toThrow(
      /No line item x/,
    );
    expect(() => decideAlternates(estimate, { base: 'accepted' })).toThrow(/No alternate base/);
  });

  it('records the client decisions', () => {
    const decided = decideAlternates(kitchen('pending', 'pending'), { add: 'accepted', deduct: 'declined' });
    expect(computeEstimateTotals(decided).grandTotalCents).toBe(132_000 + 66_000);
  });
});

const alternateArbitrary = fc.option(
  fc.record({
    kind: fc.constantFrom('add' as const, 'deduct' as const),
    decision: fc.constantFrom('pending' as const, 'accepted' as const, 'declined' as const),
  }),
  { nil: undefined },
);

const estimateArbitrary = fc
  .record({
    groups: fc.array(
      fc.record({
        alternate: alternateArbitrary,
        items: fc.array(fc.tuple(fc.integer({ min: 0, max: 500_000 }), alternateArbitrary), { maxLength: 5 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    taxRatePercent: fc.double({ min: 0, max: 12, noNaN: true }),
    contingencyPercent: fc.integer({ min: 0, max: 15 }),
    overheadPercent: fc.integer({ min: 0, max: 15 }),
    profitPercent: fc.integer({ min: 0, max: 15 }),
  })
  .map(({ groups, ...settings }) => {
    const estimate = newEstimate({ id: 'e', title: 'p', settings });
    estimate.groups = groups.map((group, g) =>
      newGroup({
        id: `g${g}`,
        name: `G${g}`,
        ...(group.alternate ? { alternate: group.alternate } : {}),
        items: group.items.map(([rate, alternate], i) => line(`g${g}-i${i}`, rate, alternate)),
      }),
    );
    return estimate;
  });

/** The estimate without any alternate marks, keeping only the lines `keep` selects. */
function plainWith(estimate: Estimate, keep: (groupIndex: number, itemId: string) => boolean): Estimate {
  return {
    ...estimate,
    groups: estimate.groups.map(({ alternate: _a, ...group }, g) => ({
      ...group,
      items: group.items.filter((item) => keep(g, item.id)).map(({ alternate: _b, ...item }) => item),
    })),
  };
}

describe('alternate invariants', { timeout: 30_000 }, () => {
  it('the base bid is the estimate without its alternates; each alternate is priced as if alone', () => {
    fc.assert(
      fc.property(estimateArbitrary, (estimate) => {
        const totals = computeEstimateTotals(estimate);
        const isAlternate = (g: number, id: string) =>
          Boolean(
            estimate.groups[g]?.alternate ?? estimate.groups[g]?.items.find((i) => i.id === id)?.alternate,
          );
        expect(totals.baseBidCents).toBe(
          computeEstimateTotals(plainWith(estimate, (g, id) => !isAlternate(g, id))).grandTotalCents,
        );
        for (const alternate of totals.alternates) {
          const g = estimate.groups.findIndex((group) => group.id === alternate.groupId);
          const alone = plainWith(
            estimate,
            (index, id) => index === g && (alternate.itemId === undefined || id === alternate.itemId),
          );
          expect(alternate.amountCents).toBe(computeEstimateTotals(alone).grandTotalCents);
          expect(Number.isInteger(alternate.amountCents)).toBe(true);
        }
        const accepted = totals.alternates.filter((a) => a.decision === 'accepted');
        expect(totals.grandTotalCents).toBe(
          totals.baseBidCents + accepted.reduce((sum, a) => sum + a.signedCents, 0),
        );
      }),
    );
  });

  it('a single-line update still gives what a full recomputation gives', () => {
    fc.assert(
      fc.property(estimateArbitrary, fc.nat(), (estimate, pick) => {
        const totals = computeEstimateTotals(estimate);
        const group = estimate.groups[pick % estimate.groups.length]!;
        const removed = group.items.pop();
        if (!removed) return;
        expect(updateTotalsForItem(totals, estimate, group.id, removed.id)).toEqual(
          computeEstimateTotals(estimate),
        );
      }),
    );
  });
});
