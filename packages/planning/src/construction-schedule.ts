import { z } from 'zod';
import { calendarSchema, isoDateSchema } from './calendar.ts';
import { type CpmActivityInput, type CpmResult, calculateCriticalPath } from './critical-path.ts';
import type { Link } from './network.ts';
import { unwrap, validateWith } from './planning-error.ts';
import { GENERAL_TRADE, TRADE_SCHEDULE_DEFAULTS, tradeRank } from './trade-order.ts';

const ROUGH_IN_PHASE = 'Rough-in';

export const constructionScheduleInputSchema = z.object({
  groups: z
    .array(
      z.object({
        name: z.string().min(1),
        tradeId: z.string().optional(),
        laborHours: z.number().finite().min(0),
        crewSize: z.number().int().min(1).optional(),
        /** Overrides the trade's rank in the sequence. */
        sequence: z.number().finite().optional(),
      }),
    )
    .min(1),
  startDate: isoDateSchema.optional(),
  hoursPerDay: z.number().finite().gt(0).max(24).default(8),
  calendar: calendarSchema.optional(),
});

export type ConstructionScheduleInput = z.input<typeof constructionScheduleInputSchema>;

export interface ConstructionActivity extends CpmActivityInput {
  tradeId?: string;
  phase: string;
  rank: number;
  laborHours: number;
  crewSize: number;
  milestone: boolean;
}

export interface ConstructionSchedule {
  assumptions: string[];
  warnings: string[];
  activities: ConstructionActivity[];
  schedule: CpmResult;
}

/**
 * `generate_construction_schedule`: estimate groups → activities (days = ⌈labor hours ÷ (crew × hours per
 * day)⌉), sequenced by trade, with start / rough-in complete / substantial completion milestones, then CPM
 * on the working calendar.
 */
export function generateConstructionSchedule(input: ConstructionScheduleInput): ConstructionSchedule {
  const valid = unwrap(validateWith(constructionScheduleInputSchema, input), 'construction schedule input');
  const warnings: string[] = [];
  const work: ConstructionActivity[] = valid.groups.map((group, i) => {
    const rule = group.tradeId ? TRADE_SCHEDULE_DEFAULTS[group.tradeId] : undefined;
    const rank = group.tradeId ? tradeRank(group.tradeId) : undefined;
    if (rank === undefined && group.sequence === undefined) {
      warnings.push(
        `"${group.name}": trade ${group.tradeId ? `"${group.tradeId}" has no sequencing rule` : 'not given'}; ` +
          'placed with general work before cleanup',
      );
    }
    const crewSize = group.crewSize ?? rule?.crewSize ?? 1;
    const activity: ConstructionActivity = {
      id: `G${i + 1}`,
      name: group.name,
      phase: rule?.phase ?? 'General and punch list',
      rank: group.sequence ?? rank ?? (tradeRank(GENERAL_TRADE) as number),
      laborHours: group.laborHours,
      crewSize,
      durationDays:
        group.laborHours > 0 ? Math.ceil(group.laborHours / (crewSize * valid.hoursPerDay) - 1e-9) : 0,
      predecessors: [],
      milestone: false,
    };
    if (group.tradeId) activity.tradeId = group.tradeId;
    return activity;
  });

  const ranks = [...new Set(work.map((a) => a.rank))].sort((a, b) => a - b);
  const byRank = (rank: number) => work.filter((a) => a.rank === rank);
  ranks.forEach((rank, r) => {
    if (r === 0) return;
    const previous = byRank(ranks[r - 1] as number);
    for (const activity of byRank(rank)) {
      const overlap = activity.tradeId ? TRADE_SCHEDULE_DEFAULTS[activity.tradeId]?.overlap : false;
      activity.predecessors = previous.flatMap((p): Link[] =>
        overlap
          ? [
              { id: p.id, type: 'SS', lagDays: Math.ceil(p.durationDays / 2) },
              { id: p.id, type: 'FF', lagDays: 1 },
            ]
          : [{ id: p.id, type: 'FS', lagDays: 0 }],
      );
    }
  });

  const milestone = (id: string, name: string, predecessors: Link[]): ConstructionActivity => ({
    id,
    name,
    phase: 'Milestone',
    rank: 0,
    laborHours: 0,
    crewSize: 0,
    durationDays: 0,
    predecessors,
    milestone: true,
  });
  const first = byRank(ranks[0] as number);
  for (const activity of first) activity.predecessors = [{ id: 'M_START', type: 'FS', lagDays: 0 }];
  const fs = (a: ConstructionActivity): Link => ({ id: a.id, type: 'FS', lagDays: 0 });
  const roughIn = work.filter((a) => a.phase === ROUGH_IN_PHASE);
  // The rough-in inspection holds the work after it: nothing of a later rank starts before it passes
  // (issue #15: the milestone floated 8–11 days while drywall closed the walls).
  if (roughIn.length > 0) {
    const lastRoughInRank = Math.max(...roughIn.map((a) => a.rank));
    const nextRank = ranks.find((rank) => rank > lastRoughInRank);
    if (nextRank !== undefined)
      for (const activity of byRank(nextRank))
        activity.predecessors = [
          ...(activity.predecessors ?? []).filter(
            (link) => !roughIn.some((r) => r.id === (typeof link === 'string' ? link : link.id)),
          ),
          { id: 'M_ROUGH_IN', type: 'FS', lagDays: 0 },
        ];
  }
  const activities = [
    milestone('M_START', 'Project start', []),
    ...work,
    ...(roughIn.length > 0
      ? [milestone('M_ROUGH_IN', 'Rough-in complete (inspection)', roughIn.map(fs))]
      : []),
    milestone('M_COMPLETE', 'Substantial completion', work.map(fs)),
  ];
  const schedule = calculateCriticalPath({
    activities: activities.map(({ id, name, durationDays, predecessors }) => ({
      id,
      name,
      durationDays,
      predecessors,
    })),
    ...(valid.startDate ? { startDate: valid.startDate } : {}),
    ...(valid.calendar ? { calendar: valid.calendar } : {}),
  });
  return {
    assumptions: [
      `Durations are whole working days: ⌈labor hours ÷ (crew size × ${valid.hoursPerDay} h)⌉.`,
      'Trades of the same rank run in parallel; each rank waits for the one before it (FS).',
      'Drywall and finish carpentry overlap the trades before them: SS + half their duration, FF + 1 day.',
      'Crew sizes and sequencing are rule-of-thumb defaults for residential remodels; adjust per job.',
    ],
    warnings,
    activities,
    schedule,
  };
}
