import { formatCents } from '@quoin/core';
import type { ShoppingList, ShoppingMatch } from '@quoin/protocol';
import ExcelJS from 'exceljs';

export type ShoppingGrouping = 'room' | 'trade';

function groupKey(match: Pick<ShoppingMatch, 'need'>, by: ShoppingGrouping): string {
  if (by === 'trade') return match.need.group.split(' – ')[0] ?? match.need.group;
  return match.need.room ?? match.need.group;
}

/** The list as a terminal table: grouped by room or trade, tiers and fit visible, unmatched with their links. */
export function renderShoppingTable(list: ShoppingList, by: ShoppingGrouping): string {
  const lines: string[] = [];
  const groups = new Map<string, ShoppingMatch[]>();
  for (const item of list.items)
    groups.set(groupKey(item, by), [...(groups.get(groupKey(item, by)) ?? []), item]);
  for (const [group, items] of groups) {
    lines.push(group);
    for (const item of items) {
      const tier = item.tier === 'match' ? '  ' : '~ ';
      const price =
        item.product.priceCents === undefined
          ? 'no price'
          : `${item.need.quantity} × ${formatCents(item.product.priceCents)} = ${formatCents(item.lineTotalCents ?? 0)}`;
      const fit = item.fit ? ` [${item.fit}]` : '';
      lines.push(
        `  ${tier}${item.product.title} · ${item.product.retailer} · ${price} · ${Math.round(item.confidence * 100)}%${fit}`,
      );
      lines.push(
        `      for ${item.need.name} (${item.need.source.replace('_', ' ')}): ${item.whyMatched}${item.product.url ? `\n      ${item.product.url}` : ''}`,
      );
    }
  }
  if (list.unmatched.length) {
    lines.push('', 'No good match (search yourself):');
    for (const missing of list.unmatched) lines.push(`  ${missing.need.name}: ${missing.fallbackUrl}`);
  }
  if (list.skipped.length)
    lines.push('', `Kept, not bought: ${list.skipped.map((need) => need.userWords ?? need.name).join(', ')}`);
  for (const warning of list.warnings) lines.push(`warning: ${warning}`);
  lines.push(
    '',
    `~ close match (0.5–0.79); providers: ${list.providers.join(', ')}`,
    `Total: ${formatCents(list.totalCents)} (${list.items.length} items)`,
  );
  return lines.join('\n');
}

const COLUMNS = [
  'group',
  'need',
  'source',
  'product',
  'retailer',
  'quantity',
  'price',
  'line_total',
  'confidence',
  'tier',
  'fit',
  'url',
  'image',
  'why_matched',
] as const;

function rows(list: ShoppingList, by: ShoppingGrouping): (string | number)[][] {
  const shown = list.items.map((item) => [
    groupKey(item, by),
    item.need.name,
    item.need.source,
    item.product.title,
    item.product.retailer,
    item.need.quantity,
    item.product.priceCents === undefined ? '' : item.product.priceCents / 100,
    item.lineTotalCents === undefined ? '' : item.lineTotalCents / 100,
    item.confidence,
    item.tier,
    item.fit ?? '',
    item.product.url ?? '',
    item.product.imageUrl ?? '',
    item.whyMatched,
  ]);
  const missing = list.unmatched.map((entry) => [
    groupKey(entry, by),
    entry.need.name,
    entry.need.source,
    '',
    '',
    entry.need.quantity,
    '',
    '',
    entry.bestConfidence ?? '',
    'unmatched',
    '',
    entry.fallbackUrl,
    '',
    'no candidate scored 0.5 or more',
  ]);
  return [...shown, ...missing];
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The list as CSV: one row per product or unmatched need. */
export function shoppingCsv(list: ShoppingList, by: ShoppingGrouping): string {
  return [COLUMNS.join(','), ...rows(list, by).map((row) => row.map(csvCell).join(','))].join('\n');
}

/** The list as an XLSX workbook: the rows, then the total as a live SUM formula. */
export async function shoppingXlsx(list: ShoppingList, by: ShoppingGrouping): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Shopping list');
  sheet.addRow([...COLUMNS]);
  for (const row of rows(list, by)) sheet.addRow(row);
  const last = sheet.rowCount;
  sheet.addRow([
    'Total',
    '',
    '',
    '',
    '',
    '',
    '',
    { formula: `SUM(H2:H${last})`, result: list.totalCents / 100 },
  ]);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
