import { z } from 'zod';
import {
  calendarSchema,
  createCalendar,
  isoDateSchema,
  WorkingDayIndex,
  workingDaysThrough,
} from './calendar.ts';
import {
  criticalChain,
  FLOAT_TOLERANCE_DAYS,
  type ScheduledActivity,
  scheduleNetwork,
} from './critical-path.ts';
import { normalCdf, normalQuantile } from './distributions.ts';
import { compileNetwork, predecessorSchema } from './network.ts';
import { PlanningError, unwrap, validateWith } from './planning-error.ts';

/** PERT expected duration and spread of one activity: te = (o + 4m + p)/6, σ = (p − o)/6. */
export function pertEstimate(optimistic: number, mostLikely: number, pessimistic: number) {
  const expected = (optimistic + 4 * mostLikely + pessimistic) / 6;
  const standardDeviation = (pessimistic - optimistic) / 6;
  return { expected, standardDeviation, variance: standardDeviation * standardDeviation };
}

const pertActivitySchema = z
  .object({
    id: z.string().min(1),
    name: z.string().optional(),
    optimisticDays: z.number().finite().min(0),
    mostLikelyDays: z.number().finite().min(0),
    pessimisticDays: z.number().finite().min(0),
    predecessors: z.array(predecessorSchema).default([]),
  })
  .refine((a) => a.optimisticDays <= a.mostLikelyDays && a.mostLikelyDays <= a.pessimisticDays, {
    message: 'expected optimistic ≤ most likely ≤ pessimistic',
  });

export const pertInputSchema = z
  .object({
    activities: z.array(pertActivitySchema).min(1),
    /** Probability of finishing within this many working days. */
    targetDurationDays: z.number().finite().min(0).optional(),
    /** Or by this date (needs startDate). */
    targetDate: isoDateSchema.optional(),
    startDate: isoDateSchema.optional(),
    calendar: calendarSchema.optional(),
  })
  .refine((input) => !input.targetDate || input.startDate, {
    message: 'a targetDate needs a startDate',
    path: ['startDate'],
  });

export type PertInput = z.input<typeof pertInputSchema>;

export interface PertResult {
  method: string;
  expectedDurationDays: number;
  /** Σ of the variances along the critical path (the path with the largest variance when several tie). */
  criticalPathVariance: number;
  criticalPathSigmaDays: number;
  criticalPath: string[];
  activities: (ScheduledActivity & { expectedDays: number; varianceDays2: number; sigmaDays: number })[];
  /** Working days to finish with 50/80/90 % confidence under the normal approximation. */
  durationAtConfidence: { p50: number; p80: number; p90: number };
  target?: { durationDays: number; date?: string; probability: number; zScore: number };
  startDate?: string;
  finishDate?: string;
}

/**
 * Classic PERT: expected durations on the network, the critical path's variance, and the normal
 * approximation for the probability of finishing by a target. It ignores merge bias (parallel near-critical
 * paths make the real probability lower); use monte_carlo_sim for that.
 */
export function analyzePert(input: PertInput): PertResult {
  const valid = unwrap(validateWith(pertInputSchema, input), 'PERT input');
  const estimates = valid.activities.map((a) =>
    pertEstimate(a.optimisticDays, a.mostLikelyDays, a.pessimisticDays),
  );
  const activities = valid.activities.map((a, i) => ({
    id: a.id,
    name: a.name,
    durationDays: (estimates[i] as { expected: number }).expected,
    predecessors: a.predecessors,
  }));
  const network = unwrap(compileNetwork(activities), 'PERT network');
  const cpm = scheduleNetwork(activities, network, valid.startDate, valid.calendar);

  const n = activities.length;
  const es = Float64Array.from(cpm.activities, (a) => a.earlyStart);
  const ef = Float64Array.from(cpm.activities, (a) => a.earlyFinish);
  const critical = Uint8Array.from(cpm.activities, (a) => (a.totalFloat <= FLOAT_TOLERANCE_DAYS ? 1 : 0));
  const variance = Float64Array.from(estimates, (e) => e.variance);
  const chain = criticalChain(network, es, ef, critical, variance, cpm.projectDurationDays);
  const pathVariance = chain.reduce((sum, i) => sum + (variance[i] as number), 0);
  const sigma = Math.sqrt(pathVariance);
  const mean = cpm.projectDurationDays;
  const at = (p: number) => mean + sigma * normalQuantile(p);

  const result: PertResult = {
    method:
      'PERT: te = (o + 4m + p)/6, σ = (p − o)/6; project duration ~ Normal(Σ te, Σ σ²) along the critical path',
    expectedDurationDays: mean,
    criticalPathVariance: pathVariance,
    criticalPathSigmaDays: sigma,
    criticalPath: chain.map((i) => network.ids[i] as string),
    activities: cpm.activities.map((a, i) => {
      const e = estimates[i] as ReturnType<typeof pertEstimate>;
      return { ...a, expectedDays: e.expected, varianceDays2: e.variance, sigmaDays: e.standardDeviation };
    }),
    durationAtConfidence: { p50: at(0.5), p80: at(0.8), p90: at(0.9) },
  };
  if (cpm.startDate) result.startDate = cpm.startDate;
  if (cpm.finishDate) result.finishDate = cpm.finishDate;
  if (n > 0 && (valid.targetDurationDays !== undefined || valid.targetDate)) {
    let target = valid.targetDurationDays;
    if (valid.targetDate) {
      if (!valid.startDate) throw new PlanningError('INVALID_INPUT', 'a targetDate needs a startDate');
      const index = new WorkingDayIndex(createCalendar(valid.calendar), valid.startDate);
      target = workingDaysThrough(index, valid.targetDate);
    }
    const days = target as number;
    const zScore =
      sigma > 0 ? (days - mean) / sigma : days >= mean ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    result.target = { durationDays: days, probability: normalCdf(zScore), zScore };
    if (valid.targetDate) result.target.date = valid.targetDate;
  }
  return result;
}
