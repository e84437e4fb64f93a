import { formatCents } from '@quoin/core';
import { readPdf } from '@quoin/testkit';
import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './render-proposal-markup.ts';
import { buildGoldenEstimate, TEST_NOW } from './test-support/build-golden-estimate.ts';
import { renderProposalText, toPdf } from './to-pdf.ts';

describe('toPdf', () => {
  it('holds the header, the scope per group, the totals, the notes and a validity date 30 days out', async () => {
    const input = await buildGoldenEstimate('bathroom-remodel');
    const pdf = await toPdf(input, {
      now: TEST_NOW,
      contractor: { name: 'Ridge Line Builders', lines: ['Lic. 104-0099'] },
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, title } = await readPdf(pdf);
    expect(title).toBe(input.estimate.title);
    expect(text).toContain('Ridge Line Builders');
    expect(text).toContain(`Proposal: ${input.estimate.title}`);
    expect(text).toContain('valid until December 22, 2026');
    for (const group of input.estimate.groups) expect(text).toContain(group.name);
    expect(text).toContain('Install shower wall tile');
    expect(text).toContain(formatCents(input.totals.grandTotalCents));
    // The contingency note is internal: the client proposal folds the markups into the prices.
    for (const assumption of input.estimate.assumptions.filter((note) => !/^Contingency of/.test(note)))
      expect(text).toContain(assumption.slice(0, 30));
    expect(text).not.toContain('Contingency');
    expect(text).toContain('Exclusions');
  });

  it('uses a replacement template', async () => {
    const input = await buildGoldenEstimate('fence');
    const template =
      '# Bid for {{estimate.title}}\n| Total | {{money grandTotalCents}} |\nGood until {{validUntilIso}}\n';
    const { text } = await readPdf(await toPdf(input, { now: TEST_NOW, template, validityDays: 14 }));
    expect(text).toContain(`Bid for ${input.estimate.title}`);
    expect(text).toContain(formatCents(input.totals.grandTotalCents));
    expect(text).toContain('Good until 2026-12-06');
    expect(text).not.toContain('Scope of work');
  });

  it('breaks a long estimate over pages', async () => {
    const input = structuredClone(await buildGoldenEstimate('kitchen-remodel'));
    const group = input.estimate.groups[0]!;
    group.items = Array.from({ length: 80 }, (_, index) => ({
      ...group.items[0]!,
      id: `x${index}`,
      title: `Line ${index}`,
    }));
    const { text, pages } = await readPdf(await toPdf(input, { now: TEST_NOW }));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Line 79');
  });

  it('fills the bundled template without HTML escaping', async () => {
    const input = await buildGoldenEstimate('bathroom-remodel');
    const text = renderProposalText(input, { now: TEST_NOW });
    expect(text).toContain('### Cabinets & Countertops');
    expect(text).not.toContain('&amp;');
  });

  it.each([
    ['plain ASCII', 'plain ASCII'],
    ['$1,234 × 2 — “quoted” …', '$1,234 × 2 — “quoted” …'],
    ['≥ 3 ─ →', '>= 3 - ->'],
    ['日本', '??'],
  ])('toWinAnsi(%j) = %j', (input, expected) => {
    expect(toWinAnsi(input)).toBe(expected);
  });
});
