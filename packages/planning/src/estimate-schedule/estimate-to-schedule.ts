import type { Estimate, TradeRegistry } from '@quoin/core';
import { MONDAY_TO_FRIDAY } from '../calendar.ts';
import { generateConstructionSchedule } from '../construction-schedule.ts';
import type { CpmResult } from '../critical-path.ts';
import type { LinkType } from '../network.ts';
import { PlanningError } from '../planning-error.ts';
import { usFederalHolidays } from '../us-federal-holidays.ts';
import { type GroupHours, laborHoursOfGroups } from './labor-hours-of-groups.ts';

/** Permits are issued before any work starts: a milestone ahead of demolition (rank 10). */
const PERMIT_RANK = 5;

export interface EstimateScheduleOptions {
  /** First day of work, ISO `YYYY-MM-DD`; a weekend or holiday moves to the next working day. */
  startDate: string;
  hoursPerDay?: number;
  /** One crew size for every trade, or per trade id; planning's default per trade otherwise. */
  crewSize?: number | Record<string, number>;
  /** Non-working days besides the US federal holidays. */
  holidays?: string[];
  /** The observed US federal holidays (data/us-federal-holidays.yaml) are non-working unless this is false. */
  federalHolidays?: boolean;
  /** For the trade rate of lines that record no hourly cost (cleanup, minimum charges, user lines). */
  registry?: TradeRegistry;
}

export interface ScheduleRow {
  id: string;
  name: string;
  kind: 'activity' | 'milestone';
  tradeId?: string;
  groupIds?: string[];
  phase: string;
  laborHours: number;
  crewSize: number;
  durationDays: number;
  earlyStart: number;
  earlyFinish: number;
  startDate: string;
  finishDate: string;
  lateFinishDate: string;
  totalFloatDays: number;
  freeFloatDays: number;
  critical: boolean;
  predecessors: { id: string; type: LinkType; lagDays: number }[];
}

/** A schedule of an estimate: rows for people and files, and planning's CPM result for the exporters. */
export interface EstimateSchedule {
  estimateId: string;
  title: string;
  startDate: string;
  finishDate: string;
  projectDurationDays: number;
  hoursPerDay: number;
  calendar: { workingWeekdays: number[]; holidays: string[] };
  activities: ScheduleRow[];
  criticalPath: string[];
  assumptions: string[];
  /** How each group's hours were found, and what was left out and why. */
  notes: string[];
  warnings: string[];
  cpm: CpmResult;
}

function crewFor(
  tradeId: string | undefined,
  crewSize: EstimateScheduleOptions['crewSize'],
): number | undefined {
  if (typeof crewSize === 'number') return crewSize;
  const chosen = tradeId ? crewSize?.[tradeId] : undefined;
  return chosen;
}

function sequenceFor(group: GroupHours): number | undefined {
  return group.kind === 'permit-milestone' ? PERMIT_RANK : undefined;
}

export const SCHEDULE_ASSUMPTIONS = [
  'Labor hours are an approximation in lead-installer hours: each line’s labor cost ÷ the loaded hourly cost of ' +
    'its lead trade recorded in the line’s labor provenance. Helper time priced into a line counts as ' +
    'lead-installer time, and hours are not crew-hours.',
  'A permit group is a milestone before demolition; the time to get the permit is not scheduled.',
];
const FEDERAL_HOLIDAYS_NOTE = 'The observed US federal holidays are non-working days, like weekends.';

/**
 * `generate_construction_schedule` for a priced estimate: groups → activities with hours, crews and trade
 * sequence, milestones, CPM dates on a Monday–Friday calendar with holidays.
 * @example estimateToSchedule(estimate, { startDate: '2026-11-30', holidays: ['2026-12-25'] })
 */
export function estimateToSchedule(estimate: Estimate, options: EstimateScheduleOptions): EstimateSchedule {
  const hoursPerDay = options.hoursPerDay ?? 8;
  // Three years of federal holidays cover any remodel's schedule.
  const startYear = Number(options.startDate.slice(0, 4));
  const federal =
    options.federalHolidays === false
      ? []
      : usFederalHolidays(startYear, startYear + 2).filter((date) => date >= options.startDate);
  const holidays = [...new Set([...federal, ...(options.holidays ?? [])])].sort();
  const { groups, notes } = laborHoursOfGroups(estimate, options.registry);
  if (!groups.some((group) => group.kind === 'work')) {
    throw new PlanningError(
      'INVALID_INPUT',
      `The estimate "${estimate.title}" has no labor to schedule; schedule an estimate with installed work`,
    );
  }
  const generated = generateConstructionSchedule({
    startDate: options.startDate,
    hoursPerDay,
    calendar: { holidays },
    groups: groups.map((group) => {
      const crewSize = crewFor(group.tradeId, options.crewSize);
      const sequence = sequenceFor(group);
      return {
        name: group.name,
        laborHours: group.laborHours,
        ...(group.tradeId ? { tradeId: group.tradeId } : {}),
        ...(crewSize !== undefined ? { crewSize } : {}),
        ...(sequence !== undefined ? { sequence } : {}),
      };
    }),
  });
  const cpm = generated.schedule;
  const planned = new Map(generated.activities.map((activity, index) => [activity.id, { activity, index }]));
  const rows = cpm.activities.map((scheduled): ScheduleRow & { index: number } => {
    const { activity, index } = planned.get(scheduled.id) as NonNullable<ReturnType<typeof planned.get>>;
    const group = activity.id.startsWith('G') ? groups[Number(activity.id.slice(1)) - 1] : undefined;
    const dates = scheduled.dates as NonNullable<typeof scheduled.dates>;
    const milestone = scheduled.durationDays === 0;
    return {
      index,
      id: scheduled.id,
      name: scheduled.name,
      kind: milestone ? 'milestone' : 'activity',
      ...(activity.tradeId ? { tradeId: activity.tradeId } : {}),
      ...(group ? { groupIds: group.groupIds } : {}),
      phase: milestone ? 'Milestone' : activity.phase,
      laborHours: activity.laborHours,
      crewSize: milestone ? 0 : activity.crewSize,
      durationDays: scheduled.durationDays,
      earlyStart: scheduled.earlyStart,
      earlyFinish: scheduled.earlyFinish,
      startDate: dates.earlyStartDate,
      finishDate: dates.earlyFinishDate,
      lateFinishDate: dates.lateFinishDate,
      totalFloatDays: scheduled.totalFloat,
      freeFloatDays: scheduled.freeFloat,
      critical: scheduled.critical,
      predecessors: scheduled.predecessors,
    };
  });
  rows.sort((a, b) => a.earlyStart - b.earlyStart || a.earlyFinish - b.earlyFinish || a.index - b.index);
  return {
    estimateId: estimate.id,
    title: estimate.title,
    startDate: cpm.startDate as string,
    finishDate: cpm.finishDate as string,
    projectDurationDays: cpm.projectDurationDays,
    hoursPerDay,
    calendar: { workingWeekdays: [...MONDAY_TO_FRIDAY], holidays },
    activities: rows.map(({ index: _index, ...row }) => row),
    criticalPath: cpm.criticalPath,
    assumptions: [
      ...SCHEDULE_ASSUMPTIONS,
      ...(federal.length > 0 ? [FEDERAL_HOLIDAYS_NOTE] : []),
      ...generated.assumptions,
    ],
    notes,
    warnings: generated.warnings,
    cpm,
  };
}
