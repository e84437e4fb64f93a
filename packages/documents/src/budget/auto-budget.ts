import { formatCents, lookupLocation, QuoinError, roundCents } from '@quoin/core';
import { z } from 'zod';
import { loadBudgetData, PROJECT_TYPES, QUALITY_LEVELS } from './budget-data.ts';

/** AACE 18R-97 class 5 accuracy: the low end is 20–50% under, the high end 30–100% over the estimate. */
export const AACE_CLASS_5 = {
  lowPercent: { best: -20, worst: -50 },
  highPercent: { best: 30, worst: 100 },
} as const;

export const conceptualBudgetInputSchema = z.object({
  projectType: z.enum(PROJECT_TYPES).describe('what is being built'),
  areaSqFt: z.number().positive().max(1_000_000).describe('finished area in square feet'),
  zip: z
    .string()
    .regex(/^\d{3}(\d{2})?(-\d{4})?$/, 'a ZIP is 5 digits (or a 3-digit prefix)')
    .optional()
    .describe('US ZIP code for the location factor; national average without one'),
  quality: z.enum(QUALITY_LEVELS).default('standard'),
});
export type ConceptualBudgetInput = z.input<typeof conceptualBudgetInputSchema>;

export interface ConceptualBudget {
  projectType: string;
  projectTypeName: string;
  areaSqFt: number;
  quality: string;
  location: { area: string; state: string; factor: number; note: string; fallback: boolean };
  costPerSqFtCents: { low: number; typical: number; high: number };
  /** Area × typical cost per sq ft: the point estimate the class 5 band is taken around. */
  pointEstimateCents: number;
  /** Area × the low and high cost per sq ft of the type. */
  rangeCents: { low: number; high: number };
  aaceClass5: {
    class: 5;
    lowCents: { best: number; worst: number };
    highCents: { best: number; worst: number };
    note: string;
  };
  /** The point estimate split by the type's division shares; the amounts add to it exactly. */
  divisions: { name: string; share: number; amountCents: number }[];
  /** How the cost-per-sq-ft band comes from its published source. */
  costBasis: string;
  sources: { id: string; title: string; status: 'read' | 'recalled'; note: string }[];
  summary: string;
}

/** Splits an amount by shares so the parts add to the whole: each part rounded, the last takes the remainder. */
export function splitByShares(amountCents: number, shares: number[]): number[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  const parts = shares.map((share) => roundCents((amountCents * share) / total));
  const rest = amountCents - parts.reduce((sum, part) => sum + part, 0);
  if (parts.length > 0) parts[parts.length - 1] = (parts.at(-1) ?? 0) + rest;
  return parts;
}

/**
 * A conceptual (AACE class 5) budget: cost per square foot of the project type × quality × location factor
 * (labor and material factors of core's ZIP3 table, weighted by the type's labor share) × area, with the
 * type's range, the class 5 accuracy band, a division breakdown and the sources of every number.
 */
export function conceptualBudget(rawInput: ConceptualBudgetInput): ConceptualBudget {
  const input = conceptualBudgetInputSchema.parse(rawInput);
  const data = loadBudgetData();
  const type = data.projectTypes.find((candidate) => candidate.id === input.projectType);
  if (!type) throw new QuoinError('INVALID_INPUT', `No budget data for project type ${input.projectType}`);
  const lookup = lookupLocation(input.zip);
  const factor =
    Math.round(
      (type.laborShare * lookup.factor.laborFactor + (1 - type.laborShare) * lookup.factor.materialFactor) *
        10_000,
    ) / 10_000;
  const multiplier = data.qualityLevels[input.quality].multiplier * factor;
  const perSqFt = {
    low: roundCents(type.costPerSqFtCents.low * multiplier),
    typical: roundCents(type.costPerSqFtCents.typical * multiplier),
    high: roundCents(type.costPerSqFtCents.high * multiplier),
  };
  const point = roundCents(perSqFt.typical * input.areaSqFt);
  const band = (percent: number) => roundCents((point * (100 + percent)) / 100);
  const amounts = splitByShares(
    point,
    type.divisions.map((division) => division.share),
  );
  const sourceIds = new Set([
    type.source,
    'aace-18r-97',
    ...(type.partlyEditorial ? ['quoin-editorial'] : []),
  ]);
  const budget: Omit<ConceptualBudget, 'summary'> = {
    projectType: type.id,
    projectTypeName: type.name,
    areaSqFt: input.areaSqFt,
    quality: input.quality,
    location: {
      area: lookup.factor.area,
      state: lookup.factor.state,
      factor,
      note: lookup.note,
      fallback: lookup.fallback,
    },
    costPerSqFtCents: perSqFt,
    costBasis: type.basis,
    pointEstimateCents: point,
    rangeCents: {
      low: roundCents(perSqFt.low * input.areaSqFt),
      high: roundCents(perSqFt.high * input.areaSqFt),
    },
    aaceClass5: {
      class: 5,
      lowCents: { best: band(AACE_CLASS_5.lowPercent.best), worst: band(AACE_CLASS_5.lowPercent.worst) },
      highCents: { best: band(AACE_CLASS_5.highPercent.best), worst: band(AACE_CLASS_5.highPercent.worst) },
      note: 'AACE 18R-97 class 5: the actual cost may land 20–50% below or 30–100% above the point estimate.',
    },
    divisions: type.divisions.map((division, index) => ({
      name: division.name,
      share: division.share,
      amountCents: amounts[index] ?? 0,
    })),
    sources: data.sources.filter((source) => sourceIds.has(source.id)),
  };
  return {
    ...budget,
    summary:
      `${type.name}, ${input.areaSqFt} sq ft, ${input.quality}, ${lookup.factor.area} (×${factor}): ` +
      `${formatCents(point)} (${formatCents(perSqFt.typical)}/sq ft), range ${formatCents(budget.rangeCents.low)}–` +
      `${formatCents(budget.rangeCents.high)}; class 5 band ${formatCents(budget.aaceClass5.lowCents.worst)}–` +
      `${formatCents(budget.aaceClass5.highCents.worst)}.`,
  };
}
