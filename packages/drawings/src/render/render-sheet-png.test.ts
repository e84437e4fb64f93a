import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTestPdf } from '@quoin/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSheetPng, saveDrawingFile } from './render-sheet-png.ts';

const SHA = 'a'.repeat(64);
const pngWidth = (png: Uint8Array) => new DataView(png.buffer, png.byteOffset).getUint32(16);

describe('renderSheetPng', () => {
  let uploadsDir = '';
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'quoin-sheet-png-'));
    await saveDrawingFile(
      uploadsDir,
      SHA,
      writeTestPdf([[{ x: 72, y: 72, text: 'A-101 FIRST FLOOR PLAN' }]]),
    );
  });
  afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

  it('draws a page at the width asked and keeps it beside the PDF', async () => {
    const png = await renderSheetPng(uploadsDir, SHA, 1, 320);
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect(pngWidth(png)).toBe(320);
    expect(existsSync(join(uploadsDir, 'drawing-sets', `${SHA}-p1-w320.png`))).toBe(true);
    expect(await renderSheetPng(uploadsDir, SHA, 1, 320)).toEqual(png);
  });

  it.each([0, 2])('page %i of a one-page set is NOT_FOUND', async (page) => {
    await expect(renderSheetPng(uploadsDir, SHA, page, 320)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a set whose file is not kept is NOT_FOUND', async () => {
    await expect(renderSheetPng(uploadsDir, 'b'.repeat(64), 1, 320)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
