import {
  alternateOfItem,
  costCodeOf,
  type Estimate,
  formatEstimateNumber,
  type LineItem,
  roundCents,
  unitPriceCents,
} from '@quoin/core';
import type { CompanyProfile } from '@quoin/protocol';
import { centsToDecimal } from './cents-to-decimal.ts';
import { neutralizeCsvFormula } from './escapes/csv-formula.ts';
import type { EstimateExportInput } from './estimate-document.ts';
import { companySummary } from './proposal/company-summary.ts';

/**
 * Columns of the CSV export. One row per line item (`row_type` item), one per material bought for an assembly
 * (`material`, its cost is already inside the parent item's `extended`), then the estimate totals (`total`,
 * amount in `extended`). `cost_code` is the line's
 * cost code (CSI MasterFormat by default). Money is dollars with two decimals and no symbol, so spreadsheets read numbers.
 * `rate` is the line's own rate (labor per unit for an assembly); `unit_price` is extended ÷ quantity, so
 * quantity × unit_price = extended as in the proposal's Unit price column. `alternate` (add or deduct) and
 * `alternate_decision` (pending, accepted, declined) mark a line offered as an option, alone or with its group.
 * New columns are appended, so readers by position keep working.
 */
export const CSV_COLUMNS = [
  'row_type',
  'group',
  'item_id',
  'type',
  'title',
  'quantity',
  'uom',
  'rate',
  'labor',
  'labor_markup',
  'material',
  'material_markup',
  'equipment',
  'equipment_markup',
  'permit',
  'allowance',
  'extended',
  'pricing_state',
  'source_kind',
  'source',
  'price_date',
  'package_math',
  'cost_code',
  'unit_price',
  'alternate',
  'alternate_decision',
] as const;

type CsvRow = Partial<Record<(typeof CSV_COLUMNS)[number], string | number>>;

/**
 * RFC 4180 quoting: a cell with a comma, quote or line break is quoted and its quotes doubled. Text that a
 * spreadsheet would run as a formula is neutralized first (`neutralizeCsvFormula`).
 */
export function quoteCsvCell(value: string | number | undefined): string {
  const text =
    value === undefined ? '' : typeof value === 'number' ? String(value) : neutralizeCsvFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function itemSource(item: LineItem): { kind: string; name: string; date: string } {
  const provenance = item.price ?? item.materials[0]?.provenance;
  if (provenance) {
    return { kind: provenance.sourceKind, name: provenance.sourceName, date: provenance.priceDate ?? '' };
  }
  return { kind: item.labor ? 'labor' : '', name: item.labor?.formula ?? '', date: '' };
}

function alternateCells(alternate: ReturnType<typeof alternateOfItem>): CsvRow {
  return alternate ? { alternate: alternate.kind, alternate_decision: alternate.decision } : {};
}

/** With a company profile the CSV opens with who issues it, as the PDF proposal does. */
export interface CsvOptions {
  company?: CompanyProfile;
}

const COMPANY_FIELDS = [
  ['name', 'name'],
  ['license', 'licenseNumber'],
  ['address', 'address'],
  ['phone', 'phone'],
  ['email', 'email'],
  ['website', 'website'],
] as const;

/**
 * The rows before the lines: the company (`row_type` company: the field in `group`, its value in `title`) and
 * the estimate's header (`row_type` header: estimate number, client, job address, issue date).
 */
function documentRows(estimate: Estimate, company: CompanyProfile | undefined): CsvRow[] {
  const rows: CsvRow[] = [];
  if (company) {
    const summary = companySummary(company);
    for (const [label, field] of COMPANY_FIELDS) {
      const value = summary[field];
      if (value) rows.push({ row_type: 'company', group: label, title: value });
    }
  }
  const header = estimate.header;
  const headerFields: [string, string | undefined][] = [
    ['estimate_number', header?.estimateNumber ? formatEstimateNumber(header.estimateNumber) : undefined],
    ['client', header?.clientName],
    ['job_address', header?.jobAddress],
    ['issued_on', header?.issuedOn],
  ];
  for (const [label, value] of headerFields) {
    if (value) rows.push({ row_type: 'header', group: label, title: value });
  }
  return rows;
}

/** The estimate as CSV (columns in `CSV_COLUMNS`), CRLF line ends as RFC 4180 asks. */
export function toCsv({ estimate, totals }: EstimateExportInput, options: CsvOptions = {}): string {
  const rows: CsvRow[] = documentRows(estimate, options.company);
  for (const group of estimate.groups) {
    for (const item of group.items) {
      const itemTotals = totals.byItem[item.id];
      const source = itemSource(item);
      rows.push({
        row_type: 'item',
        group: group.name,
        item_id: item.id,
        type: item.type,
        title: item.title,
        quantity: item.quantity,
        uom: item.uom,
        rate: centsToDecimal(item.rateCents),
        ...(itemTotals && {
          labor: centsToDecimal(itemTotals.laborCents),
          labor_markup: centsToDecimal(itemTotals.laborMarkupCents),
          material: centsToDecimal(itemTotals.materialCents),
          material_markup: centsToDecimal(itemTotals.materialMarkupCents),
          equipment: centsToDecimal(itemTotals.equipmentCents),
          equipment_markup: centsToDecimal(itemTotals.equipmentMarkupCents),
          permit: centsToDecimal(itemTotals.permitCents),
          allowance: centsToDecimal(itemTotals.allowanceCents),
          extended: centsToDecimal(itemTotals.extendedCents),
        }),
        pricing_state: item.pricingState,
        source_kind: source.kind,
        source: source.name,
        price_date: source.date,
        cost_code: costCodeOf(item, group).code,
        ...(itemTotals && {
          unit_price: centsToDecimal(unitPriceCents(itemTotals.extendedCents, item.quantity)),
        }),
        ...alternateCells(alternateOfItem(group, item)),
      });
      // A material line's attached product only documents the line's own price; listing it again would
      // suggest a second cost.
      if (item.type !== 'assembly' || item.laborOnly) continue;
      for (const material of item.materials) {
        rows.push({
          row_type: 'material',
          group: group.name,
          item_id: item.id,
          type: material.role,
          title: material.name,
          quantity: material.packages,
          uom: material.packageUnit,
          rate: centsToDecimal(material.priceCents),
          material: centsToDecimal(roundCents(material.priceCents * material.packages)),
          source_kind: material.provenance.sourceKind,
          source: material.provenance.sourceName,
          price_date: material.provenance.priceDate ?? '',
          package_math: material.provenance.packageMath?.formula ?? '',
        });
      }
    }
  }
  const totalRows: [string, number][] = [
    ['Subtotal', totals.subtotalCents],
    ['Tax', totals.taxCents],
    ['Contingency', totals.contingencyCents],
    ['Overhead', totals.overheadCents],
    ['Profit', totals.profitCents],
    ['Grand total', totals.grandTotalCents],
  ];
  for (const [title, amountCents] of totalRows) {
    rows.push({ row_type: 'total', title, extended: centsToDecimal(amountCents) });
  }
  const lines = [
    CSV_COLUMNS.join(','),
    ...rows.map((row) => CSV_COLUMNS.map((c) => quoteCsvCell(row[c])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
