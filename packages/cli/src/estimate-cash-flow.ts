import { computeEstimateTotals, type Estimate, roundCents } from '@quoin/core';
import type { EstimateSchedule } from '@quoin/planning';

export interface CashFlowOptions {
  depositPercent: number;
  depositCapCents?: number;
}

export interface CashFlow {
  /** Cumulative cost at the end of each working day, the grand total reached on the last day. */
  curve: { day: number; cumulativeCents: number; percent: number }[];
  payments: { label: string; day: number; date: string; amountCents: number }[];
}

/**
 * The cost of each scheduled activity (its groups' extended cost) spread evenly over its working days, scaled
 * so the curve ends at the grand total (markups, overhead, profit and tax ride along in proportion); payments:
 * a deposit at the start (percent, capped), at each milestone the cost completed since the last payment, and
 * the balance at completion. Integer cents: the payments add to the grand total exactly.
 */
export function cashFlowOf(
  estimate: Estimate,
  schedule: EstimateSchedule,
  grandTotalCents: number,
  options: CashFlowOptions,
): CashFlow {
  const totals = computeEstimateTotals(estimate);
  const days = Math.max(1, schedule.projectDurationDays);
  const daily = new Array<number>(days).fill(0);
  for (const activity of schedule.activities) {
    if (activity.kind !== 'activity') continue;
    const cost = (activity.groupIds ?? []).reduce(
      (sum, id) => sum + (totals.byGroup[id]?.extendedCents ?? 0),
      0,
    );
    const span = Math.max(1, activity.earlyFinish - activity.earlyStart);
    for (let day = activity.earlyStart; day < activity.earlyStart + span && day < days; day++)
      daily[day] = (daily[day] ?? 0) + cost / span;
  }
  const direct = daily.reduce((sum, value) => sum + value, 0);
  let running = 0;
  const curve = daily.map((value, index) => {
    running += value;
    const cumulativeCents =
      index === days - 1
        ? grandTotalCents
        : roundCents(direct > 0 ? (running / direct) * grandTotalCents : 0);
    return {
      day: index + 1,
      cumulativeCents,
      percent: grandTotalCents > 0 ? Math.round((cumulativeCents / grandTotalCents) * 1000) / 10 : 0,
    };
  });
  const deposit = Math.min(
    roundCents((grandTotalCents * options.depositPercent) / 100),
    options.depositCapCents ?? Number.POSITIVE_INFINITY,
  );
  const payments: CashFlow['payments'] = [
    { label: 'Deposit at signing', day: 0, date: schedule.startDate, amountCents: deposit },
  ];
  let paid = deposit;
  const milestones = schedule.activities.filter(
    (row) => row.kind === 'milestone' && row.earlyStart > 0 && row.earlyStart < days,
  );
  for (const milestone of milestones) {
    const earned = curve[milestone.earlyStart - 1]?.cumulativeCents ?? 0;
    if (earned <= paid) continue;
    payments.push({
      label: milestone.name,
      day: milestone.earlyStart,
      date: milestone.startDate,
      amountCents: earned - paid,
    });
    paid = earned;
  }
  payments.push({
    label: 'Balance at completion',
    day: days,
    date: schedule.finishDate,
    amountCents: grandTotalCents - paid,
  });
  return { curve, payments };
}
