import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildExportCase, buildGoldenEstimate, EXPORT_CASES } from './test-support/build-golden-estimate.ts';
import { workbookEvaluator } from './test-support/evaluate-workbook.ts';
import { toXlsx, XLSX_SHEETS } from './to-xlsx.ts';

async function readBack(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

function findRow(sheet: ExcelJS.Worksheet, column: string, text: string): number {
  for (let row = 1; row <= sheet.rowCount; row += 1) {
    if (sheet.getCell(`${column}${row}`).value === text) return row;
  }
  throw new Error(`no row with ${text} in ${sheet.name}!${column}`);
}

const cents = (dollars: number) => Math.round(dollars * 100);

// The first case loads exceljs and builds a golden estimate: over 5 s on a loaded 2-core machine (seen failing).
describe('toXlsx', { timeout: 30_000 }, () => {
  it.each(EXPORT_CASES)('%s: the formulas, recomputed, give the engine totals', async (name) => {
    const input = await buildExportCase(name);
    const workbook = await readBack(await toXlsx(input));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      XLSX_SHEETS.summary,
      XLSX_SHEETS.lineItems,
    ]);
    const summary = workbook.getWorksheet(XLSX_SHEETS.summary)!;
    const lines = workbook.getWorksheet(XLSX_SHEETS.lineItems)!;
    const grandRow = findRow(summary, 'A', 'Grand total');
    const grandCell = summary.getCell(`B${grandRow}`).value as ExcelJS.CellFormulaValue;
    expect(grandCell.formula).toMatch(/^SUM\(/);
    expect(cents(grandCell.result as number)).toBe(input.totals.grandTotalCents);

    const evaluator = workbookEvaluator(workbook);
    expect(cents(evaluator.valueOf(XLSX_SHEETS.summary, `B${grandRow}`))).toBe(input.totals.grandTotalCents);
    for (const group of input.estimate.groups) {
      const row = findRow(lines, 'B', `Subtotal ${group.name}`);
      expect(cents(evaluator.valueOf(XLSX_SHEETS.lineItems, `O${row}`))).toBe(
        input.totals.byGroup[group.id]!.extendedCents,
      );
    }
    // Every line's extended is a formula whose value is the engine's.
    for (const group of input.estimate.groups) {
      for (const item of group.items) {
        const row = findRow(lines, 'B', item.title);
        expect((lines.getCell(`O${row}`).value as ExcelJS.CellFormulaValue).formula).toBe(
          `SUM(G${row}:N${row})`,
        );
        expect(cents(evaluator.valueOf(XLSX_SHEETS.lineItems, `O${row}`))).toBe(
          input.totals.byItem[item.id]!.extendedCents,
        );
        // Unit price is Extended ÷ Quantity (Rate is the line's own labor rate), to half a cent per unit.
        const unit = lines.getCell(`U${row}`).value as ExcelJS.CellFormulaValue;
        expect(unit.formula).toBe(`IF(D${row}>0,ROUND(O${row}/D${row},2),O${row})`);
        if (item.quantity > 0)
          expect(
            Math.abs(
              item.quantity * cents(unit.result as number) - input.totals.byItem[item.id]!.extendedCents,
            ),
          ).toBeLessThanOrEqual(Math.ceil(item.quantity * 0.5));
      }
    }
  });

  it('is live: a changed quantity flows through the line, its group and the grand total', async () => {
    const input = await buildGoldenEstimate('interior-painting');
    const workbook = await readBack(await toXlsx(input));
    const lines = workbook.getWorksheet(XLSX_SHEETS.lineItems)!;
    const summary = workbook.getWorksheet(XLSX_SHEETS.summary)!;
    const group = input.estimate.groups.find((g) =>
      g.items.some((i) => i.type === 'assembly' && i.rateCents > 0),
    )!;
    const item = group.items.find((i) => i.type === 'assembly' && i.rateCents > 0)!;
    const row = findRow(lines, 'B', item.title);
    const grandRow = findRow(summary, 'A', 'Grand total');
    const evaluator = workbookEvaluator(workbook);
    const before = evaluator.valueOf(XLSX_SHEETS.summary, `B${grandRow}`);
    const laborBefore = evaluator.valueOf(XLSX_SHEETS.lineItems, `G${row}`);
    evaluator.set(XLSX_SHEETS.lineItems, `D${row}`, item.quantity * 2);
    const laborAfter = evaluator.valueOf(XLSX_SHEETS.lineItems, `G${row}`);
    expect(laborAfter).toBeCloseTo(laborBefore * 2, 1);
    expect(evaluator.valueOf(XLSX_SHEETS.summary, `B${grandRow}`)).toBeGreaterThan(before + laborBefore);
  });

  it('puts the title and the price sources on the summary', async () => {
    const input = await buildGoldenEstimate('roof-replacement');
    const workbook = await readBack(await toXlsx(input));
    const summary = workbook.getWorksheet(XLSX_SHEETS.summary)!;
    expect(summary.getCell('A1').value).toBe(input.estimate.title);
    const sourcesRow = findRow(summary, 'A', 'Price sources');
    expect(String(summary.getCell(`A${sourcesRow + 1}`).value)).toMatch(/^• /);
  });
});
