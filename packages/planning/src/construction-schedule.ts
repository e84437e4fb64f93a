import { z } from 'zod';
import { calendarSchema, isoDateSchema } from './calendar.ts';
import { type CpmActivityInput, type CpmResult, calculateCriticalPath } from './critical-path.ts';
import type { Link } from './network.ts';
import { unwrap, validateWith } from './planning-error.ts';

/**
 * Default trade sequence. Rank orders the work (demolition before rough-in before drywall before paint
 * before finishes, cleanup last); trades of equal rank run in parallel. `overlap` lets a trade start
 * partway through the trades before it (SS at half their duration) and finish at least a day after them
 * (FF + 1) instead of waiting for them to finish. Ranks, overlaps and crew sizes are rule-of-thumb
 * assumptions for residential remodels, not figures from a published source: override them per job.
 */
export const DEFAULT_TRADE_SEQUENCE: Record<
  string,
  { rank: number; phase: string; crewSize: number; overlap?: boolean }
> = {
  demolition: { rank: 10, phase: 'Demolition', crewSize: 2 },
  concrete_flatwork: { rank: 20, phase: 'Foundation and slab', crewSize: 3 },
  framing: { rank: 30, phase: 'Framing', crewSize: 3 },
  framing_deck: { rank: 30, phase: 'Framing', crewSize: 3 },
  roofing: { rank: 40, phase: 'Dry-in', crewSize: 3 },
  windows_doors: { rank: 40, phase: 'Dry-in', crewSize: 2 },
  siding: { rank: 45, phase: 'Exterior finish', crewSize: 2 },
  plumbing: { rank: 50, phase: 'Rough-in', crewSize: 1 },
  plumbing_fixture: { rank: 50, phase: 'Rough-in', crewSize: 1 },
  ada_plumbing: { rank: 50, phase: 'Rough-in', crewSize: 1 },
  electrical: { rank: 50, phase: 'Rough-in', crewSize: 1 },
  electrical_service: { rank: 50, phase: 'Rough-in', crewSize: 1 },
  low_voltage: { rank: 50, phase: 'Rough-in', crewSize: 1 },
  hvac: { rank: 50, phase: 'Rough-in', crewSize: 2 },
  hvac_split_system: { rank: 50, phase: 'Rough-in', crewSize: 2 },
  fire_protection: { rank: 50, phase: 'Rough-in', crewSize: 2 },
  insulation: { rank: 60, phase: 'Insulation', crewSize: 2 },
  drywall: { rank: 70, phase: 'Drywall', crewSize: 2, overlap: true },
  painting: { rank: 80, phase: 'Paint', crewSize: 2 },
  cabinets_countertops: { rank: 85, phase: 'Cabinets', crewSize: 2 },
  millwork: { rank: 85, phase: 'Cabinets', crewSize: 2 },
  tile: { rank: 90, phase: 'Finishes', crewSize: 1 },
  flooring: { rank: 90, phase: 'Finishes', crewSize: 2 },
  flooring_tile: { rank: 90, phase: 'Finishes', crewSize: 1 },
  security_glazing: { rank: 90, phase: 'Finishes', crewSize: 2 },
  finish_carpentry: { rank: 95, phase: 'Trim and fixtures', crewSize: 1, overlap: true },
  fencing: { rank: 95, phase: 'Site work', crewSize: 2 },
  irrigation_residential: { rank: 95, phase: 'Site work', crewSize: 2 },
  general_remodel: { rank: 98, phase: 'General and punch list', crewSize: 1 },
  cleanup: { rank: 100, phase: 'Final cleanup', crewSize: 2 },
};

const ROUGH_IN_RANK = 50;

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
    const rule = group.tradeId ? DEFAULT_TRADE_SEQUENCE[group.tradeId] : undefined;
    if (!rule && group.sequence === undefined) {
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
      rank: group.sequence ?? rule?.rank ?? DEFAULT_TRADE_SEQUENCE.general_remodel!.rank,
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
      const overlap = activity.tradeId ? DEFAULT_TRADE_SEQUENCE[activity.tradeId]?.overlap : false;
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
  const roughIn = work.filter((a) => a.rank === ROUGH_IN_RANK);
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
