import {
  type Estimate,
  type EstimateTotals,
  formatEstimateNumber,
  unitPriceCents,
  uomLabel,
} from '@quoin/core';
import type { CompanyProfile } from '@quoin/protocol';
import type ExcelJS from 'exceljs';
import { foldMarkupsIntoPrices } from './client-prices.ts';
import { companyLines, termsParagraphs } from './company-lines.ts';
import { paymentSchedule } from './payment-schedule.ts';

const MONEY_FORMAT = '"$"#,##0.00';
const dollars = (amountCents: number) => amountCents / 100;

/**
 * The client's sheet of the workbook: the company's header and logo, each line at its price to the client
 * (markups folded in unless shown), the total, the payment schedule, terms and an acceptance block. Values,
 * not formulas: the working sheets keep the live formulas.
 */
export function writeProposalSheet(
  workbook: ExcelJS.Workbook,
  sheet: ExcelJS.Worksheet,
  input: { estimate: Estimate; totals: EstimateTotals },
  company: CompanyProfile,
  showMarkups: boolean,
): void {
  const { estimate, totals } = input;
  // Titles wrap inside their cell (never cut at the column's edge).
  sheet.columns = [
    { width: 56, style: { alignment: { wrapText: true, vertical: 'top' } } },
    { width: 10 },
    { width: 10 },
    { width: 14 },
    { width: 16 },
  ];
  let row = 1;
  if (company.logo) {
    const image = workbook.addImage({
      base64: company.logo.dataBase64,
      extension: company.logo.mediaType === 'image/png' ? 'png' : 'jpeg',
    });
    sheet.addImage(image, { tl: { col: 0, row: 0 }, ext: { width: 160, height: 54 } });
    sheet.getRow(1).height = 44;
    row = 2;
  }
  sheet.getCell(`A${row}`).value = company.name;
  sheet.getCell(`A${row}`).font = { bold: true, size: 14 };
  row += 1;
  for (const line of companyLines(company)) sheet.getCell(`A${row++}`).value = line;
  row += 1;
  sheet.getCell(`A${row}`).value = `Proposal: ${estimate.title}`;
  sheet.getCell(`A${row}`).font = { bold: true, size: 12 };
  row += 1;
  const header = estimate.header;
  const headerLines = [
    header?.estimateNumber ? `Estimate ${formatEstimateNumber(header.estimateNumber)}` : '',
    header?.clientName
      ? `Prepared for: ${header.clientName}${header.clientContact ? ` · ${header.clientContact}` : ''}`
      : '',
    header?.jobAddress ? `Job address: ${header.jobAddress.replace(/\s*\r?\n\s*/g, ', ')}` : '',
    header?.issuedOn
      ? `Issued ${header.issuedOn}${header.validityDays ? `, valid ${header.validityDays} days` : ''}`
      : '',
  ].filter((line) => line !== '');
  for (const line of headerLines) sheet.getCell(`A${row++}`).value = line;
  row += 1;
  const folded = foldMarkupsIntoPrices(
    totals,
    estimate.groups.flatMap((group) => group.items.map((item) => item.id)),
  );
  const cents = (id: string) =>
    showMarkups ? (totals.byItem[id]?.extendedCents ?? 0) : (folded.byItem[id] ?? 0);
  sheet.getRow(row).values = ['Item', 'Qty', 'Unit', 'Unit price', 'Amount'];
  sheet.getRow(row).font = { bold: true };
  row += 1;
  for (const group of estimate.groups) {
    sheet.getCell(`A${row}`).value = group.name;
    sheet.getCell(`A${row}`).font = { bold: true };
    row += 1;
    for (const item of group.items) {
      const amount = cents(item.id);
      sheet.getRow(row).values = [
        item.title,
        item.quantity,
        uomLabel(item.uom),
        dollars(unitPriceCents(amount, item.quantity)),
        dollars(amount),
      ];
      row += 1;
    }
  }
  row += 1;
  const totalRows: [string, number][] = showMarkups
    ? [
        ['Subtotal', totals.subtotalCents],
        ['Tax', totals.taxCents],
        ['Contingency', totals.contingencyCents],
        ['Overhead', totals.overheadCents],
        ['Profit', totals.profitCents],
      ]
    : [
        ['Subtotal', folded.subtotalCents],
        ['Tax', totals.taxCents],
      ];
  for (const [label, amountCents] of [...totalRows, ['Total', totals.grandTotalCents] as [string, number]]) {
    sheet.getCell(`A${row}`).value = label;
    sheet.getCell(`E${row}`).value = dollars(amountCents);
    if (label === 'Total') sheet.getRow(row).font = { bold: true };
    row += 1;
  }
  row += 1;
  sheet.getCell(`A${row}`).value = 'Payment schedule';
  sheet.getCell(`A${row}`).font = { bold: true };
  row += 1;
  for (const payment of paymentSchedule(
    totals.grandTotalCents,
    company.depositPercent,
    company.paymentSchedule,
  )) {
    sheet.getRow(row).values = [
      payment.label,
      `${Number(payment.percent.toFixed(2))}%`,
      '',
      '',
      dollars(payment.amountCents),
    ];
    row += 1;
  }
  const terms = termsParagraphs(company);
  if (terms.length > 0) {
    row += 1;
    sheet.getCell(`A${row}`).value = 'Terms and conditions';
    sheet.getCell(`A${row}`).font = { bold: true };
    row += 1;
    for (const paragraph of terms) sheet.getCell(`A${row++}`).value = paragraph;
  }
  row += 1;
  sheet.getCell(`A${row}`).value = 'Acceptance';
  sheet.getCell(`A${row}`).font = { bold: true };
  row += 1;
  for (const label of ['Name:', 'Signature:', 'Date:'])
    sheet.getCell(`A${row++}`).value = `${label} ____________________`;
  for (const column of ['D', 'E']) sheet.getColumn(column).numFmt = MONEY_FORMAT;
}
