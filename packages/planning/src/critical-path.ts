import { z } from 'zod';
import { calendarSchema, createCalendar, isoDateSchema, WorkingDayIndex } from './calendar.ts';
import {
  backwardPass,
  type CompiledNetwork,
  compileNetwork,
  forwardPass,
  LINK_TYPE_OF_CODE,
  type LinkType,
  linkSlack,
  predecessorSchema,
} from './network.ts';
import { unwrap, type ValidationResult, validateWith } from './planning-error.ts';

/** Floats at or below this many working days count as zero (durations may be fractional). */
export const FLOAT_TOLERANCE_DAYS = 1e-9;

export const cpmActivitySchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  durationDays: z.number().finite().min(0),
  predecessors: z.array(predecessorSchema).default([]),
});

export const cpmInputSchema = z
  .object({
    activities: z.array(cpmActivitySchema).min(1),
    /** With a start date, every time is also given as a date on the working calendar. */
    startDate: isoDateSchema.optional(),
    calendar: calendarSchema.optional(),
  })
  .refine((input) => !input.calendar || input.startDate, {
    message: 'a calendar needs a startDate',
    path: ['startDate'],
  });

export type CpmInput = z.input<typeof cpmInputSchema>;
export type CpmActivityInput = z.input<typeof cpmActivitySchema>;
export type CpmActivity = z.output<typeof cpmActivitySchema>;

export const TIME_CONVENTION =
  '0-based working days: earlyStart 0 is the start of the first working day; an activity occupies ' +
  '[start, finish), so finish = start + duration and it ends on the evening of working day finish − 1';

export interface ScheduledActivity {
  id: string;
  name: string;
  durationDays: number;
  predecessors: { id: string; type: LinkType; lagDays: number }[];
  earlyStart: number;
  earlyFinish: number;
  lateStart: number;
  lateFinish: number;
  /** LS − ES (equal to LF − EF with fixed durations; MS Project takes the smaller of the two). */
  totalFloat: number;
  /** How far it can slip without moving any successor's early dates (capped at total float). */
  freeFloat: number;
  critical: boolean;
  dates?: { earlyStartDate: string; earlyFinishDate: string; lateStartDate: string; lateFinishDate: string };
}

export interface CpmResult {
  timeUnit: 'working-days';
  timeConvention: string;
  projectDurationDays: number;
  /** The longest chain of critical activities joined by driving links, start to finish. */
  criticalPath: string[];
  /** Every activity with zero total float, in topological order (there may be several critical paths). */
  criticalActivityIds: string[];
  activities: ScheduledActivity[];
  startDate?: string;
  finishDate?: string;
}

/** Validates a CPM input: schema, unique ids, known predecessors, no loops. */
export function validateCpmInput(
  input: unknown,
): ValidationResult<{ input: z.output<typeof cpmInputSchema>; network: CompiledNetwork }> {
  const parsed = validateWith(cpmInputSchema, input);
  if (!parsed.ok) return parsed;
  const compiled = compileNetwork(parsed.value.activities);
  if (!compiled.ok) return compiled;
  return { ok: true, value: { input: parsed.value, network: compiled.value } };
}

/**
 * Critical path method with FS/SS/FF/SF links and lags (negative = lead). Throws a PlanningError
 * (`INVALID_INPUT`, problems in details) on bad input, loops or unknown predecessors.
 * @example calculateCriticalPath({ activities: [{ id: 'A', durationDays: 3 }, { id: 'B', durationDays: 2, predecessors: ['A'] }] })
 */
export function calculateCriticalPath(input: CpmInput): CpmResult {
  const { input: valid, network } = unwrap(validateCpmInput(input), 'schedule');
  return scheduleNetwork(valid.activities, network, valid.startDate, valid.calendar);
}

/** Runs both passes on a compiled network and reports times, floats and the critical path. */
export function scheduleNetwork(
  activities: readonly CpmActivity[],
  network: CompiledNetwork,
  startDate?: string,
  calendarInput?: z.input<typeof calendarSchema>,
): CpmResult {
  const n = activities.length;
  const duration = Float64Array.from(activities, (a) => a.durationDays);
  const es = new Float64Array(n);
  const ls = new Float64Array(n);
  const projectFinish = forwardPass(network, duration, es);
  backwardPass(network, duration, projectFinish, ls);
  const ef = es.map((start, i) => start + (duration[i] as number));
  const lf = ls.map((start, i) => start + (duration[i] as number));

  const totalFloat = new Float64Array(n);
  const critical = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    totalFloat[i] = cleanZero((ls[i] as number) - (es[i] as number));
    critical[i] = (totalFloat[i] as number) <= FLOAT_TOLERANCE_DAYS ? 1 : 0;
  }
  const index = startDate ? new WorkingDayIndex(createCalendar(calendarInput), startDate) : undefined;
  const scheduled = activities.map((activity, i): ScheduledActivity => {
    let freeFloat = projectFinish - (ef[i] as number);
    for (let k = network.succStart[i] as number; k < (network.succStart[i + 1] as number); k++) {
      freeFloat = Math.min(freeFloat, linkSlack(network, i, k, es, ef));
    }
    const row: ScheduledActivity = {
      id: activity.id,
      name: activity.name ?? activity.id,
      durationDays: activity.durationDays,
      predecessors: activity.predecessors.map((p) => ({ id: p.id, type: p.type, lagDays: p.lagDays })),
      earlyStart: es[i] as number,
      earlyFinish: ef[i] as number,
      lateStart: ls[i] as number,
      lateFinish: lf[i] as number,
      totalFloat: totalFloat[i] as number,
      freeFloat: cleanZero(Math.max(0, Math.min(freeFloat, totalFloat[i] as number))),
      critical: critical[i] === 1,
    };
    if (index) {
      const early = index.span(row.earlyStart, row.earlyFinish);
      const late = index.span(row.lateStart, row.lateFinish);
      row.dates = {
        earlyStartDate: early.startDate,
        earlyFinishDate: early.finishDate,
        lateStartDate: late.startDate,
        lateFinishDate: late.finishDate,
      };
    }
    return row;
  });
  const result: CpmResult = {
    timeUnit: 'working-days',
    timeConvention: TIME_CONVENTION,
    projectDurationDays: projectFinish,
    criticalPath: criticalChain(network, es, ef, critical, duration, projectFinish).map(
      (i) => network.ids[i] as string,
    ),
    criticalActivityIds: Array.from(network.order)
      .filter((i) => critical[i] === 1)
      .map((i) => network.ids[i] as string),
    activities: scheduled,
  };
  if (index && startDate) {
    result.startDate = index.dateAt(0);
    result.finishDate = index.span(0, projectFinish).finishDate;
  }
  return result;
}

/**
 * The heaviest chain of critical activities joined by driving links (zero link slack) that ends at the
 * project finish. Weights are durations for CPM and variances for PERT, where the chain with the largest
 * variance is the conservative choice when several paths are critical.
 */
export function criticalChain(
  network: CompiledNetwork,
  es: Float64Array,
  ef: Float64Array,
  critical: Uint8Array,
  weight: Float64Array,
  projectFinish: number,
): number[] {
  const n = network.ids.length;
  const best = new Float64Array(n).fill(-1);
  const from = new Int32Array(n).fill(-1);
  let end = -1;
  for (const j of network.order) {
    if (!critical[j]) continue;
    let bestPred = -1;
    let bestValue = 0;
    for (let k = network.predStart[j] as number; k < (network.predStart[j + 1] as number); k++) {
      const i = network.predFrom[k] as number;
      if (!critical[i] || (best[i] as number) < 0) continue;
      const slack = drivingSlack(network, k, j, es, ef);
      if (slack <= FLOAT_TOLERANCE_DAYS && (best[i] as number) >= bestValue) {
        bestValue = best[i] as number;
        bestPred = i;
      }
    }
    best[j] = bestValue + (weight[j] as number);
    from[j] = bestPred;
    if (
      Math.abs((ef[j] as number) - projectFinish) <= FLOAT_TOLERANCE_DAYS &&
      (end < 0 || (best[j] as number) > (best[end] as number))
    ) {
      end = j;
    }
  }
  const chain: number[] = [];
  for (let i = end; i >= 0; i = from[i] as number) chain.push(i);
  return chain.reverse();
}

/** Slack of predecessor link k of activity j in the early schedule. */
function drivingSlack(network: CompiledNetwork, k: number, j: number, es: Float64Array, ef: Float64Array) {
  const i = network.predFrom[k] as number;
  const lag = network.predLag[k] as number;
  const type = LINK_TYPE_OF_CODE[network.predType[k] as number];
  if (type === 'FS') return (es[j] as number) - lag - (ef[i] as number);
  if (type === 'SS') return (es[j] as number) - lag - (es[i] as number);
  if (type === 'FF') return (ef[j] as number) - lag - (ef[i] as number);
  return (ef[j] as number) - lag - (es[i] as number);
}

/** Rounds float noise (1e-15 from fractional lags) to exact zero so `0` reads as `0`. */
function cleanZero(value: number): number {
  return Math.abs(value) < 1e-12 ? 0 : value;
}
