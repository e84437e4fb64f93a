import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QuoinError } from '@quoin/core';
import { openPageRenderer } from './render-page-png.ts';

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
 * One page of a stored set as a PNG `widthPx` wide (drawn by `openPageRenderer`), cached on disk beside the PDF so
 * a sheet is rendered once per width.
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
  const renderer = await openPageRenderer(await readFile(pdf), widthPx);
  try {
    if (page < 1 || page > renderer.pageCount) {
      throw new QuoinError(
        'NOT_FOUND',
        `The set has ${renderer.pageCount} page(s); there is no page ${page}.`,
        { page },
      );
    }
    const png = Buffer.from(await renderer.render(page));
    await writeFile(cached, png);
    return png;
  } finally {
    await renderer.close();
  }
}
