import { costCodeOf } from '../cost-codes/cost-code-of.ts';
import { computeEstimateTotals, type EstimateTotals } from '../estimate/compute-totals.ts';
import type { Estimate, Group, LineItem } from '../estimate/estimate-schema.ts';

/** One side of a changed line: what the estimate said before or after. */
export interface LineSide {
  quantity: number;
  uom: LineItem['uom'];
  extendedCents: number;
  laborHours: number;
}

/** A line added, removed or changed between the sent estimate and the change. */
export interface LineChange {
  kind: 'added' | 'removed' | 'changed';
  itemId: string;
  groupName: string;
  title: string;
  costCode: string;
  before?: LineSide;
  after?: LineSide;
  /** after − before extended cost (with the line's markups), cents. */
  deltaCents: number;
  /** What differs on a changed line: quantity, unit, rate, title, materials, markups. */
  fields: string[];
}

/** The totals that move with a change, before and after, cents. */
export interface ChangeTotals {
  subtotalCents: number;
  taxCents: number;
  contingencyCents: number;
  overheadCents: number;
  profitCents: number;
  grandTotalCents: number;
}

export interface ChangeOrderSummary {
  changes: LineChange[];
  before: ChangeTotals;
  after: ChangeTotals;
  /** after − before of every total; `delta.grandTotalCents` is what the change order adds to the contract. */
  delta: ChangeTotals;
  laborHoursDelta: number;
  /** Working days the labor hours add for one crew of two at 8 h a day (rounded away from zero). */
  suggestedScheduleDays: number;
}

/** Crew-hours in one working day: a crew of two, eight hours (the schedule's default crew). */
export const CREW_HOURS_PER_DAY = 16;

const TOTAL_KEYS = [
  'subtotalCents',
  'taxCents',
  'contingencyCents',
  'overheadCents',
  'profitCents',
  'grandTotalCents',
] as const satisfies readonly (keyof ChangeTotals)[];

function pick(totals: EstimateTotals): ChangeTotals {
  return Object.fromEntries(TOTAL_KEYS.map((key) => [key, totals[key]])) as unknown as ChangeTotals;
}

function laborHoursOf(item: LineItem): number {
  return item.type === 'assembly' ? (item.labor?.hoursPerUnit ?? 0) * item.quantity : 0;
}

function sideOf(item: LineItem, totals: EstimateTotals): LineSide {
  return {
    quantity: item.quantity,
    uom: item.uom,
    extendedCents: totals.byItem[item.id]?.extendedCents ?? 0,
    laborHours: laborHoursOf(item),
  };
}

function linesOf(estimate: Estimate): Map<string, { item: LineItem; group: Group }> {
  const lines = new Map<string, { item: LineItem; group: Group }>();
  for (const group of estimate.groups) for (const item of group.items) lines.set(item.id, { item, group });
  return lines;
}

function changedFields(before: LineItem, after: LineItem): string[] {
  const fields: string[] = [];
  if (before.quantity !== after.quantity) fields.push('quantity');
  if (before.uom !== after.uom) fields.push('unit');
  if (before.rateCents !== after.rateCents) fields.push('rate');
  if (before.title !== after.title) fields.push('title');
  if (JSON.stringify(before.materials) !== JSON.stringify(after.materials)) fields.push('materials');
  if (
    before.laborMarkupPercent !== after.laborMarkupPercent ||
    before.materialMarkupPercent !== after.materialMarkupPercent
  )
    fields.push('markups');
  return fields;
}

/**
 * What a change order changes: every line added, removed or changed between the estimate as sent and as
 * changed, with totals before, after and their difference, all computed by the engine in cents. Lines are
 * matched by id (an edit keeps a line's id; a duplicate is a new line).
 */
export function summarizeChangeOrder(baseline: Estimate, proposed: Estimate): ChangeOrderSummary {
  const beforeTotals = computeEstimateTotals(baseline);
  const afterTotals = computeEstimateTotals(proposed);
  const beforeLines = linesOf(baseline);
  const afterLines = linesOf(proposed);
  const changes: LineChange[] = [];
  for (const [id, { item, group }] of beforeLines) {
    const next = afterLines.get(id);
    const before = sideOf(item, beforeTotals);
    if (!next) {
      changes.push({
        kind: 'removed',
        itemId: id,
        groupName: group.name,
        title: item.title,
        costCode: costCodeOf(item, group).code,
        before,
        deltaCents: -before.extendedCents,
        fields: [],
      });
      continue;
    }
    const after = sideOf(next.item, afterTotals);
    const fields = changedFields(item, next.item);
    if (fields.length === 0 && after.extendedCents === before.extendedCents) continue;
    changes.push({
      kind: 'changed',
      itemId: id,
      groupName: next.group.name,
      title: next.item.title,
      costCode: costCodeOf(next.item, next.group).code,
      before,
      after,
      deltaCents: after.extendedCents - before.extendedCents,
      fields,
    });
  }
  for (const [id, { item, group }] of afterLines) {
    if (beforeLines.has(id)) continue;
    const after = sideOf(item, afterTotals);
    changes.push({
      kind: 'added',
      itemId: id,
      groupName: group.name,
      title: item.title,
      costCode: costCodeOf(item, group).code,
      after,
      deltaCents: after.extendedCents,
      fields: [],
    });
  }
  const before = pick(beforeTotals);
  const after = pick(afterTotals);
  const delta = Object.fromEntries(
    TOTAL_KEYS.map((key) => [key, after[key] - before[key]]),
  ) as unknown as ChangeTotals;
  const laborHoursDelta = changes.reduce(
    (sum, change) => sum + (change.after?.laborHours ?? 0) - (change.before?.laborHours ?? 0),
    0,
  );
  return {
    changes,
    before,
    after,
    delta,
    laborHoursDelta: Math.round(laborHoursDelta * 100) / 100,
    suggestedScheduleDays: daysAwayFromZero(laborHoursDelta / CREW_HOURS_PER_DAY),
  };
}

function daysAwayFromZero(days: number): number {
  // A sliver of a day still costs the day; float dust (0.0000001 h) does not.
  const rounded = Math.round(days * 1000) / 1000;
  return rounded === 0 ? 0 : Math.sign(rounded) * Math.ceil(Math.abs(rounded));
}

/**
 * The contract's total: the estimate's total as first sent plus every approved change order's difference.
 * @example contractTotalCents(1_000_00, [{ status: 'approved', deltaCents: 250_00 }]) // 1_250_00
 */
export function contractTotalCents(
  sentTotalCents: number,
  changeOrders: readonly { status: string; deltaCents: number }[],
): number {
  return changeOrders.reduce(
    (total, order) => (order.status === 'approved' ? total + order.deltaCents : total),
    sentTotalCents,
  );
}
