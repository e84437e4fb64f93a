import {
  buildEstimateFromPlan,
  bundledCatalog,
  computeEstimateTotals,
  defaultTradeRegistry,
  type Estimate,
  GOLDEN_PLANS,
  type PlanInput,
} from '@quoin/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRADE_SCHEDULE_DEFAULTS, tradeRank } from '../trade-order.ts';
import { estimateToSchedule, type ScheduleRow } from './estimate-to-schedule.ts';
import { laborHoursOfGroups } from './labor-hours-of-groups.ts';

const NOW = '2026-11-22T12:00:00.000Z';
const START = '2026-11-23'; // a Monday
const registry = defaultTradeRegistry();

async function estimateOf(plan: PlanInput): Promise<Estimate> {
  const built = await buildEstimateFromPlan(plan, { registry, priceSource: bundledCatalog(), now: NOW });
  return built.estimate;
}

const kitchen = GOLDEN_PLANS['kitchen-remodel'] as PlanInput;
// The kitchen with a new partition wall: drywall and appliances, trades the golden plans do not combine.
const kitchenWithWall: PlanInput = {
  ...kitchen,
  groups: [
    ...kitchen.groups,
    { name: 'Drywall', items: [{ title: 'Hang and finish drywall', quantity: 300, uom: 'sq_ft' }] },
    { name: 'Appliances', items: [{ title: 'Install dishwasher', quantity: 1, uom: 'each' }] },
  ],
};
const estimates: Record<string, Estimate> = {};
beforeAll(async () => {
  estimates.kitchen = await estimateOf(kitchen);
  estimates.bathroom = await estimateOf(GOLDEN_PLANS['bathroom-remodel'] as PlanInput);
  estimates.kitchenWithWall = await estimateOf(kitchenWithWall);
});

const byTrade = (rows: ScheduleRow[], tradeId: string) => {
  const row = rows.find((r) => r.tradeId === tradeId);
  if (!row) throw new Error(`no ${tradeId} activity in ${rows.map((r) => r.tradeId).join(', ')}`);
  return row;
};
/** `later` starts no earlier than `earlier` finishes (FS), in working days. */
const expectAfter = (rows: ScheduleRow[], earlier: string, later: string) =>
  expect(byTrade(rows, later).earlyStart).toBeGreaterThanOrEqual(byTrade(rows, earlier).earlyFinish);

describe('laborHoursOfGroups', () => {
  it.each(['kitchen', 'bathroom'])(
    '%s: hours = Σ labor cents ÷ the hourly cost in each line’s provenance',
    (name) => {
      const estimate = estimates[name] as Estimate;
      const totals = computeEstimateTotals(estimate);
      const { groups } = laborHoursOfGroups(estimate, registry);
      for (const group of estimate.groups.filter((g) => g.tradeId)) {
        const expected = group.items.reduce(
          (sum, item) =>
            sum + (totals.byItem[item.id]?.laborCents ?? 0) / (item.labor?.hourlyCostCents ?? Number.NaN),
          0,
        );
        const found = groups.find((g) => g.groupIds.includes(group.id));
        expect(found?.laborHours).toBeCloseTo(expected, 2);
      }
    },
  );

  it('turns the permit group into a milestone and tags cleanup for the last slot', () => {
    const { groups } = laborHoursOfGroups(estimates.kitchen as Estimate, registry);
    expect(groups.find((g) => g.groupIds.includes('g-permits'))).toMatchObject({
      name: 'Permits issued',
      kind: 'permit-milestone',
      laborHours: 0,
    });
    expect(groups.find((g) => g.groupIds.includes('g-cleanup-disposal'))?.tradeId).toBe('cleanup');
  });

  it('prices cleanup at the trade rate with a note, or skips it with a note when no rate is known', () => {
    const withRate = laborHoursOfGroups(estimates.kitchen as Estimate, registry);
    const cleanup = withRate.groups.find((g) => g.tradeId === 'cleanup');
    expect(cleanup?.laborHours).toBeGreaterThan(0);
    expect(withRate.notes.join('\n')).toMatch(
      /"Final cleanup.*": \$150\.00 labor ÷ \$\d+\.\d\d\/h \(general_labor rate/,
    );
    const withoutRate = laborHoursOfGroups(estimates.kitchen as Estimate);
    expect(withoutRate.groups.some((g) => g.tradeId === 'cleanup')).toBe(false);
    expect(withoutRate.notes.join('\n')).toMatch(
      /"Final cleanup.*" \(\$150\.00 labor\) skipped: no hourly cost/,
    );
  });

  it('joins groups of one trade into one activity for one crew', () => {
    const estimate = structuredClone(estimates.bathroom as Estimate);
    const tile = estimate.groups.find((g) => g.tradeId === 'tile');
    if (!tile) throw new Error('no tile group');
    estimate.groups.push({ ...structuredClone(tile), id: 'g-tile-2', name: 'Tile – shower', sortOrder: 99 });
    const { groups, notes } = laborHoursOfGroups(estimate, registry);
    const tileGroups = groups.filter((g) => g.tradeId === 'tile');
    expect(tileGroups).toHaveLength(1);
    expect(tileGroups[0]?.groupIds).toEqual([tile.id, 'g-tile-2']);
    expect(notes.join('\n')).toContain('"Tile – shower" joins "Tile"');
  });
});

describe('estimateToSchedule', () => {
  it.each(['kitchen', 'bathroom'])('%s: demolition → rough-in → paint/tile, cleanup last', (name) => {
    const { activities: rows } = estimateToSchedule(estimates[name] as Estimate, {
      startDate: START,
      registry,
    });
    expectAfter(rows, 'demolition', 'plumbing');
    if (name === 'kitchen') expectAfter(rows, 'demolition', 'electrical');
    for (const finish of ['painting', 'tile']) expectAfter(rows, 'plumbing', finish);
    const cleanup = byTrade(rows, 'cleanup');
    for (const row of rows.filter((r) => r.kind === 'activity' && r !== cleanup))
      expect(cleanup.earlyStart).toBeGreaterThanOrEqual(row.earlyFinish);
    expect(rows.at(-1)?.name).toBe('Substantial completion');
    expect(rows.find((r) => r.name === 'Permits issued')?.earlyFinish).toBe(0);
  });

  it('puts drywall after the rough-in inspection, tile before paint and the vanity, appliances after cabinets', () => {
    const schedule = estimateToSchedule(estimates.kitchenWithWall as Estimate, {
      startDate: START,
      registry,
    });
    const rows = schedule.activities;
    expectAfter(rows, 'demolition', 'electrical');
    // Nothing after the rough-in starts before its inspection (issue #15: it floated 8–11 days).
    const inspection = rows.find((r) => r.id === 'M_ROUGH_IN');
    expect(inspection?.totalFloatDays).toBe(0);
    expectAfter(rows, 'electrical', 'drywall');
    expect(byTrade(rows, 'drywall').earlyStart).toBeGreaterThanOrEqual(inspection?.earlyFinish ?? Infinity);
    expectAfter(rows, 'drywall', 'tile');
    expectAfter(rows, 'tile', 'painting');
    expectAfter(rows, 'tile', 'cabinets_countertops');
    expectAfter(rows, 'cabinets_countertops', 'appliances');
    expect(schedule.warnings).toEqual([]);
  });

  it.each<[number, number | Record<string, number> | undefined]>([
    [8, undefined],
    [6, undefined],
    [10, 1],
    [8, { tile: 3, cabinets_countertops: 1 }],
  ])('durations = ⌈hours ÷ (crew × %d h)⌉ with crew %j', (hoursPerDay, crewSize) => {
    for (const name of ['kitchen', 'bathroom']) {
      const schedule = estimateToSchedule(estimates[name] as Estimate, {
        startDate: START,
        registry,
        hoursPerDay,
        ...(crewSize !== undefined ? { crewSize } : {}),
      });
      for (const row of schedule.activities.filter((r) => r.kind === 'activity')) {
        expect(row.durationDays).toBe(Math.ceil(row.laborHours / (row.crewSize * hoursPerDay)));
        const chosen = typeof crewSize === 'number' ? crewSize : crewSize?.[row.tradeId ?? ''];
        const expectedCrew = chosen ?? TRADE_SCHEDULE_DEFAULTS[row.tradeId ?? '']?.crewSize;
        expect(row.crewSize).toBe(expectedCrew);
      }
    }
  });

  it('skips weekends, the US federal holidays by default and given holidays, and reports the project finish', () => {
    const estimate = estimates.bathroom as Estimate;
    const workdaysOnly = estimateToSchedule(estimate, { startDate: START, registry, federalHolidays: false });
    const withHoliday = estimateToSchedule(estimate, {
      startDate: START,
      registry,
      federalHolidays: false,
      holidays: ['2026-11-26'],
    });
    const byDefault = estimateToSchedule(estimate, { startDate: START, registry });
    expect(workdaysOnly.startDate).toBe(START);
    expect(withHoliday.projectDurationDays).toBe(workdaysOnly.projectDurationDays);
    expect(withHoliday.finishDate > workdaysOnly.finishDate).toBe(true);
    // Thanksgiving (26 November 2026) is a federal holiday: the default schedule skips it too.
    expect(byDefault.finishDate).toBe(withHoliday.finishDate);
    expect(byDefault.calendar.holidays).toEqual(
      expect.arrayContaining(['2026-11-26', '2026-12-25', '2027-01-01']),
    );
    expect(workdaysOnly.calendar.holidays).toEqual([]);
    const onSaturday = estimateToSchedule(estimate, { startDate: '2026-11-21', registry });
    expect(onSaturday.startDate).toBe(START);
    for (const schedule of [withHoliday, byDefault])
      for (const row of schedule.activities) expect(row.startDate).not.toBe('2026-11-26');
    expect(byDefault.assumptions[0]).toMatch(/approximation in lead-installer hours/);
    expect(byDefault.assumptions).toContain(
      'The observed US federal holidays are non-working days, like weekends.',
    );
  });

  it('refuses an estimate with no labor', () => {
    const estimate = structuredClone(estimates.kitchen as Estimate);
    estimate.groups = estimate.groups.filter((g) => g.id === 'g-permits');
    expect(() => estimateToSchedule(estimate, { startDate: START, registry })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', message: expect.stringMatching(/no labor/) }),
    );
  });
});

describe('trade coverage', () => {
  it('schedules every trade of the registry, in the order of its trade profile', () => {
    const trades = registry.all();
    expect(trades.map((trade) => trade.id).filter((id) => !TRADE_SCHEDULE_DEFAULTS[id])).toEqual([]);
    for (const trade of trades) expect(tradeRank(trade.id)).toBe(trade.sequence);
  });
});
