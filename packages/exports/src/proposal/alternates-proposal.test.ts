import { computeEstimateTotals, formatCents } from '@quoin/core';
import { readPdf } from '@quoin/testkit';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildEstimateWithEveryLineType, TEST_NOW } from '../test-support/build-golden-estimate.ts';
import { toMarkdown } from '../to-markdown.ts';
import { renderProposalText, toPdf } from '../to-pdf.ts';
import { toXlsx } from '../to-xlsx.ts';

const COMPANY = { name: 'Oak & Sons', depositPercent: 0, paymentSchedule: [], proposalShowsMarkups: false };

/** The every-line-type estimate with its second group's first line an add alternate, accepted or not. */
async function withAlternate(decision: 'pending' | 'accepted') {
  const { estimate } = structuredClone(await buildEstimateWithEveryLineType());
  estimate.settings = { ...estimate.settings, overheadPercent: 10, profitPercent: 10 };
  const line = estimate.groups.flatMap((group) => group.items).find((item) => item.type === 'assembly')!;
  line.alternate = { kind: 'add', decision };
  return { line, input: { estimate, totals: computeEstimateTotals(estimate) } };
}

// Builds golden estimates and PDFs: seconds on a loaded 2-core machine.
describe('alternates on the client proposal', { timeout: 30_000 }, () => {
  it.each(['pending', 'accepted'] as const)(
    'lists a %s alternate apart, with its price and boxes, and the base bid beside the total',
    async (decision) => {
      const { line, input } = await withAlternate(decision);
      const [row] = input.totals.alternates;
      const text = renderProposalText(input, { now: TEST_NOW, company: COMPANY });
      expect(text).toContain('## Alternates');
      const box = decision === 'accepted' ? '[x] Accept   [ ] Decline' : '[ ] Accept   [ ] Decline';
      expect(text).toContain(
        `| ${line.title} | Add alternate | +${formatCents(row!.amountCents)} | ${box} |`,
      );
      expect(text).toContain(`|* Base bid | ${formatCents(input.totals.baseBidCents)} |`);
      expect(text).toContain(`|* Total | ${formatCents(input.totals.grandTotalCents)} |`);
      // The scope's tables are the base bid: the alternate's line is listed once, under Alternates.
      expect(text.split(line.title).length - 1).toBe(1);
    },
  );

  it('prints alternates in Markdown and in the PDF', async () => {
    const { line, input } = await withAlternate('accepted');
    const markdown = toMarkdown(input, { company: COMPANY });
    expect(markdown).toContain('## Alternates');
    expect(markdown).toContain(`| **Base bid** | **${formatCents(input.totals.baseBidCents)}** |`);
    expect(markdown).toMatch(
      new RegExp(`\\| ${line.title} \\| Add alternate \\| \\+\\$[\\d,]+\\.\\d\\d \\|`),
    );
    const { text: pdf } = await readPdf(await toPdf(input, { now: TEST_NOW, company: COMPANY }));
    expect(pdf).toContain('Alternates');
    expect(pdf).toContain('Add alternate');
  });

  it('keeps the workbook base bid apart and adds an Alternates sheet with the contract total', async () => {
    const { line, input } = await withAlternate('accepted');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx(input)) as unknown as ArrayBuffer);
    const lines = workbook.getWorksheet('Line items')!;
    const titles: unknown[] = [];
    lines.eachRow((row) => titles.push(row.getCell('B').value));
    expect(titles).not.toContain(line.title);
    const sheet = workbook.getWorksheet('Alternates')!;
    expect(sheet.getCell('A2').value).toBe(line.title);
    const results: Record<string, number> = {};
    sheet.eachRow((row) => {
      const value = row.getCell('C').value as { result?: number } | null;
      if (typeof row.getCell('A').value === 'string' && value && typeof value === 'object')
        results[row.getCell('A').value as string] = value.result ?? Number.NaN;
    });
    expect(results['Base bid']).toBe(input.totals.baseBidCents / 100);
    expect(results['Contract total']).toBe(input.totals.grandTotalCents / 100);
  });
});
