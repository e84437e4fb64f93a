import {
  computeEstimateTotals,
  type Estimate,
  formatCents,
  type Group,
  laborRate,
  roundCents,
  type TradeRegistry,
} from '@quoin/core';
import { CLEANUP_TRADE } from '../trade-order.ts';

const CLEANUP_NAME = /clean ?-?up|disposal|debris/i;

/** Labor hours of one estimate group, ready for planning. */
export interface GroupHours {
  /** The estimate groups of this activity: several when groups share a trade (one crew does them in turn). */
  groupIds: string[];
  name: string;
  tradeId?: string;
  laborHours: number;
  kind: 'work' | 'permit-milestone';
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
