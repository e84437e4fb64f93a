import type { EstimateTotals } from '@quoin/core';
import type ExcelJS from 'exceljs';

const MONEY_FORMAT = '"$"#,##0.00';

/**
 * The Alternates sheet: each option with its price (add +, deduct −) and the client's answer, then the base
 * bid (the Summary's grand total, a live reference), the accepted alternates (a SUMIF over the answers) and the
 * contract total. The other sheets hold the base bid only, so their formulas still add up to it.
 */
export function writeAlternatesSheet(
  sheet: ExcelJS.Worksheet,
  totals: EstimateTotals,
  baseBidFormula: string,
): void {
  sheet.columns = [
    { header: 'Alternate', key: 'A', width: 48 },
    { header: 'Kind', key: 'B', width: 10 },
    { header: 'Amount', key: 'C', width: 14 },
    { header: 'Client', key: 'D', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  let row = 2;
  for (const alternate of totals.alternates) {
    sheet.getCell(`A${row}`).value = alternate.title;
    sheet.getCell(`B${row}`).value = alternate.kind;
    sheet.getCell(`C${row}`).value = alternate.signedCents / 100;
    sheet.getCell(`D${row}`).value = alternate.decision;
    row += 1;
  }
  const last = row - 1;
  row += 1;
  const rows: [string, string, number][] = [
    ['Base bid', baseBidFormula, totals.baseBidCents],
    ['Accepted alternates', `SUMIF(D2:D${last},"accepted",C2:C${last})`, totals.acceptedAlternatesCents],
    ['Contract total', `C${row}+C${row + 1}`, totals.grandTotalCents],
  ];
  for (const [label, formula, cents] of rows) {
    sheet.getCell(`A${row}`).value = label;
    sheet.getCell(`C${row}`).value = { formula, result: cents / 100, date1904: false };
    row += 1;
  }
  sheet.getRow(row - 1).font = { bold: true };
  sheet.getColumn('C').numFmt = MONEY_FORMAT;
}
