import { createCanvas } from '@napi-rs/canvas';
import { writeOutlinePdf, writeRasterPdf } from '@quoin/testkit';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../answer/answer-question.ts';
import { DrawingIndex } from '../search/drawing-index.ts';
import { ingestDrawingSet } from './ingest-drawing-set.ts';
import type { OcrEngine } from './ocr-engine.ts';

const meta = { revision: 1, createdAt: '2026-11-25T00:00:00.000Z', fileName: 'scan.pdf' };

/** Black lettering on white, 1200 × 800 px, as 8-bit gray pixels. */
function letteringPixels(): { gray: Uint8Array; width: number; height: number } {
  const width = 1200;
  const height = 800;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = '30px sans-serif';
  context.fillText('BEDROOM - EAST 407', 120, 200);
  context.fillText('BEDROOM - WEST 404', 620, 200);
  context.fillText('BATH - MASTER 402', 120, 360);
  context.font = '22px sans-serif';
  context.fillText('GENERAL NOTES', 120, 520);
  context.fillText('1. PROVIDE CLEAR SILICONE SEALANT AT FLOOR DRAINS.', 120, 560);
  const rgba = context.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) gray[i] = rgba[i * 4] ?? 255;
  return { gray, width, height };
}

/** A scanned sheet: the lettering as an image over a 1200 × 800 pt page. */
function scannedSheet(): Uint8Array {
  const { gray, width, height } = letteringPixels();
  return writeRasterPdf(gray, width, height);
}

describe('OCR of a page without a text layer (tesseract.js, English data from node_modules)', () => {
  it('reads a raster page into words marked as OCR evidence, and answers from them', {
    timeout: 180_000,
  }, async () => {
    const set = await ingestDrawingSet({ ...meta, id: 'scan', name: 'scan', bytes: scannedSheet() });
    const [sheet] = set.sheets;
    expect(sheet?.textClass).toBe('raster');
    expect(sheet?.ocr).toMatchObject({ engine: 'tesseract.js (eng)' });
    expect(sheet?.ocr?.words).toBeGreaterThan(10);
    expect(sheet?.note).toMatch(/words read by OCR/);
    const text = sheet?.snippets.map((s) => s.text).join('\n') ?? '';
    expect(text).toContain('BEDROOM - EAST 407');
    expect(text).toContain('SILICONE SEALANT');

    const index = new DrawingIndex([set]);
    const count = answerQuestion('How many bedrooms are there?', index);
    expect(count.answer).toMatch(/^2 — /);
    const note = answerQuestion('What sealant goes at the floor drains?', index);
    expect(note.abstained).toBe(false);
    expect(note.answer).toContain('SILICONE');
    expect(note.provenance[0]).toMatchObject({ ocr: true, page: 1 });
  });

  it('reads a page whose lettering is vector outlines (no text layer) and cites it as OCR evidence', {
    timeout: 180_000,
  }, async () => {
    const { gray, width, height } = letteringPixels();
    const bytes = writeOutlinePdf(gray, width, height);
    const set = await ingestDrawingSet({ ...meta, id: 'cad', name: 'cad', bytes });
    const [sheet] = set.sheets;
    expect(sheet?.textClass).toBe('outlines');
    expect(sheet?.ocr?.words).toBeGreaterThan(10);
    const text = sheet?.snippets.map((s) => s.text).join('\n') ?? '';
    expect(text).toContain('BATH - MASTER 402');

    const answer = answerQuestion('What sealant goes at the floor drains?', new DrawingIndex([set]));
    expect(answer.abstained, answer.answer).toBe(false);
    expect(answer.answer).toContain('SILICONE');
    expect(answer.provenance[0]).toMatchObject({ ocr: true, page: 1 });
  });

  it('keeps a page whose OCR fails, saying so', async () => {
    const failing: OcrEngine = {
      name: 'broken',
      recognize: async () => {
        throw new Error('worker crashed');
      },
      close: async () => undefined,
    };
    const set = await ingestDrawingSet({ ...meta, id: 's2', name: 's2', bytes: scannedSheet() }, undefined, {
      ocr: failing,
    });
    expect(set.sheets[0]).toMatchObject({
      textClass: 'raster',
      note: 'no text layer, and OCR failed: worker crashed',
    });
    expect(set.sheets[0]?.ocr).toBeUndefined();
  });

  it('leaves a raster page unread when OCR is off', async () => {
    const set = await ingestDrawingSet({ ...meta, id: 's3', name: 's3', bytes: scannedSheet() }, undefined, {
      ocr: false,
    });
    expect(set.sheets[0]?.note).toMatch(/OCR was off/);
    expect(set.sheets[0]?.snippets).toEqual([]);
  });
});
