import { computeEstimateTotals, formatCents } from '@quoin/core';
import type { CompanyProfile } from '@quoin/protocol';
import { readPdf } from '@quoin/testkit';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseProposalMarkup } from '../render-proposal-markup.ts';
import {
  buildEstimateWithEveryLineType,
  buildGoldenEstimate,
  TEST_NOW,
} from '../test-support/build-golden-estimate.ts';
import { toMarkdown } from '../to-markdown.ts';
import { renderProposalText, toPdf } from '../to-pdf.ts';
import { toXlsx } from '../to-xlsx.ts';

/** The smallest PNG there is (1 × 1, transparent). */
export const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const COMPANY: CompanyProfile = {
  name: 'Oak & Sons Remodeling',
  licenseNumber: 'CSLB 1045521',
  address: '12 Elm St\nSan Diego, CA 92101',
  phone: '(619) 555-0134',
  terms: 'Work is warranted for one year.\nChange orders are priced before the work.',
  depositPercent: 10,
  paymentSchedule: [
    { label: 'Rough-in complete', percent: 40 },
    { label: 'Final walkthrough', percent: 50 },
  ],
  proposalShowsMarkups: false,
  logo: { mediaType: 'image/png', dataBase64: ONE_PIXEL_PNG },
};

async function withMarkups() {
  const { estimate } = structuredClone(await buildEstimateWithEveryLineType());
  estimate.settings = { ...estimate.settings, overheadPercent: 10, profitPercent: 10, contingencyPercent: 5 };
  return { estimate, totals: computeEstimateTotals(estimate) };
}

describe('the client proposal', () => {
  it('prints the company, folds overhead, profit and contingency into the prices and keeps the total', async () => {
    const input = await withMarkups();
    expect(input.totals.overheadCents).toBeGreaterThan(0);
    const text = renderProposalText(input, { now: TEST_NOW, company: COMPANY });
    const blocks = parseProposalMarkup(text);
    expect(blocks[0]).toEqual({ kind: 'logo' });
    expect(text).toContain('# Oak & Sons Remodeling');
    expect(text).toContain('License CSLB 1045521');
    expect(text).toContain('San Diego, CA 92101');
    for (const hidden of ['Overhead', 'Profit', 'Contingency', 'Price sources'])
      expect(text).not.toContain(hidden);
    expect(text).toContain(`|* Total | ${formatCents(input.totals.grandTotalCents)} |`);
    // The subtotal shown + tax is the grand total: the markups went into the lines, not away.
    const subtotalCents = input.totals.grandTotalCents - input.totals.taxCents;
    expect(text).toContain(`| Subtotal | ${formatCents(subtotalCents)} |`);
    expect(text).toContain('## Allowances');
    expect(text).toMatch(/\| Light fixture allowance \| \$\d{3}\.\d\d \|/);
    expect(text).toContain('| Deposit on acceptance | 10% |');
    expect(text).toContain('| Rough-in complete | 40% |');
    expect(text).toContain('Work is warranted for one year.');
    expect(text).toMatch(/Name: _+\nSignature: _+\nDate: _+/);
  });

  it('shows the markups and price sources when the setting says so', async () => {
    const input = await withMarkups();
    const text = renderProposalText(input, {
      now: TEST_NOW,
      company: { ...COMPANY, proposalShowsMarkups: true },
    });
    expect(text).toContain(`| Overhead (10%) | ${formatCents(input.totals.overheadCents)} |`);
    expect(text).toContain('Profit (10%)');
    expect(text).toContain('## Price sources');
    expect(text).toContain(`| Subtotal | ${formatCents(input.totals.subtotalCents)} |`);
  });

  it('draws the logo and the company into the PDF, and wraps a long title at spaces', async () => {
    const { estimate } = structuredClone(await buildGoldenEstimate('fence'));
    const long =
      'Supply and install a six foot cedar privacy fence with pressure treated posts set in concrete footings along the north property line';
    estimate.groups[0]!.items[0]!.title = long;
    const input = { estimate, totals: computeEstimateTotals(estimate) };
    const pdf = await toPdf(input, { now: TEST_NOW, company: COMPANY });
    expect(pdf.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    const { text } = await readPdf(pdf);
    expect(text).toContain('Oak & Sons Remodeling');
    expect(text).toContain('Payment schedule');
    expect(text).toContain(formatCents(input.totals.grandTotalCents));
    // Every word of the title comes out whole: the cell wraps between words, never inside one.
    const words = text.split(/\s+/);
    for (const word of long.split(' ')) expect(words).toContain(word);
  });

  it('leaves out a logo that does not decode instead of failing the PDF', async () => {
    const input = await buildGoldenEstimate('fence');
    const broken = { ...COMPANY, logo: { mediaType: 'image/png' as const, dataBase64: 'AAAAAAAA' } };
    const { text } = await readPdf(await toPdf(input, { now: TEST_NOW, company: broken }));
    expect(text).toContain('Oak & Sons Remodeling');
  });

  it('makes the Markdown a copy to send: company header, folded prices, payment schedule, terms, acceptance', async () => {
    const input = await withMarkups();
    const markdown = toMarkdown(input, { company: COMPANY });
    expect(markdown.startsWith('![Oak & Sons Remodeling](data:image/png;base64,')).toBe(true);
    expect(markdown).toContain('**Oak & Sons Remodeling**');
    expect(markdown).toContain('License CSLB 1045521');
    for (const hidden of ['Overhead', 'Profit', 'Contingency', 'Price sources', 'Checks', 'quality score'])
      expect(markdown).not.toContain(hidden);
    expect(markdown).toContain(`| **Grand total** | **${formatCents(input.totals.grandTotalCents)}** |`);
    expect(markdown).toContain('| Deposit on acceptance | 10% |');
    expect(markdown).toContain('## Terms and conditions');
    expect(markdown).toContain('Signature: ___');
    const shown = toMarkdown(input, { company: COMPANY, showMarkups: true });
    expect(shown).toContain(`| Overhead 10% | ${formatCents(input.totals.overheadCents)} |`);
    expect(toMarkdown(input)).not.toContain('Payment schedule');
  });

  it('opens the workbook on a Proposal sheet with the company, the logo and the total to the cent', async () => {
    const input = await withMarkups();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx(input, { company: COMPANY })) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Proposal', 'Summary', 'Line items']);
    const sheet = workbook.getWorksheet('Proposal')!;
    expect(sheet.getImages()).toHaveLength(1);
    const texts: string[] = [];
    let totalDollars: unknown;
    sheet.eachRow((row) => {
      const label = String(row.getCell(1).value ?? '');
      texts.push(label);
      if (label === 'Total') totalDollars = row.getCell(5).value;
    });
    expect(texts).toContain('Oak & Sons Remodeling');
    expect(texts).toContain('Deposit on acceptance');
    expect(texts.some((text) => /Overhead|Profit|Contingency/.test(text))).toBe(false);
    expect(Math.round((totalDollars as number) * 100)).toBe(input.totals.grandTotalCents);
  });
});
