import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QuoinError } from '@quoin/core';

/** Widths a sheet image may be rendered at: a thumbnail and a readable page (bounded work per request). */
export const SHEET_IMAGE_WIDTHS = [320, 1600] as const;

/** Where a set's PDF is kept beside the uploads: `<dir>/drawing-sets/<sha256>.pdf`. */
export function drawingFilePath(uploadsDir: string, sha256: string): string {
  return join(uploadsDir, 'drawing-sets', `${sha256}.pdf`);
}

/** Keeps a set's bytes so its sheets can be shown later (the store keeps text, not the file). */
export async function saveDrawingFile(uploadsDir: string, sha256: string, bytes: Uint8Array): Promise<void> {
  const path = drawingFilePath(uploadsDir, sha256);
  if (existsSync(path)) return;
  await mkdir(join(uploadsDir, 'drawing-sets'), { recursive: true });
  await writeFile(`${path}.incoming`, bytes);
  await rename(`${path}.incoming`, path);
}

/**
 * One page of a stored set as a PNG `widthPx` wide (pdfjs drawing on @napi-rs/canvas), cached on disk beside
 * the PDF so a sheet is rendered once per width.
 */
export async function renderSheetPng(
  uploadsDir: string,
  sha256: string,
  page: number,
  widthPx: number,
): Promise<Buffer> {
  const cached = join(uploadsDir, 'drawing-sets', `${sha256}-p${page}-w${widthPx}.png`);
  if (existsSync(cached)) return readFile(cached);
  const pdf = drawingFilePath(uploadsDir, sha256);
  if (!existsSync(pdf)) {
    throw new QuoinError(
      'NOT_FOUND',
      'The file of this drawing set is not kept here; add it again to see its sheets.',
      {
        sha256,
      },
    );
  }
  const { createCanvas } = await import('@napi-rs/canvas');
  // pdfjs loads with the first sheet drawn, not with the server (issue 14: idle memory).
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(await readFile(pdf)),
    verbosity: 0,
    isEvalSupported: false,
  }).promise;
  try {
    if (page < 1 || page > document.numPages) {
      throw new QuoinError(
        'NOT_FOUND',
        `The set has ${document.numPages} page(s); there is no page ${page}.`,
        { page },
      );
    }
    const pdfPage = await document.getPage(page);
    const base = pdfPage.getViewport({ scale: 1 });
    const viewport = pdfPage.getViewport({ scale: widthPx / base.width });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // pdfjs types its canvas as the DOM's; @napi-rs/canvas implements the same 2D API in Node.
    const renderParameters = { canvas, canvasContext: context, viewport } as unknown as Parameters<
      typeof pdfPage.render
    >[0];
    await pdfPage.render(renderParameters).promise;
    const png = canvas.toBuffer('image/png');
    await writeFile(cached, png);
    return png;
  } finally {
    await document.destroy();
  }
}
