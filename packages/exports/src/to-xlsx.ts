import {
  costCodeOf,
  type Estimate,
  type EstimateTotals,
  type Group,
  type LineItem,
  roundCents,
  unitPriceCents,
} from '@quoin/core';
import type { CompanyProfile } from '@quoin/protocol';
import type ExcelJS from 'exceljs';
import { collectPriceSources } from './collect-price-sources.ts';
import { mapStrings } from './escapes/map-strings.ts';
import { xmlText } from './escapes/xml-text.ts';
import type { EstimateExportInput } from './estimate-document.ts';
import { baseBidEstimate } from './proposal/alternate-rows.ts';
import { writeAlternatesSheet } from './proposal/xlsx-alternates-sheet.ts';
import { writeProposalSheet } from './proposal/xlsx-proposal-sheet.ts';

/** With a company profile the workbook opens on a Proposal sheet for the client (see writeProposalSheet). */
export interface XlsxOptions {
  company?: CompanyProfile;
  /** Show contingency, overhead and profit on the Proposal sheet; the company's setting when omitted. */
  showMarkups?: boolean;
}

/** Sheet names; formulas on the Summary sheet refer to the line items by this name. */
export const XLSX_SHEETS = { summary: 'Summary', lineItems: 'Line items' } as const;

/**
 * Columns of the Line items sheet. Money columns G–N are the cost buckets of `computeItemTotals`; O (extended)
 * is their sum; P and Q hold each line's markup percentages so a change there recomputes the markups. F (Rate) is
 * the line's own rate (labor per unit for an assembly); U (Unit price) is O ÷ D, so Quantity × Unit price =
 * Extended as in the proposal.
 */
export const LINE_ITEM_COLUMNS = [
  ['A', 'Group', 22],
  ['B', 'Item', 48],
  ['C', 'Type', 10],
  ['D', 'Quantity', 10],
  ['E', 'Unit', 8],
  ['F', 'Rate', 12],
  ['G', 'Labor', 12],
  ['H', 'Labor markup', 12],
  ['I', 'Material', 12],
  ['J', 'Material markup', 12],
  ['K', 'Equipment', 12],
  ['L', 'Equipment markup', 12],
  ['M', 'Permit', 12],
  ['N', 'Allowance', 12],
  ['O', 'Extended', 14],
  ['P', 'Labor markup %', 10],
  ['Q', 'Material markup %', 10],
  ['R', 'Pricing', 12],
  ['S', 'Price source', 60],
  ['T', 'Cost code', 12],
  ['U', 'Unit price', 12],
] as const;

const MONEY_COLUMNS = ['G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O'] as const;
const MONEY_FORMAT = '"$"#,##0.00';
const LINES = `'${XLSX_SHEETS.lineItems}'`;

const dollars = (amountCents: number) => amountCents / 100;

/** A formula cell that also carries the value Quoin computed, for readers that do not recalculate. */
function formula(text: string, resultCents: number): ExcelJS.CellFormulaValue {
  return { formula: text, result: dollars(resultCents), date1904: false };
}

/** Cost bucket → (amount column, markup column, markup % column) for the line's type. */
const BUCKET_OF_TYPE: Partial<
  Record<LineItem['type'], { amount: string; markup?: string; percent?: string }>
> = {
  assembly: { amount: 'G', markup: 'H', percent: 'P' },
  material: { amount: 'I', markup: 'J', percent: 'Q' },
  equipment: { amount: 'K', markup: 'L', percent: 'Q' },
  permit: { amount: 'M' },
  allowance: { amount: 'N' },
};

function writeItemRow(
  sheet: ExcelJS.Worksheet,
  row: number,
  group: Group,
  item: LineItem,
  input: EstimateExportInput,
) {
  const { estimate, totals } = input;
  const itemTotals = totals.byItem[item.id];
  const labor = item.laborMarkupPercent ?? estimate.settings.laborMarkupPercent;
  const material = item.materialMarkupPercent ?? estimate.settings.materialMarkupPercent;
  const provenance = item.price ?? item.materials[0]?.provenance;
  sheet.getRow(row).values = [
    group.name,
    item.title,
    item.type,
    item.quantity,
    item.uom,
    dollars(item.rateCents),
  ];
  for (const column of MONEY_COLUMNS) sheet.getCell(`${column}${row}`).value = 0;
  sheet.getCell(`P${row}`).value = labor;
  sheet.getCell(`Q${row}`).value = material;
  sheet.getCell(`R${row}`).value = item.pricingState;
  sheet.getCell(`T${row}`).value = costCodeOf(item, group).code;
  sheet.getCell(`S${row}`).value = provenance
    ? `${provenance.sourceKind}: ${provenance.sourceName}${provenance.priceDate ? ` (${provenance.priceDate})` : ''}`
    : (item.labor?.formula ?? '');
  const bucket = BUCKET_OF_TYPE[item.type];
  if (bucket && itemTotals) {
    const amountCents =
      item.type === 'permit'
        ? itemTotals.permitCents
        : item.type === 'allowance'
          ? itemTotals.allowanceCents
          : 0;
    const bucketCents: Record<string, number> = {
      G: itemTotals.laborCents,
      H: itemTotals.laborMarkupCents,
      I: itemTotals.materialCents,
      J: itemTotals.materialMarkupCents,
      K: itemTotals.equipmentCents,
      L: itemTotals.equipmentMarkupCents,
      M: amountCents,
      N: amountCents,
    };
    sheet.getCell(`${bucket.amount}${row}`).value = formula(
      `ROUND(D${row}*F${row},2)`,
      bucketCents[bucket.amount] ?? 0,
    );
    if (item.type === 'assembly' && !item.laborOnly) {
      // Materials attached to an assembly are bought in packages; their sum is a value, each product priced once.
      const materialCents = item.materials.reduce((sum, m) => sum + roundCents(m.priceCents * m.packages), 0);
      sheet.getCell(`I${row}`).value = dollars(materialCents);
      sheet.getCell(`J${row}`).value = formula(
        `ROUND(I${row}*Q${row}/100,2)`,
        itemTotals.materialMarkupCents,
      );
    }
    if (bucket.markup && bucket.percent) {
      sheet.getCell(`${bucket.markup}${row}`).value = formula(
        `ROUND(${bucket.amount}${row}*${bucket.percent}${row}/100,2)`,
        bucketCents[bucket.markup] ?? 0,
      );
    }
  }
  const extendedCents = itemTotals?.extendedCents ?? 0;
  sheet.getCell(`O${row}`).value = formula(`SUM(G${row}:N${row})`, extendedCents);
  sheet.getCell(`U${row}`).value = formula(
    `IF(D${row}>0,ROUND(O${row}/D${row},2),O${row})`,
    unitPriceCents(extendedCents, item.quantity),
  );
}

function bucketCentsOf(totals: EstimateTotals['byGroup'][string] | undefined, column: string): number {
  if (!totals) return 0;
  const byColumn: Record<string, number> = {
    G: totals.laborCents,
    H: totals.laborMarkupCents,
    I: totals.materialCents,
    J: totals.materialMarkupCents,
    K: totals.equipmentCents,
    L: totals.equipmentMarkupCents,
    M: totals.permitCents,
    N: totals.allowanceCents,
    O: totals.extendedCents,
  };
  return byColumn[column] ?? 0;
}

/** Writes the Line items sheet; returns the subtotal row of each group and the row of the overall total. */
function writeLineItems(sheet: ExcelJS.Worksheet, input: EstimateExportInput) {
  sheet.columns = LINE_ITEM_COLUMNS.map(([key, header, width]) => ({ key, header, width }));
  // A long title wraps in its cell instead of being cut at the column's edge.
  sheet.getColumn('B').alignment = { wrapText: true, vertical: 'top' };
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  let row = 2;
  const subtotalRows: { group: Group; row: number }[] = [];
  for (const group of input.estimate.groups) {
    sheet.getCell(`A${row}`).value = group.name;
    sheet.getRow(row).font = { bold: true };
    row += 1;
    const firstRow = row;
    for (const item of group.items) {
      writeItemRow(sheet, row, group, item, input);
      row += 1;
    }
    sheet.getCell(`B${row}`).value = `Subtotal ${group.name}`;
    for (const column of MONEY_COLUMNS) {
      const cents = bucketCentsOf(input.totals.byGroup[group.id], column);
      sheet.getCell(`${column}${row}`).value =
        row > firstRow ? formula(`SUM(${column}${firstRow}:${column}${row - 1})`, cents) : 0;
    }
    sheet.getRow(row).font = { bold: true };
    subtotalRows.push({ group, row });
    row += 2;
  }
  sheet.getCell(`B${row}`).value = 'Total';
  for (const column of MONEY_COLUMNS) {
    const refs = subtotalRows.map((subtotal) => `${column}${subtotal.row}`);
    sheet.getCell(`${column}${row}`).value =
      refs.length > 0 ? formula(`SUM(${refs.join(',')})`, bucketCentsOf(input.totals, column)) : 0;
  }
  sheet.getRow(row).font = { bold: true };
  for (const column of [...MONEY_COLUMNS, 'F', 'U']) sheet.getColumn(column).numFmt = MONEY_FORMAT;
  return { subtotalRows, totalRow: row };
}

function writeNotes(sheet: ExcelJS.Worksheet, estimate: Estimate, startRow: number): void {
  let row = startRow;
  const sections: [string, readonly string[]][] = [
    ['Assumptions', estimate.assumptions],
    ['Questions', estimate.questions],
    ['Exclusions', estimate.exclusions],
    [
      'Price sources',
      collectPriceSources(estimate).map(
        (source) =>
          `${source.sourceKind}: ${source.sourceName}${source.priceDate ? ` (prices dated ${source.priceDate})` : ''}`,
      ),
    ],
  ];
  for (const [title, entries] of sections) {
    if (entries.length === 0) continue;
    sheet.getCell(`A${row}`).value = title;
    sheet.getCell(`A${row}`).font = { bold: true };
    row += 1;
    for (const entry of entries) {
      sheet.getCell(`A${row}`).value = `• ${entry}`;
      row += 1;
    }
    row += 1;
  }
}

/** Writes the Summary sheet, whose group amounts and totals are formulas over the Line items sheet. */
function writeSummary(
  sheet: ExcelJS.Worksheet,
  input: EstimateExportInput,
  lineItems: ReturnType<typeof writeLineItems>,
): number {
  const { estimate, totals } = input;
  const { settings } = estimate;
  sheet.columns = [{ width: 44 }, { width: 16 }, { width: 10 }];
  sheet.getCell('A1').value = estimate.title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  const where = estimate.location;
  sheet.getCell('A2').value = where
    ? `${where.area}, ${where.state}${where.zip3 ? ` (ZIP3 ${where.zip3})` : ''}`
    : 'National average';
  sheet.getCell('A3').value =
    `State: ${estimate.lifecycleState} · quality score: ${estimate.qualityScore ?? '—'}/100`;
  sheet.getRow(5).values = ['Group', 'Amount', 'Rate %'];
  sheet.getRow(5).font = { bold: true };
  let row = 6;
  for (const { group, row: subtotalRow } of lineItems.subtotalRows) {
    sheet.getCell(`A${row}`).value = group.name;
    sheet.getCell(`B${row}`).value = formula(
      `${LINES}!O${subtotalRow}`,
      totals.byGroup[group.id]?.extendedCents ?? 0,
    );
    row += 1;
  }
  const groupRange = row > 6 ? `B6:B${row - 1}` : undefined;
  const subtotal = row;
  sheet.getCell(`A${subtotal}`).value = 'Subtotal';
  sheet.getCell(`B${subtotal}`).value = groupRange ? formula(`SUM(${groupRange})`, totals.subtotalCents) : 0;
  // The same order and bases as computeEstimateTotals: tax on material cost, then each percentage on the
  // running total, each rounded once.
  const levels: [string, number, string, number][] = [
    ['Tax on materials', settings.taxRatePercent, `${LINES}!I${lineItems.totalRow}`, totals.taxCents],
    ['Contingency', settings.contingencyPercent, `B${subtotal}+B${subtotal + 1}`, totals.contingencyCents],
    [
      'Overhead',
      settings.overheadPercent,
      `B${subtotal}+B${subtotal + 1}+B${subtotal + 2}`,
      totals.overheadCents,
    ],
    [
      'Profit',
      settings.profitPercent,
      `B${subtotal}+B${subtotal + 1}+B${subtotal + 2}+B${subtotal + 3}`,
      totals.profitCents,
    ],
  ];
  levels.forEach(([label, percent, base, cents], index) => {
    const at = subtotal + 1 + index;
    sheet.getCell(`A${at}`).value = label;
    sheet.getCell(`C${at}`).value = percent;
    sheet.getCell(`B${at}`).value = formula(`ROUND((${base})*C${at}/100,2)`, cents);
  });
  const grand = subtotal + 5;
  sheet.getCell(`A${grand}`).value = 'Grand total';
  sheet.getCell(`B${grand}`).value = formula(`SUM(B${subtotal}:B${subtotal + 4})`, totals.grandTotalCents);
  sheet.getRow(grand).font = { bold: true };
  sheet.getColumn('B').numFmt = MONEY_FORMAT;
  writeNotes(sheet, estimate, grand + 2);
  return grand;
}

/**
 * The estimate as an Excel workbook: a Summary sheet and a Line items sheet. Extended amounts, group subtotals
 * and every total are live formulas (Excel recomputes them when a quantity, rate or percentage changes); each
 * formula cell also stores Quoin's computed value.
 */
export async function toXlsx(input: EstimateExportInput, options: XlsxOptions = {}): Promise<Buffer> {
  // Loaded on first use: exceljs takes a third of a second to load, which every other command would pay.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  workbook.creator = 'Quoin';
  if (input.estimate.updatedAt) workbook.created = new Date(input.estimate.updatedAt);
  workbook.calcProperties.fullCalcOnLoad = true;
  const proposal = options.company ? workbook.addWorksheet('Proposal') : undefined;
  const summary = workbook.addWorksheet(XLSX_SHEETS.summary);
  const lines = workbook.addWorksheet(XLSX_SHEETS.lineItems);
  // Text is written as text (exceljs never reads "=…" in a string as a formula); XML-invalid characters go.
  // With alternates the sheets hold the base bid (their formulas add up to it); the Alternates sheet adds the rest.
  const alternates = input.totals.alternates.length > 0;
  const base = alternates
    ? {
        estimate: baseBidEstimate(input.estimate),
        totals: { ...input.totals, grandTotalCents: input.totals.baseBidCents },
      }
    : input;
  const safe = { ...base, estimate: mapStrings(base.estimate, xmlText) };
  const lineItems = writeLineItems(lines, safe);
  const grandRow = writeSummary(summary, safe, lineItems);
  if (alternates)
    writeAlternatesSheet(
      workbook.addWorksheet('Alternates'),
      mapStrings(input.totals, xmlText),
      `'${XLSX_SHEETS.summary}'!B${grandRow}`,
    );
  if (proposal && options.company) {
    const company = mapStrings(options.company, xmlText);
    const show = options.showMarkups ?? company.proposalShowsMarkups;
    writeProposalSheet(workbook, proposal, safe, company, show);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
