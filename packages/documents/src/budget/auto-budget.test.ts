import { sampleEstimate } from '@quoin/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conceptualBudget, splitByShares } from './auto-budget.ts';
import { budgetDataSchema, loadBudgetData, PROJECT_TYPES, RECALLED } from './budget-data.ts';
import { budgetFromEstimate } from './budget-from-estimate.ts';

describe('budget data', () => {
  it('loads every project type with its source, shares adding to 1', () => {
    const data = loadBudgetData();
    expect(data.projectTypes.map((type) => type.id)).toEqual([...PROJECT_TYPES]);
  });

  it.each([
    ['single_family_new', 'nahb-2024', 16200],
    ['home_addition', 'cost-vs-value-2024', 44700],
    ['detached_adu', 'terner-center-adu', 25000],
    ['detached_garage', 'angi-cost-guides', 5500],
    ['kitchen_remodel', 'cost-vs-value-2024', 40000],
    ['bathroom_remodel', 'cost-vs-value-2024', 72100],
    ['basement_finish', 'angi-cost-guides', 5500],
    ['deck', 'cost-vs-value-2024', 5500],
  ])(
    '%s names its published source %s (typical %i cents/sq ft), a recalled figure marked',
    (id, source, typical) => {
      const data = loadBudgetData();
      const type = data.projectTypes.find((t) => t.id === id);
      expect(type).toMatchObject({ source, costPerSqFtCents: { typical } });
      const published = data.sources.find((s) => s.id === source);
      expect(published?.status).toBe('recalled');
      expect(published?.note).toContain(RECALLED);
      expect(type?.basis).toContain(RECALLED);
    },
  );

  it('refuses a band sourced only to the editorial range, or a recalled figure not marked', () => {
    const data = structuredClone(loadBudgetData());
    const editorial = structuredClone(data);
    editorial.projectTypes[1]!.source = 'quoin-editorial';
    expect(budgetDataSchema.safeParse(editorial).error?.issues[0]?.message).toMatch(/published source/);
    const unmarked = structuredClone(data);
    unmarked.projectTypes[1]!.basis = 'typical is Cost vs. Value 2024, $447/sq ft';
    expect(budgetDataSchema.safeParse(unmarked).error?.issues[0]?.message).toMatch(/recalled/);
    const source = structuredClone(data);
    source.sources[0]!.note = 'about $162 per sq ft';
    expect(budgetDataSchema.safeParse(source).error?.issues[0]?.message).toMatch(/recalled, verify/);
  });
});

describe('conceptualBudget', () => {
  it('prices a 2,000 sq ft standard house in Sacramento (figures checked by hand)', () => {
    // Factor: 0.4 × labor 1.18 + 0.6 × material 1.05 = 1.102. Typical $162.00 × 1.102 = $178.524 → $178.52/sq ft.
    const budget = conceptualBudget({ projectType: 'single_family_new', areaSqFt: 2000, zip: '95814' });
    expect(budget.location).toMatchObject({
      area: 'Sacramento',
      state: 'CA',
      factor: 1.102,
      fallback: false,
    });
    expect(budget.costPerSqFtCents).toEqual({ low: 14326, typical: 17852, high: 23142 });
    expect(budget.pointEstimateCents).toBe(35_704_000);
    expect(budget.rangeCents).toEqual({ low: 28_652_000, high: 46_284_000 });
    expect(budget.aaceClass5.lowCents).toEqual({ best: 28_563_200, worst: 17_852_000 });
    expect(budget.aaceClass5.highCents).toEqual({ best: 46_415_200, worst: 71_408_000 });
    // Site work 7.6% of $357,040 = $27,135.04; framing 16.6% = $59,268.64.
    expect(budget.divisions[0]).toEqual({
      name: 'Site work (permits, fees, design)',
      share: 0.076,
      amountCents: 2_713_504,
    });
    expect(budget.divisions[2]?.amountCents).toBe(5_926_864);
    expect(budget.divisions.reduce((sum, d) => sum + d.amountCents, 0)).toBe(35_704_000);
    expect(budget.sources.map((source) => source.id)).toEqual([
      'nahb-2024',
      'quoin-editorial',
      'aace-18r-97',
    ]);
    expect(budget.summary).toContain('$357,040.00');
  });

  it.each([
    ['economy', 0.85, 13770],
    ['standard', 1, 16200],
    ['premium', 1.3, 21060],
    ['luxury', 1.75, 28350],
  ] as const)('%s quality multiplies the national typical by %s', (quality, _multiplier, perSqFt) => {
    const budget = conceptualBudget({ projectType: 'single_family_new', areaSqFt: 100, quality });
    expect(budget.location.fallback).toBe(true);
    expect(budget.costPerSqFtCents.typical).toBe(perSqFt);
  });

  it('names the published source of a deck band and its editorial low bound', () => {
    const budget = conceptualBudget({ projectType: 'deck', areaSqFt: 320 });
    expect(budget.sources.map((source) => source.id)).toEqual([
      'cost-vs-value-2024',
      'quoin-editorial',
      'aace-18r-97',
    ]);
    expect(budget.costBasis).toContain('wood deck');
    expect(budget.pointEstimateCents).toBe(320 * 5500);
  });

  it('rejects an unknown building type, naming the known ones', () => {
    expect(() => conceptualBudget({ projectType: 'castle' as never, areaSqFt: 100 })).toThrowError(
      /single_family_new/,
    );
  });

  it('splitByShares never loses or invents a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 1, maxLength: 12 }),
        (amount, shares) => {
          const parts = splitByShares(amount, shares);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
          expect(parts.every(Number.isInteger)).toBe(true);
        },
      ),
    );
  });
});

describe('budgetFromEstimate', () => {
  it('adds contingency by risk with a seeded Monte Carlo', () => {
    // Groups: demolition $850.00, tile $1,740.00, electrical $320.00 = $2,910.00.
    const budget = budgetFromEstimate({
      estimate: sampleEstimate(),
      groupRisk: { Demolition: 'high' },
      seed: 7,
    });
    expect(budget.baseCents).toBe(291_000);
    expect(budget.groups).toEqual([
      {
        id: 'g-demo',
        name: 'Demolition',
        risk: 'high',
        baseCents: 85_000,
        minCents: 72_250,
        maxCents: 127_500,
      },
      {
        id: 'g-tile',
        name: 'Tile',
        risk: 'medium',
        baseCents: 174_000,
        minCents: 156_600,
        maxCents: 217_500,
      },
      {
        id: 'g-elec',
        name: 'Electrical',
        risk: 'medium',
        baseCents: 32_000,
        minCents: 28_800,
        maxCents: 40_000,
      },
    ]);
    // The sum of triangular means: (72,250 + 85,000 + 127,500)/3 + (156,600 + 174,000 + 217,500)/3 +
    // (28,800 + 32,000 + 40,000)/3 = 94,916.67 + 182,700 + 33,600 = $3,112.17, so P80 lies above it.
    expect(budget.percentilesCents.p50).toBeGreaterThan(305_000);
    expect(budget.percentilesCents.p50).toBeLessThan(317_000);
    expect(budget.budgetCents).toBe(budget.percentilesCents.p80);
    expect(budget.contingencyCents).toBe(budget.budgetCents - 291_000);
    // The S-curve rises from the sum of the minimums (72,250 + 156,600 + 28,800 = $2,576.50 at best) to
    // under the sum of the maximums (127,500 + 217,500 + 40,000 = $3,850.00).
    const curve = budget.sCurve.map((point) => point.cents);
    expect(curve).toEqual([...curve].sort((a, b) => a - b));
    expect(curve[0]).toBeGreaterThanOrEqual(257_650);
    expect(curve.at(-1)).toBeLessThanOrEqual(385_000);
    expect(budget.sCurve.map((point) => point.probability)).toEqual([0, 0.1, 0.5, 0.8, 0.9, 1]);
    expect(
      budgetFromEstimate({ estimate: sampleEstimate(), groupRisk: { Demolition: 'high' }, seed: 7 }),
    ).toEqual(budget);
  });

  it('refuses an estimate with nothing priced', () => {
    const estimate = { ...sampleEstimate(), groups: [] };
    expect(() => budgetFromEstimate({ estimate })).toThrowError(/no priced group/);
  });
});
