import { readFileSync } from 'node:fs';
import { hasErrorCode } from '@quoin/core';
import { drawingFixtures, writeTestPdf } from '@quoin/testkit';
import { describe, expect, it } from 'vitest';
import { ingestDrawingSet } from './ingest-drawing-set.ts';

const meta = { id: 'set-1', name: 'test', revision: 1, createdAt: '2026-11-25T00:00:00.000Z' };

function titleBlock(number: string, title: string) {
  return [
    { x: 2600, y: 400, text: title, size: 36 },
    { x: 2660, y: 160, text: number, size: 60 },
    ...Array.from({ length: 14 }, (_, i) => ({ x: 200 + i * 120, y: 1800, text: `ROOM ${100 + i}` })),
  ];
}

describe('ingestDrawingSet', () => {
  it('reads sheet numbers and titles from the title block, not the file name', async () => {
    const bytes = writeTestPdf([titleBlock('A-101', 'First Floor Plan'), titleBlock('A-201', 'Elevations')]);
    const set = await ingestDrawingSet({ ...meta, bytes, fileName: 'whatever.pdf' });
    expect(set.sheets.map((s) => [s.number, s.title, s.textClass])).toEqual([
      ['A-101', 'First Floor Plan', 'text'],
      ['A-201', 'Elevations', 'text'],
    ]);
    expect(set.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the other pages when one page fails to parse', async () => {
    const bytes = writeTestPdf(
      [titleBlock('A-101', 'Plan'), titleBlock('A-102', 'Roof'), titleBlock('A-103', 'Broken')],
      { brokenPages: [2] },
    );
    const set = await ingestDrawingSet({ ...meta, bytes, fileName: 'x.pdf' });
    expect(set.sheets.map((s) => s.textClass)).toEqual(['text', 'text', 'failed']);
    expect(set.sheets[2]?.note).toMatch(/failed to parse/);
    expect(set.sheets[1]?.number).toBe('A-102');
  });

  it.each([
    ['empty file', new Uint8Array(), /empty/],
    ['not a PDF', new TextEncoder().encode('hello, I am a text file'), /not a PDF/],
    ['a truncated PDF', new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<'), /could not be read|no pages/],
  ])('rejects %s with a clear message', async (_, bytes, message) => {
    const error = await ingestDrawingSet({ ...meta, bytes, fileName: 'bad.pdf' }).catch((e: unknown) => e);
    expect(hasErrorCode(error, 'INVALID_UPLOAD')).toBe(true);
    expect((error as Error).message).toMatch(message);
  });

  it('ingests a 300-page set page by page', async () => {
    const pages = Array.from({ length: 300 }, (_, i) => titleBlock(`A-${100 + i}`, `Sheet ${i + 1}`));
    const bytes = writeTestPdf(pages);
    const seen: number[] = [];
    const set = await ingestDrawingSet({ ...meta, bytes, fileName: 'big.pdf' }, (p) => seen.push(p.page));
    expect(set.sheets).toHaveLength(300);
    expect(seen).toHaveLength(300);
    expect(set.sheets[299]?.textClass).toBe('text');
  }, 60_000);

  it('classifies a page without words as empty', async () => {
    const set = await ingestDrawingSet({ ...meta, bytes: writeTestPdf([[]]), fileName: 'blank.pdf' });
    expect(set.sheets[0]?.textClass).toBe('empty');
    expect(set.sheets[0]?.number).toBe('p1');
  });
});

const fixtures = drawingFixtures();

describe.skipIf(!fixtures)('the shared fixtures', { timeout: 120_000 }, () => {
  it('reads the VA finish plan: sheets, title-block fields, schedules as rows and columns', async () => {
    const bytes = readFileSync(fixtures?.vaFinishPlan ?? '');
    const set = await ingestDrawingSet({ ...meta, bytes, fileName: 'va-finish-plan.pdf' });
    expect(set.sheets.map((s) => `${s.number} ${s.title}`)).toEqual([
      'AF101 FIRST FLOOR FINISH PLAN',
      'AF600 MATERIAL AND ROOM FINISH SCHEDULE',
    ]);
    expect(set.sheets[0]?.fields).toMatchObject({
      'Project Number': '656-19-306',
      Phase: 'CONSTRUCTION DOCUMENTS',
    });
    const tables = set.sheets[1]?.regions.filter((r) => r.table) ?? [];
    const rowsByTitle = Object.fromEntries(tables.map((t) => [t.label, t.table?.rows.length]));
    expect(rowsByTitle).toMatchObject({ 'ROOM FINISH SCHEDULE - FIRST FLOOR': 28, 'MATERIAL SCHEDULE': 28 });
    const kinds = set.sheets[0]?.regions.map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['page', 'quadrant', 'title_block', 'legend', 'notes']));
    for (const region of set.sheets.flatMap((s) => s.regions)) {
      expect(region.bbox.x + region.bbox.w).toBeLessThanOrEqual(1);
      expect(region.bbox.y + region.bbox.h).toBeLessThanOrEqual(1);
    }
  });

  it('reads the 16-sheet house set with its window and door schedules', async () => {
    const bytes = readFileSync(fixtures?.lakeKegonsa ?? '');
    const set = await ingestDrawingSet({ ...meta, bytes, fileName: 'lake.pdf' });
    expect(set.sheets).toHaveLength(16);
    expect(set.sheets.map((s) => s.number)).toContain('A-800');
    expect(set.sheets.find((s) => s.number === 'A-601')?.title).toBe('Foundation');
    const a800 = set.sheets.find((s) => s.number === 'A-800');
    const counts = Object.fromEntries(
      (a800?.regions ?? []).filter((r) => r.table).map((r) => [r.label, r.table?.rows.length]),
    );
    expect(counts).toEqual({ 'Window Schedule': 62, 'Door Schedule': 2 });
  });
});
