import type { EstimateTotals } from '@quoin/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldMarkupsIntoPrices, spreadByWeight } from './client-prices.ts';
import { paymentSchedule } from './payment-schedule.ts';

function totalsFor(extended: number[], markups: [number, number, number], taxCents = 0): EstimateTotals {
  const zero = {
    laborCents: 0,
    laborMarkupCents: 0,
    materialCents: 0,
    materialMarkupCents: 0,
    equipmentCents: 0,
    equipmentMarkupCents: 0,
    permitCents: 0,
    allowanceCents: 0,
  };
  const byItem = Object.fromEntries(extended.map((cents, i) => [`i${i}`, { ...zero, extendedCents: cents }]));
  const groupOfItem = Object.fromEntries(extended.map((_, i) => [`i${i}`, `g${i % 2}`]));
  const subtotalCents = extended.reduce((a, b) => a + b, 0);
  const [contingencyCents, overheadCents, profitCents] = markups;
  return {
    ...zero,
    extendedCents: subtotalCents,
    subtotalCents,
    taxCents,
    contingencyCents,
    overheadCents,
    profitCents,
    grandTotalCents: subtotalCents + taxCents + contingencyCents + overheadCents + profitCents,
    baseBidCents: subtotalCents + taxCents + contingencyCents + overheadCents + profitCents,
    acceptedAlternatesCents: 0,
    alternates: [],
    byGroup: {},
    byItem,
    groupOfItem,
  };
}

describe('foldMarkupsIntoPrices', () => {
  it.each([
    { extended: [10_000, 30_000], markups: [0, 1_000, 1_000] as const, shown: [10_500, 31_500] },
    { extended: [1, 1, 1], markups: [0, 0, 2] as const, shown: [2, 2, 1] },
    { extended: [0, 0], markups: [0, 0, 0] as const, shown: [0, 0] },
    { extended: [-500, 1_000], markups: [0, 100, 0] as const, shown: [-500, 1_100] },
  ])('shows $shown for $extended with markups $markups', ({ extended, markups, shown }) => {
    const prices = foldMarkupsIntoPrices(totalsFor(extended, [...markups]));
    expect(extended.map((_, i) => prices.byItem[`i${i}`])).toEqual(shown);
  });

  it('keeps the grand total to the cent: shown lines + tax = grand total, groups add up to the lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50_000, max: 5_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.tuple(fc.nat(500_000), fc.nat(500_000), fc.nat(500_000)),
        fc.nat(100_000),
        (extended, markups, tax) => {
          const totals = totalsFor(extended, markups, tax);
          const prices = foldMarkupsIntoPrices(totals);
          expect(prices.subtotalCents + tax).toBe(totals.grandTotalCents);
          const groupSum = Object.values(prices.byGroup).reduce((a, b) => a + b, 0);
          expect(groupSum).toBe(prices.subtotalCents);
          for (const [id, cents] of Object.entries(prices.byItem))
            expect(cents).toBeGreaterThanOrEqual(totals.byItem[id]?.extendedCents ?? 0);
        },
      ),
    );
  });
});

describe('spreadByWeight and paymentSchedule', () => {
  it('splits any amount into parts that add up to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 12 }),
        (amount, weights) => {
          expect(spreadByWeight(amount, weights).reduce((a, b) => a + b, 0)).toBe(amount);
        },
      ),
    );
  });

  it.each([
    { deposit: 0, steps: [], rows: [['Balance on completion', 100, 100_001]] },
    {
      deposit: 10,
      steps: [],
      rows: [
        ['Deposit on acceptance', 10, 10_000],
        ['Balance on completion', 90, 90_001],
      ],
    },
    {
      deposit: 30,
      steps: [
        { label: 'Rough-in', percent: 40 },
        { label: 'Completion', percent: 30 },
      ],
      rows: [
        ['Deposit on acceptance', 30, 30_000],
        ['Rough-in', 40, 40_001],
        ['Completion', 30, 30_000],
      ],
    },
  ])('deposit $deposit% and $steps.length milestones', ({ deposit, steps, rows }) => {
    expect(
      paymentSchedule(100_001, deposit, steps).map((row) => [row.label, row.percent, row.amountCents]),
    ).toEqual(rows);
  });
});
