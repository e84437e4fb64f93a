import { z } from 'zod';
import { calendarSchema, createCalendar, isoDateSchema, WorkingDayIndex } from './calendar.ts';
import { FLOAT_TOLERANCE_DAYS } from './critical-path.ts';
import { betaQuantileTable, pertBetaShape, type ThreePoint } from './distributions.ts';
import { compileNetwork, forwardPass, markCritical, predecessorSchema } from './network.ts';
import { unwrap, validateWith } from './planning-error.ts';
import { createRandom, type RandomSource } from './random.ts';

const threePointSchema = z
  .object({ min: z.number().finite().min(0), mostLikely: z.number().finite(), max: z.number().finite() })
  .refine((t) => t.min <= t.mostLikely && t.mostLikely <= t.max, {
    message: 'expected min ≤ mostLikely ≤ max',
  });

const activitySchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  /** A fixed duration or a three-point range, in working days. */
  durationDays: z.union([z.number().finite().min(0), threePointSchema]),
  /** A fixed cost or a three-point range, in integer cents. */
  costCents: z.union([z.number().int().min(0), threePointSchema]).default(0),
  predecessors: z.array(predecessorSchema).default([]),
});

export const monteCarloInputSchema = z.object({
  activities: z.array(activitySchema).min(1),
  /** Named explicitly: the two give different tails for the same three points. */
  distribution: z.enum(['triangular', 'pert-beta']),
  iterations: z.number().int().min(1).max(1_000_000).default(10_000),
  /** Same seed, same result. */
  seed: z.number().int().default(1),
  /** Time-dependent cost (site overhead, equipment rental) charged per working day of project duration. */
  indirectCostPerDayCents: z.number().int().min(0).default(0),
  targetDurationDays: z.number().finite().min(0).optional(),
  targetCostCents: z.number().int().min(0).optional(),
  startDate: isoDateSchema.optional(),
  calendar: calendarSchema.optional(),
});

export type MonteCarloInput = z.input<typeof monteCarloInputSchema>;

export interface SampleSummary {
  mean: number;
  standardDeviation: number;
  min: number;
  max: number;
  p10: number;
  p50: number;
  p80: number;
  p90: number;
}

export interface MonteCarloResult {
  distribution: 'triangular' | 'pert-beta';
  iterations: number;
  seed: number;
  percentileMethod: string;
  notes: string[];
  /** The single-point CPM answer with most-likely durations and costs, for comparison (merge bias shows here). */
  deterministic: { durationDays: number; costCents: number };
  durationDays: SampleSummary;
  /** Total cost = Σ activity costs + indirect cost per day × duration; rounded to whole cents. */
  costCents: SampleSummary;
  /** Share of iterations in which each activity had zero total float. */
  criticalityIndex: { id: string; index: number }[];
  probabilityOfMeetingDuration?: number;
  probabilityOfMeetingCost?: number;
  /** Finish dates of the duration percentiles, when a start date is given. */
  finishDates?: { p10: string; p50: string; p80: string; p90: string };
}

const TRIANGULAR = 0;
const PERT_BETA = 1;
const FIXED = 2;

/** Per-activity sampling parameters in typed arrays, so the hot loop never touches objects. */
interface Sampler {
  kind: Uint8Array;
  min: Float64Array;
  range: Float64Array;
  /** Triangular: cut point (mode − min)/range; PERT-Beta: α. */
  shapeA: Float64Array;
  /** PERT-Beta: quantile tables by activity (shared between activities with the same shape). */
  tables: (Float64Array | undefined)[];
}

function buildSampler(values: (number | ThreePoint)[], distribution: 'triangular' | 'pert-beta'): Sampler {
  const n = values.length;
  const sampler: Sampler = {
    kind: new Uint8Array(n),
    min: new Float64Array(n),
    range: new Float64Array(n),
    shapeA: new Float64Array(n),
    tables: new Array(n),
  };
  const tableByShape = new Map<string, Float64Array>();
  values.forEach((value, i) => {
    if (typeof value === 'number' || value.max - value.min <= 0) {
      sampler.kind[i] = FIXED;
      sampler.min[i] = typeof value === 'number' ? value : value.min;
      return;
    }
    sampler.min[i] = value.min;
    sampler.range[i] = value.max - value.min;
    if (distribution === 'triangular') {
      sampler.kind[i] = TRIANGULAR;
      sampler.shapeA[i] = (value.mostLikely - value.min) / (value.max - value.min);
    } else {
      const { alpha, beta } = pertBetaShape(value);
      const key = `${alpha}:${beta}`;
      let table = tableByShape.get(key);
      if (!table) {
        table = betaQuantileTable(alpha, beta);
        tableByShape.set(key, table);
      }
      sampler.kind[i] = PERT_BETA;
      sampler.tables[i] = table;
    }
  });
  return sampler;
}

/** Draws one value per activity into `out`: triangular by its exact inverse CDF, PERT-Beta by table lookup. */
function sampleAll(sampler: Sampler, uniforms: Float64Array, out: Float64Array): void {
  const { kind, min, range, shapeA, tables } = sampler;
  for (let i = 0; i < out.length; i++) {
    const k = kind[i];
    if (k === FIXED) {
      out[i] = min[i] as number;
    } else if (k === TRIANGULAR) {
      const u = uniforms[i] as number;
      const cut = shapeA[i] as number;
      const x = u < cut ? Math.sqrt(u * cut) : 1 - Math.sqrt((1 - u) * (1 - cut));
      out[i] = (min[i] as number) + (range[i] as number) * x;
    } else {
      const table = tables[i] as Float64Array;
      const position = (uniforms[i] as number) * (table.length - 1);
      const k = position | 0;
      const low = table[k] as number;
      out[i] =
        (min[i] as number) + (range[i] as number) * (low + (position - k) * ((table[k + 1] as number) - low));
    }
  }
}

/**
 * Schedule and cost risk by Monte Carlo: each iteration samples every activity and reruns the CPM passes,
 * so parallel paths merge by their sampled maximum (merge bias), never by averaging.
 */
export function runMonteCarlo(input: MonteCarloInput): MonteCarloResult {
  const valid = unwrap(validateWith(monteCarloInputSchema, input), 'Monte Carlo input');
  const network = unwrap(compileNetwork(valid.activities), 'Monte Carlo network');
  const n = valid.activities.length;
  const durationSampler = buildSampler(
    valid.activities.map((a) => a.durationDays),
    valid.distribution,
  );
  const costSampler = buildSampler(
    valid.activities.map((a) => a.costCents),
    valid.distribution,
  );
  const random = createRandom(valid.seed);
  const uniforms = new Float64Array(n);
  const costVaries = costSampler.kind.some((kind) => kind !== FIXED);
  const duration = new Float64Array(n);
  const cost = new Float64Array(n);
  const es = new Float64Array(n);
  const critical = new Uint8Array(n);
  const criticalCount = new Float64Array(n);
  sampleAll(costSampler, uniforms, cost);
  const durations = new Float64Array(valid.iterations);
  const costs = new Float64Array(valid.iterations);

  for (let it = 0; it < valid.iterations; it++) {
    fillUniforms(random, uniforms);
    sampleAll(durationSampler, uniforms, duration);
    if (costVaries) {
      fillUniforms(random, uniforms);
      sampleAll(costSampler, uniforms, cost);
    }
    const finish = forwardPass(network, duration, es);
    critical.fill(0);
    markCritical(network, duration, es, finish, FLOAT_TOLERANCE_DAYS, critical);
    let total = finish * valid.indirectCostPerDayCents;
    for (let i = 0; i < n; i++) {
      total += cost[i] as number;
      criticalCount[i]! += critical[i] as number;
    }
    durations[it] = finish;
    costs[it] = total;
  }

  const mostLikely = (v: number | ThreePoint) => (typeof v === 'number' ? v : v.mostLikely);
  const mlDuration = Float64Array.from(valid.activities, (a) => mostLikely(a.durationDays));
  const mlFinish = forwardPass(network, mlDuration, es);
  const mlCost =
    valid.activities.reduce((sum, a) => sum + mostLikely(a.costCents), 0) +
    mlFinish * valid.indirectCostPerDayCents;

  const durationSummary = summarize(durations);
  const costSummary = roundSummary(summarize(costs));
  const result: MonteCarloResult = {
    distribution: valid.distribution,
    iterations: valid.iterations,
    seed: valid.seed,
    percentileMethod: 'linear interpolation between order statistics (numpy default, Excel PERCENTILE.INC)',
    notes: [
      'Activity durations and costs are sampled independently (no correlation between activities).',
      'Durations are in working days; percentiles of duration are not rounded.',
    ],
    deterministic: { durationDays: mlFinish, costCents: Math.round(mlCost) },
    durationDays: durationSummary,
    costCents: costSummary,
    criticalityIndex: network.ids.map((id, i) => ({
      id,
      index: (criticalCount[i] as number) / valid.iterations,
    })),
  };
  if (valid.targetDurationDays !== undefined) {
    const target = valid.targetDurationDays;
    result.probabilityOfMeetingDuration =
      durations.reduce((c, d) => c + (d <= target + 1e-9 ? 1 : 0), 0) / valid.iterations;
  }
  if (valid.targetCostCents !== undefined) {
    const target = valid.targetCostCents;
    result.probabilityOfMeetingCost = costs.reduce((c, d) => c + (d <= target ? 1 : 0), 0) / valid.iterations;
  }
  if (valid.startDate) {
    const index = new WorkingDayIndex(createCalendar(valid.calendar), valid.startDate);
    const finishDate = (days: number) => index.span(0, days).finishDate;
    result.finishDates = {
      p10: finishDate(durationSummary.p10),
      p50: finishDate(durationSummary.p50),
      p80: finishDate(durationSummary.p80),
      p90: finishDate(durationSummary.p90),
    };
  }
  return result;
}

/** Mean, standard deviation (sample, n − 1) and percentiles of a sample. */
export function summarize(sample: Float64Array): SampleSummary {
  const n = sample.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += sample[i] as number;
  mean /= n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += ((sample[i] as number) - mean) ** 2;
  const sorted = Float64Array.from(sample).sort();
  return {
    mean,
    standardDeviation: n > 1 ? Math.sqrt(squares / (n - 1)) : 0,
    min: sorted[0] as number,
    max: sorted[n - 1] as number,
    p10: percentile(sorted, 0.1),
    p50: percentile(sorted, 0.5),
    p80: percentile(sorted, 0.8),
    p90: percentile(sorted, 0.9),
  };
}

/** Percentile of a sorted sample by linear interpolation at rank (n − 1)p. */
export function percentile(sorted: Float64Array, p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return (sorted[lo] as number) + (h - lo) * ((sorted[hi] as number) - (sorted[lo] as number));
}

function fillUniforms(random: RandomSource, target: Float64Array): void {
  if (random.fill) random.fill(target);
  else for (let i = 0; i < target.length; i++) target[i] = random.next();
}

/** Money is whole cents: the one place the cost summary is rounded. */
function roundSummary(summary: SampleSummary): SampleSummary {
  const entries = Object.entries(summary).map(([key, value]) => [key, Math.round(value)]);
  return Object.fromEntries(entries) as unknown as SampleSummary;
}
