import { createHash } from 'node:crypto';
import type { DrawingSet, Sheet } from '../model/drawing-set.ts';
import { buildRegions } from './build-regions.ts';
import { type OcrEngine, tesseractEngine } from './ocr-engine.ts';
import { type PdfPage, readPdfPages } from './read-pdf-pages.ts';
import { layoutRows } from './text-layout.ts';
import { readTitleBlock } from './title-block.ts';

export interface IngestInput {
  bytes: Uint8Array;
  fileName: string;
  name: string;
  id: string;
  revision: number;
  createdAt: string;
}

/** Progress of an ingestion, one event per page. */
export interface IngestProgress {
  page: number;
  pageCount: number;
  sheet: Pick<Sheet, 'number' | 'title' | 'textClass'>;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const NOTES: Partial<Record<Sheet['textClass'], string>> = {
  outlines: 'text is drawn as vector outlines: no extractable words (OCR was off)',
  raster: 'the page is a raster image: no extractable words (OCR was off)',
  empty: 'the page has no content',
};

function noteOf(page: PdfPage): string | undefined {
  if (page.error) return `page failed to parse: ${page.error}`;
  if (page.ocr?.error) return `no text layer, and OCR failed: ${page.ocr.error}`;
  if (page.ocr)
    return page.ocr.words > 0
      ? `no text layer: ${page.ocr.words} words read by OCR (${page.ocr.engine}, mean confidence ${page.ocr.confidence}%)`
      : `no text layer, and OCR (${page.ocr.engine}) found no words`;
  return NOTES[page.textClass];
}

/** One page → one sheet: title block, regions, schedules. Pure given the page's text runs. */
function sheetFromPage(page: PdfPage): Sheet {
  const rows = layoutRows(page.runs);
  const block =
    page.textClass === 'failed' ? { fields: {} } : readTitleBlock(rows, page.widthPt, page.heightPt);
  const layout =
    page.textClass === 'failed' ? { regions: [], snippets: [] } : buildRegions(rows, page, block.box);
  const note = noteOf(page);
  return {
    page: page.page,
    number: block.number ?? `p${page.page}`,
    title: block.title ?? (page.textClass === 'failed' ? 'failed page' : `page ${page.page}`),
    textClass: page.textClass,
    widthPt: page.widthPt,
    heightPt: page.heightPt,
    wordCount: page.runs.reduce((n, run) => n + run.text.split(/\s+/).filter(Boolean).length, 0),
    fields: block.fields,
    regions: layout.regions,
    snippets: layout.snippets,
    ...(note ? { note } : {}),
    ...(page.ocr && !page.ocr.error && page.ocr.words > 0
      ? { ocr: { engine: page.ocr.engine, confidence: page.ocr.confidence, words: page.ocr.words } }
      : {}),
  };
}

/** Reads a PDF drawing set page by page into sheets; a page that fails is kept as a `failed` sheet. */
export async function ingestDrawingSet(
  input: IngestInput,
  onProgress?: (progress: IngestProgress) => void,
  options: { ocr?: OcrEngine | false } = {},
): Promise<DrawingSet> {
  const sheets: Sheet[] = [];
  // OCR for pages without a text layer; its worker starts only if such a page comes.
  const ocr = options.ocr === false ? undefined : (options.ocr ?? tesseractEngine());
  let pageCount: number;
  try {
    pageCount = await readPdfPages(
      input.bytes,
      input.fileName,
      (page, count) => {
        const sheet = sheetFromPage(page);
        sheets.push(sheet);
        onProgress?.({ page: page.page, pageCount: count, sheet });
      },
      ocr ? { ocr } : {},
    );
  } finally {
    if (ocr && options.ocr === undefined) await ocr.close();
  }
  return {
    id: input.id,
    name: input.name,
    sha256: sha256Hex(input.bytes),
    fileName: input.fileName,
    revision: input.revision,
    pageCount,
    createdAt: input.createdAt,
    sheets,
  };
}
