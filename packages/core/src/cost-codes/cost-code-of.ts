import type { Group, LineItem } from '../estimate/estimate-schema.ts';
import { type CostCode, type CostCodeTable, costCodeTable } from './cost-code-table.ts';

/** A line's cost code and where it came from: set on the line, or derived from its type or trade. */
export interface LineCostCode extends CostCode {
  source: 'line' | 'line_type' | 'trade' | 'fallback';
}

/**
 * The cost code of a line: its own `costCode` when the user set one, else the CSI default of its type (permits,
 * allowances), of its trade, of its group's trade, else General Requirements.
 * @example costCodeOf({ ...line, tradeId: 'painting' }) // { code: '09 91 00', title: 'Painting', source: 'trade' }
 */
export function costCodeOf(
  item: Pick<LineItem, 'type' | 'tradeId' | 'costCode'>,
  group?: Pick<Group, 'tradeId'>,
  table: CostCodeTable = costCodeTable(),
): LineCostCode {
  const derived = defaultCostCode(item, group, table);
  if (item.costCode && item.costCode !== derived.code) {
    return { code: item.costCode, title: titleOf(item.costCode, table), source: 'line' };
  }
  return derived;
}

function defaultCostCode(
  item: Pick<LineItem, 'type' | 'tradeId'>,
  group: Pick<Group, 'tradeId'> | undefined,
  table: CostCodeTable,
): LineCostCode {
  const byType = table.byLineType[item.type];
  if (byType) return { ...byType, source: 'line_type' };
  const tradeId = item.tradeId ?? group?.tradeId;
  const byTrade = tradeId ? table.byTrade[tradeId] : undefined;
  if (byTrade) return { ...byTrade, source: 'trade' };
  return { ...table.fallback, source: 'fallback' };
}

/** The title the table gives a code (a user's own code has none). */
function titleOf(code: string, table: CostCodeTable): string {
  const known = [table.fallback, ...Object.values(table.byLineType), ...Object.values(table.byTrade)];
  return known.find((entry) => entry?.code === code)?.title ?? '';
}

/** Every line's cost code by line id, for views and exports. */
export function costCodesOf(estimate: { groups: Group[] }): Record<string, LineCostCode> {
  const codes: Record<string, LineCostCode> = {};
  for (const group of estimate.groups) {
    for (const item of group.items) codes[item.id] = costCodeOf(item, group);
  }
  return codes;
}
