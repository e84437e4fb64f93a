import {
  computeEstimateTotals,
  type Estimate,
  formatCents,
  type Group,
  laborRate,
  roundCents,
  type TradeRegistry,
} from '@quoin/core';
import {
  type CpmResult,
  DEFAULT_TRADE_SEQUENCE,
  generateConstructionSchedule,
  type LinkType,
  MONDAY_TO_FRIDAY,
} from '@quoin/planning';
import { inputError } from './exit-codes.ts';

/**
 * Ranks for the trades of core's registry that planning's DEFAULT_TRADE_SEQUENCE does not list, on the same
 * scale (demolition 10 … cleanup 100). Rule-of-thumb assumptions like planning's own, not sourced figures;
 * used only while planning lacks the trade, so a rule added there wins.
 */
export const SEQUENCE_SUPPLEMENT: Record<string, { rank: number; crewSize: number }> = {
  // Metal stud partitions are the bulk of tenant-improvement work; ceilings and doors follow with finishes.
  commercial_ti: { rank: 30, crewSize: 2 },
  masonry: { rank: 45, crewSize: 3 },
  gutters: { rank: 46, crewSize: 2 },
  // Appliances go in after countertops and floors, before trim and the punch list.
  appliances: { rank: 92, crewSize: 2 },
  irrigation: { rank: 95, crewSize: 2 },
  landscaping: { rank: 96, crewSize: 2 },
};

/** Permits are issued before any work starts: a milestone ahead of demolition (rank 10). */
const PERMIT_RANK = 5;
const CLEANUP_TRADE = 'cleanup';
const CLEANUP_NAME = /clean ?-?up|disposal|debris/i;

export interface EstimateScheduleOptions {
  /** First day of work, ISO `YYYY-MM-DD`; a weekend or holiday moves to the next working day. */
  startDate: string;
  hoursPerDay?: number;
  /** One crew size for every trade, or per trade id; planning's default per trade otherwise. */
  crewSize?: number | Record<string, number>;
  holidays?: string[];
  /** For the trade rate of lines that record no hourly cost (cleanup, minimum charges, user lines). */
  registry?: TradeRegistry;
}

/** Labor hours of one estimate group, ready for planning. */
export interface GroupHours {
  /** The estimate groups of this activity: several when groups share a trade (one crew does them in turn). */
  groupIds: string[];
  name: string;
  tradeId?: string;
  laborHours: number;
  kind: 'work' | 'permit-milestone';
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

/** Hours are kept to the hundredth, so the hours shown and the durations computed from them agree. */
function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

/** The loaded hourly cost of a trade in this estimate: from its other lines, else the trade profile's rate here. */
function tradeRateOf(
  estimate: Estimate,
  tradeId: string,
  registry?: TradeRegistry,
): { hourlyCostCents: number; basis: string } | undefined {
  for (const group of estimate.groups) {
    for (const item of group.items) {
      const recorded = item.labor?.hourlyCostCents;
      if ((item.tradeId ?? group.tradeId) === tradeId && recorded)
        return { hourlyCostCents: recorded, basis: `${tradeId} rate of "${item.title}"` };
    }
  }
  const key = registry?.get(tradeId)?.laborRateKey;
  if (!key) return undefined;
  try {
    const laborFactor = estimate.location?.laborFactor ?? 1;
    const hourlyCostCents = roundCents(laborRate(key).hourlyCostCents * laborFactor);
    return { hourlyCostCents, basis: `${key} rate × ${laborFactor.toFixed(2)} labor factor` };
  } catch {
    return undefined;
  }
}

function isCleanup(group: Group): boolean {
  return CLEANUP_NAME.test(group.name) || group.items.some((item) => item.planKey === 'qa/cleanup');
}

/** One group's lead-installer hours (labor cents ÷ hourly cost) and the trade doing most of them. */
function hoursOfGroup(
  estimate: Estimate,
  group: Group,
  laborCentsOf: (itemId: string) => number,
  registry: TradeRegistry | undefined,
  notes: string[],
): { laborHours: number; tradeId?: string } {
  const hoursByTrade = new Map<string, number>();
  let laborHours = 0;
  for (const item of group.items) {
    const laborCents = laborCentsOf(item.id);
    if (laborCents <= 0) continue;
    const tradeId = item.labor?.tradeId ?? item.tradeId ?? group.tradeId;
    let hourlyCostCents = item.labor?.hourlyCostCents;
    if (!hourlyCostCents) {
      const rate = tradeId ? tradeRateOf(estimate, tradeId, registry) : undefined;
      if (!rate) {
        notes.push(
          `"${item.title}" (${formatCents(laborCents)} labor) skipped: no hourly cost recorded and no rate ` +
            `known for ${tradeId ? `trade ${tradeId}` : 'a line without a trade'}.`,
        );
        continue;
      }
      hourlyCostCents = rate.hourlyCostCents;
      notes.push(
        `"${item.title}": ${formatCents(laborCents)} labor ÷ ${formatCents(hourlyCostCents)}/h ` +
          `(${rate.basis}) ≈ ${roundHours(laborCents / hourlyCostCents)} h.`,
      );
    }
    const hours = laborCents / hourlyCostCents;
    laborHours += hours;
    if (tradeId) hoursByTrade.set(tradeId, (hoursByTrade.get(tradeId) ?? 0) + hours);
  }
  const busiest = [...hoursByTrade.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const tradeId = group.tradeId ?? busiest;
  return { laborHours: roundHours(laborHours), ...(tradeId ? { tradeId } : {}) };
}

/**
 * Labor hours per estimate group, in lead-installer hours: each line's labor cents ÷ the loaded hourly cost in
 * its labor provenance (or the trade's rate when the line records none). Groups of one trade join into one
 * activity; permit groups become a milestone; cleanup is tagged for the last slot; groups without labor are
 * left out with a note.
 */
export function laborHoursOfGroups(
  estimate: Estimate,
  registry?: TradeRegistry,
): { groups: GroupHours[]; notes: string[] } {
  const totals = computeEstimateTotals(estimate);
  const laborCentsOf = (itemId: string) => totals.byItem[itemId]?.laborCents ?? 0;
  const notes: string[] = [];
  const groups: GroupHours[] = [];
  for (const group of [...estimate.groups].sort((a, b) => a.sortOrder - b.sortOrder)) {
    const { laborHours, tradeId } = hoursOfGroup(estimate, group, laborCentsOf, registry, notes);
    const base = { groupIds: [group.id], name: group.name };
    if (laborHours > 0) {
      const scheduledTrade = isCleanup(group) ? CLEANUP_TRADE : tradeId;
      const sameTrade = groups.find(
        (other) => other.kind === 'work' && scheduledTrade && other.tradeId === scheduledTrade,
      );
      if (sameTrade) {
        notes.push(
          `"${group.name}" joins "${sameTrade.name}": same trade (${scheduledTrade}), one crew does both in turn.`,
        );
        sameTrade.groupIds.push(group.id);
        sameTrade.name = `${sameTrade.name} + ${group.name}`;
        sameTrade.laborHours = roundHours(sameTrade.laborHours + laborHours);
        continue;
      }
      groups.push({
        ...base,
        laborHours,
        kind: 'work',
        ...(scheduledTrade ? { tradeId: scheduledTrade } : {}),
      });
    } else if (group.items.some((item) => item.type === 'permit')) {
      groups.push({ ...base, name: `${group.name} issued`, laborHours: 0, kind: 'permit-milestone' });
    } else if (group.items.length > 0) {
      notes.push(`"${group.name}" left out: no labor to schedule (materials, equipment or allowances only).`);
    }
  }
  return { groups, notes };
}

function crewFor(
  tradeId: string | undefined,
  crewSize: EstimateScheduleOptions['crewSize'],
): number | undefined {
  if (typeof crewSize === 'number') return crewSize;
  const chosen = tradeId ? crewSize?.[tradeId] : undefined;
  if (chosen !== undefined) return chosen;
  return tradeId && !DEFAULT_TRADE_SEQUENCE[tradeId] ? SEQUENCE_SUPPLEMENT[tradeId]?.crewSize : undefined;
}

function sequenceFor(group: GroupHours): number | undefined {
  if (group.kind === 'permit-milestone') return PERMIT_RANK;
  const { tradeId } = group;
  return tradeId && !DEFAULT_TRADE_SEQUENCE[tradeId] ? SEQUENCE_SUPPLEMENT[tradeId]?.rank : undefined;
}

export const SCHEDULE_ASSUMPTIONS = [
  'Labor hours are an approximation in lead-installer hours: each line’s labor cost ÷ the loaded hourly cost of ' +
    'its lead trade recorded in the line’s labor provenance. Helper time priced into a line counts as ' +
    'lead-installer time, and hours are not crew-hours.',
  'A permit group is a milestone before demolition; the time to get the permit is not scheduled.',
];

/**
 * `generate_construction_schedule` for a priced estimate: groups → activities with hours, crews and trade
 * sequence, milestones, CPM dates on a Monday–Friday calendar with holidays.
 * @example estimateToSchedule(estimate, { startDate: '2026-11-30', holidays: ['2026-12-25'] })
 */
export function estimateToSchedule(estimate: Estimate, options: EstimateScheduleOptions): EstimateSchedule {
  const hoursPerDay = options.hoursPerDay ?? 8;
  const holidays = options.holidays ?? [];
  const { groups, notes } = laborHoursOfGroups(estimate, options.registry);
  if (!groups.some((group) => group.kind === 'work')) {
    throw inputError(
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
    assumptions: [...SCHEDULE_ASSUMPTIONS, ...generated.assumptions],
    notes,
    warnings: generated.warnings,
    cpm,
  };
}
