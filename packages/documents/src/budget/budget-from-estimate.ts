import { computeEstimateTotals, estimateSchema, formatCents, QuoinError, roundCents } from '@quoin/core';
import { runMonteCarlo } from '@quoin/planning';
import { z } from 'zod';
import { loadRiskSpreads, RISK_LEVELS, type RiskLevel } from './budget-data.ts';

export const CONFIDENCE_LEVELS = ['p50', 'p80', 'p90'] as const;

export const estimateBudgetInputSchema = z.object({
  estimate: estimateSchema.describe('the estimate to budget'),
  defaultRisk: z.enum(RISK_LEVELS).default('medium').describe('risk of every group not named in groupRisk'),
  groupRisk: z
    .record(z.string(), z.enum(RISK_LEVELS))
    .default({})
    .describe('risk by group name or id, e.g. {"Demolition": "high"}'),
  confidence: z.enum(CONFIDENCE_LEVELS).default('p80').describe('the percentile the budget covers'),
  iterations: z.number().int().min(100).max(100_000).default(5000),
  seed: z.number().int().default(1),
});
export type EstimateBudgetInput = z.input<typeof estimateBudgetInputSchema>;

export interface EstimateBudget {
  baseCents: number;
  /** Cost at the chosen percentile of the simulation. */
  budgetCents: number;
  contingencyCents: number;
  contingencyPercent: number;
  confidence: string;
  percentilesCents: { p10: number; p50: number; p80: number; p90: number };
  /** The cost S-curve through the simulated minimum, percentiles and maximum: P(cost ≤ cents) = probability. */
  sCurve: { probability: number; cents: number }[];
  groups: {
    id: string;
    name: string;
    risk: RiskLevel;
    baseCents: number;
    minCents: number;
    maxCents: number;
  }[];
  method: string;
  summary: string;
}

/**
 * A budget from an existing estimate with contingency by risk: each group's priced cost becomes a triangular
 * three-point range by its risk level (data), planning's seeded Monte Carlo sums them, and the contingency is
 * the chosen percentile less the estimate's total. Overhead, profit, tax and the estimate's own contingency
 * are carried at their estimated amounts (not uncertain here).
 */
export function budgetFromEstimate(rawInput: EstimateBudgetInput): EstimateBudget {
  const input = estimateBudgetInputSchema.parse(rawInput);
  const totals = computeEstimateTotals(input.estimate);
  const spreads = loadRiskSpreads();
  const groups = input.estimate.groups
    .map((group) => {
      const risk = input.groupRisk[group.name] ?? input.groupRisk[group.id] ?? input.defaultRisk;
      const baseCents = totals.byGroup[group.id]?.extendedCents ?? 0;
      const spread = spreads[risk];
      return {
        id: group.id,
        name: group.name,
        risk,
        baseCents,
        minCents: roundCents(baseCents * (1 - spread.down)),
        maxCents: roundCents(baseCents * (1 + spread.up)),
      };
    })
    .filter((group) => group.baseCents > 0);
  if (groups.length === 0)
    throw new QuoinError('INVALID_INPUT', 'The estimate has no priced group to budget; price it first');
  const fixedCents = totals.grandTotalCents - totals.subtotalCents;
  const simulation = runMonteCarlo({
    distribution: 'triangular',
    iterations: input.iterations,
    seed: input.seed,
    activities: groups.map((group) => ({
      id: group.id,
      name: group.name,
      durationDays: 1,
      costCents: { min: group.minCents, mostLikely: group.baseCents, max: group.maxCents },
    })),
  });
  const cost = simulation.costCents;
  const percentiles = {
    p10: roundCents(cost.p10 + fixedCents),
    p50: roundCents(cost.p50 + fixedCents),
    p80: roundCents(cost.p80 + fixedCents),
    p90: roundCents(cost.p90 + fixedCents),
  };
  const base = totals.grandTotalCents;
  const budget = Math.max(base, percentiles[input.confidence]);
  const contingency = budget - base;
  const contingencyPercent = Math.round((contingency / base) * 10_000) / 100;
  return {
    baseCents: base,
    budgetCents: budget,
    contingencyCents: contingency,
    contingencyPercent,
    confidence: input.confidence,
    percentilesCents: percentiles,
    sCurve: [
      { probability: 0, cents: roundCents(cost.min + fixedCents) },
      { probability: 0.1, cents: percentiles.p10 },
      { probability: 0.5, cents: percentiles.p50 },
      { probability: 0.8, cents: percentiles.p80 },
      { probability: 0.9, cents: percentiles.p90 },
      { probability: 1, cents: roundCents(cost.max + fixedCents) },
    ],
    groups,
    method:
      `Monte Carlo, ${simulation.iterations} iterations, seed ${simulation.seed}, triangular per group ` +
      '(low/medium/high risk spreads from data/budget/risk-levels.yaml); overhead, profit and tax carried as estimated.',
    summary:
      `Estimate ${formatCents(base)}; ${input.confidence.toUpperCase()} budget ${formatCents(budget)} with ` +
      `${formatCents(contingency)} contingency (${contingencyPercent}%).`,
  };
}
