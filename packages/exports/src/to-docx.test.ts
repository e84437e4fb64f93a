import type { CompanyProfile } from '@quoin/protocol';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { groupTableRows } from './markup-to-docx.ts';
import { buildExportCase } from './test-support/build-golden-estimate.ts';
import { toDocx } from './to-docx.ts';

// The smallest PNG (1×1), so the logo goes into the document as an image part.
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const COMPANY: CompanyProfile = {
  name: 'Oak & Sons Remodeling',
  licenseNumber: 'CSLB 1045521',
  address: '12 Elm St\nSan Diego, CA 92101',
  depositPercent: 0,
  paymentSchedule: [],
  proposalShowsMarkups: false,
  logo: { mediaType: 'image/png', dataBase64: ONE_PIXEL_PNG },
};

function wordParts(docx: Buffer) {
  const entries = unzipSync(new Uint8Array(docx));
  return { xml: strFromU8(entries['word/document.xml'] ?? new Uint8Array()), names: Object.keys(entries) };
}

describe('toDocx', { timeout: 30_000 }, () => {
  it('is the proposal in Word with the company header, the estimate number and the logo', async () => {
    const input = await buildExportCase('every-line-type');
    const numbered = {
      ...input,
      estimate: { ...input.estimate, header: { estimateNumber: 12, clientName: 'Dana Whitfield' } },
    };
    const { xml, names } = wordParts(
      await toDocx(numbered, { now: '2025-03-01T12:00:00.000Z', company: COMPANY }),
    );
    for (const expected of [
      'Oak &amp; Sons Remodeling',
      'License CSLB 1045521',
      'San Diego, CA 92101',
      'Q-0012',
      'Dana Whitfield',
    ])
      expect(xml).toContain(expected);
    // The client's copy, as the PDF: overhead and profit folded into the prices.
    for (const hidden of ['Overhead', 'Profit']) expect(xml).not.toContain(hidden);
    expect(names.some((name) => name.startsWith('word/media/'))).toBe(true);
  });

  it('without a profile names the contractor given, or Quoin', async () => {
    const input = await buildExportCase('fence');
    const { xml } = wordParts(
      await toDocx(input, { now: '2025-03-01T12:00:00.000Z', contractor: { name: 'Lee Builders' } }),
    );
    expect(xml).toContain('Lee Builders');
  });

  it('lays the scope lines and totals out as Word tables, each title whole in its cell', async () => {
    const input = structuredClone(await buildExportCase('every-line-type'));
    const title =
      'Install engineered hardwood flooring over the existing subfloor, glue-down with moisture barrier';
    input.estimate.groups[0]!.items[0]!.title = title;
    const { xml } = wordParts(await toDocx(input, { now: '2025-03-01T12:00:00.000Z' }));
    expect((xml.match(/<w:tbl>/g) ?? []).length).toBeGreaterThanOrEqual(2);
    const cells = [...xml.matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((match) =>
      [...(match[1] ?? '').matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((text) => text[1]).join(''),
    );
    // The cell holds the cost code and the whole title.
    expect(cells.some((cell) => cell.endsWith(title))).toBe(true);
    expect(cells.some((cell) => /^\$[\d,]+\.\d{2}$/.test(cell))).toBe(true);
    // No row is written as a paragraph of cells joined by spaces any more.
    expect(xml).not.toMatch(/<w:t[^>]*>[^<]*\S {4}\S[^<]*<\/w:t>/);
  });
});

describe('groupTableRows', () => {
  const row = (cells: number, bold = false) => ({
    kind: 'row' as const,
    cells: Array.from({ length: cells }, (_, i) => `c${i}`),
    bold,
  });
  it.each([
    ['one table of rows with the same cells', [row(6, true), row(6), row(6)], ['table:3']],
    [
      'a new table when the cell count changes',
      [row(6, true), row(6), row(2), row(2)],
      ['table:2', 'table:2'],
    ],
    [
      'a paragraph between rows splits them',
      [row(3), { kind: 'paragraph' as const, text: 'x' }, row(3)],
      ['table:1', 'paragraph', 'table:1'],
    ],
  ])('%s', (_name, blocks, expected) => {
    expect(
      groupTableRows(blocks).map((block) =>
        block.kind === 'table' ? `table:${block.rows.length}` : block.kind,
      ),
    ).toEqual(expected);
  });
});
