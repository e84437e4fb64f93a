import { readPdf } from '@quoin/testkit';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { EstimateExportInput } from './estimate-document.ts';
import { buildGoldenEstimate, TEST_NOW } from './test-support/build-golden-estimate.ts';
import { toCsv } from './to-csv.ts';
import { toMarkdown } from './to-markdown.ts';
import { toPdf } from './to-pdf.ts';
import { toXlsx, XLSX_SHEETS } from './to-xlsx.ts';

/** An interior painting job: its lines are CSI 09 91 00 by default; one line carries the contractor's own code. */
async function paintingWithOwnCode() {
  const input = structuredClone(await buildGoldenEstimate('interior-painting'));
  const first = input.estimate.groups[0]!.items[0]!;
  first.costCode = '09-900 OWN';
  return { input, first };
}

describe('cost codes in every export', () => {
  it.each([
    ['CSV', async (input: EstimateExportInput) => toCsv(input)],
    ['Markdown', async (input: EstimateExportInput) => toMarkdown(input)],
    [
      'PDF',
      async (input: EstimateExportInput) => (await readPdf(await toPdf(input, { now: TEST_NOW }))).text,
    ],
    [
      'XLSX',
      async (input: EstimateExportInput) => {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load((await toXlsx(input)) as unknown as ArrayBuffer);
        const sheet = workbook.getWorksheet(XLSX_SHEETS.lineItems)!;
        const codes: string[] = [];
        sheet.getColumn('T').eachCell((cell) => codes.push(String(cell.value)));
        return codes.join('\n');
      },
    ],
  ])('%s shows the default CSI code and the line’s own code', async (_format, render) => {
    const { input } = await paintingWithOwnCode();
    const text = await render(input);
    expect(text).toContain('09 91 00');
    expect(text).toContain('09-900 OWN');
  });
});
