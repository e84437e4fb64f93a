import { computeEstimateTotals } from '@quoin/core';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { EstimateExportInput } from '../estimate-document.ts';
import { parseProposalMarkup } from '../render-proposal-markup.ts';
import { buildGoldenEstimate, TEST_NOW } from '../test-support/build-golden-estimate.ts';
import { toCsv } from '../to-csv.ts';
import { toMarkdown } from '../to-markdown.ts';
import { renderProposalText } from '../to-pdf.ts';
import { toXlsx } from '../to-xlsx.ts';

// Issue 14, finding 5: line breaks and table syntax in a line title added rows and headings to the PDF
// proposal and the Markdown; a title starting with =, +, -, @ became a live formula in the CSV.
const INJECTING = 'Tile\n## Injected heading\n| Fake row | 1 | ea | $0.00 |\n- Injected bullet';
const FORMULA = '=HYPERLINK("http://evil.example","click")';
const HTML = '<img src=x onerror=alert(1)> [link](javascript:alert(1)) &lt;';

async function hostileEstimate(): Promise<EstimateExportInput> {
  const { estimate } = structuredClone(await buildGoldenEstimate('bathroom-remodel'));
  const [first, second, third] = estimate.groups.flatMap((group) => group.items);
  first!.title = INJECTING;
  second!.title = FORMULA;
  third!.title = `${HTML}\u0001\u0007`;
  estimate.title = '# Title\n## Injected estimate heading';
  estimate.groups[0]!.name = '@Group\n|* Fake | bold |';
  estimate.assumptions = ['line one\n## Injected from an assumption'];
  return { estimate, totals: computeEstimateTotals(estimate) };
}

describe('hostile text in every export format', () => {
  it('Markdown: one line per title, nothing injected, HTML escaped', async () => {
    const markdown = toMarkdown(await hostileEstimate());
    const lines = markdown.split('\n');
    // The estimate's title is the one heading, on one line, its own "#" escaped.
    expect(lines.filter((line) => /^#+ .*Injected/.test(line))).toEqual([
      '# \\# Title ## Injected estimate heading',
    ]);
    expect(lines.filter((line) => line.startsWith('| Fake row'))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('- Injected'))).toEqual([]);
    expect(markdown).not.toMatch(/(?<!\\)<img/);
    expect(markdown).toContain('\\<img');
    const row = lines.find((line) => line.includes('Injected heading'));
    // The title's own pipes are escaped, so its row still has the table's six cells (code, item, qty…).
    expect(row?.split(/(?<!\\)\|/).length).toBe(8);
  });

  it('PDF proposal: the title stays one cell of one row; no heading, row or bullet is added', async () => {
    const blocks = parseProposalMarkup(renderProposalText(await hostileEstimate(), { now: TEST_NOW }));
    const texts = blocks.flatMap((block) => ('text' in block ? [[block.kind, block.text]] : []));
    expect(texts.filter(([kind, text]) => kind !== 'paragraph' && /Injected/.test(text ?? ''))).toEqual([
      ['heading', 'Proposal: # Title ## Injected estimate heading'],
      ['bullet', 'line one ## Injected from an assumption'],
    ]);
    const rows = blocks.filter((block) => block.kind === 'row');
    // The item cell is the line's cost code, then its title.
    const costCode = /^\d\d \d\d \d\d\s+/;
    const injected = rows.find((row) => row.cells[0]?.replace(costCode, '').startsWith('Tile'));
    expect(injected?.cells).toHaveLength(5);
    expect(injected?.cells[0]?.replace(costCode, '')).toBe(INJECTING.replace(/\n/g, ' '));
    expect(rows.some((row) => row.cells[0] === 'Fake row' || row.cells[0] === 'Fake')).toBe(false);
    expect(rows.find((row) => row.cells[0]?.startsWith('Subtotal, @Group'))?.cells).toHaveLength(5);
  });

  it('CSV: a title that starts a formula is text to a spreadsheet', async () => {
    const rows = parse(toCsv(await hostileEstimate()), { columns: true }) as Record<string, string>[];
    const titles = rows.map((row) => row.title);
    expect(titles).toContain(`'${FORMULA}`);
    expect(rows.map((row) => row.group)).toContain("'@Group\n|* Fake | bold |");
    expect(titles.filter((title) => /^[=+\-@]/.test(title ?? ''))).toEqual([]);
  });

  it('XLSX: hostile titles are string cells, never formulas, and the workbook opens', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx(await hostileEstimate())) as unknown as ArrayBuffer);
    const values: unknown[] = [];
    for (const sheet of workbook.worksheets)
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          values.push(cell.value);
        });
      });
    expect(values).toContain(FORMULA);
    const controls = (value: unknown) =>
      typeof value === 'string' && (value.includes('\u0001') || value.includes('\u0007'));
    expect(values.filter(controls)).toEqual([]);
    const formulas = values.filter(
      (value) => typeof value === 'object' && value !== null && 'formula' in value,
    );
    expect(formulas.some((value) => JSON.stringify(value).includes('evil'))).toBe(false);
  });
});
