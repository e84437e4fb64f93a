import { QuoinError } from '@quoin/core';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { TextClass } from '../model/drawing-set.ts';
import type { OcrEngine } from './ocr-engine.ts';
import { ocrPageRuns } from './ocr-page.ts';
import type { TextRun } from './text-layout.ts';

/** What ingestion needs of one page: size, text runs and how the page carries its text. */
export interface PdfPage {
  page: number;
  widthPt: number;
  heightPt: number;
  runs: TextRun[];
  textClass: TextClass;
  /** Why the page failed to parse, when it did. */
  error?: string;
  /** The page had no text layer and its words were read by OCR (runs are OCR words), or OCR failed. */
  ocr?: { engine: string; confidence: number; words: number; error?: string };
}

// pdfjs holds ~150 MB of RSS once loaded: it loads with the first PDF read, not with every process that can
// read one (issue 14: idle memory of `quoin serve`).
let pdfjs: Promise<typeof Pdfjs> | undefined;
function loadPdfjs(): Promise<typeof Pdfjs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

// Fewer words than this and the page is not treated as having a text layer (a stamp or a plot date only).
const MIN_TEXT_RUNS = 12;

/** Rejects what is not a PDF before pdfjs sees it, with a message a user can act on. */
export function assertLooksLikePdf(bytes: Uint8Array, fileName: string): void {
  if (bytes.length === 0) {
    throw new QuoinError('INVALID_UPLOAD', `${fileName} is empty (0 bytes); add a PDF drawing set.`, {
      fileName,
    });
  }
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 1024)));
  if (!head.includes('%PDF-')) {
    throw new QuoinError(
      'INVALID_UPLOAD',
      `${fileName} is not a PDF (no %PDF- header); add a PDF drawing set.`,
      {
        fileName,
      },
    );
  }
}

/**
 * Reads a PDF page by page (pdfjs-dist), handing each page to `onPage` before the next is parsed, so memory
 * stays bounded on large sets. A page that fails to parse is reported as `failed` and the rest still run.
 */
export async function readPdfPages(
  bytes: Uint8Array,
  fileName: string,
  onPage: (page: PdfPage, pageCount: number) => Promise<void> | void,
  options: { ocr?: OcrEngine } = {},
): Promise<number> {
  assertLooksLikePdf(bytes, fileName);
  const { getDocument } = await loadPdfjs();
  let document: PdfDocument;
  try {
    document = await getDocument({
      data: new Uint8Array(bytes),
      verbosity: 0,
      useSystemFonts: false,
      isEvalSupported: false,
      stopAtErrors: false,
    }).promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') {
      throw new QuoinError(
        'INVALID_UPLOAD',
        `${fileName} is encrypted (password protected); add an unlocked copy.`,
        {
          fileName,
        },
      );
    }
    throw new QuoinError(
      'INVALID_UPLOAD',
      `${fileName} could not be read as a PDF: ${(error as Error).message}`,
      {
        fileName,
      },
    );
  }
  try {
    if (document.numPages === 0) {
      throw new QuoinError('INVALID_UPLOAD', `${fileName} has no pages.`, { fileName });
    }
    for (let number = 1; number <= document.numPages; number++) {
      await onPage(await readPage(document, number, options.ocr), document.numPages);
    }
    return document.numPages;
  } finally {
    await document.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<typeof Pdfjs.getDocument>['promise']>;

async function readPage(document: PdfDocument, number: number, ocr?: OcrEngine): Promise<PdfPage> {
  try {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const runs: TextRun[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      runs.push(placeRun(item, viewport));
    }
    const textClass = runs.length >= MIN_TEXT_RUNS ? 'text' : await classifyWithoutText(page);
    const read =
      ocr && (textClass === 'outlines' || textClass === 'raster') ? await readByOcr(page, ocr) : undefined;
    page.cleanup();
    return {
      page: number,
      widthPt: viewport.width,
      heightPt: viewport.height,
      runs: read && read.runs.length > 0 ? read.runs : runs,
      textClass,
      ...(read ? { ocr: read.ocr } : {}),
    };
  } catch (error) {
    return {
      page: number,
      widthPt: 1,
      heightPt: 1,
      runs: [],
      textClass: 'failed',
      error: (error as Error).message || String(error),
    };
  }
}

async function readByOcr(
  page: Parameters<typeof ocrPageRuns>[0],
  engine: OcrEngine,
): Promise<{ runs: TextRun[]; ocr: NonNullable<PdfPage['ocr']> }> {
  try {
    const { runs, confidence } = await ocrPageRuns(page, engine);
    return { runs, ocr: { engine: engine.name, confidence, words: runs.length } };
  } catch (error) {
    const reason = (error as Error).message || String(error);
    return { runs: [], ocr: { engine: engine.name, confidence: 0, words: 0, error: reason } };
  }
}

interface Viewport {
  convertToViewportPoint(x: number, y: number): number[];
}

function placeRun(item: TextItem, viewport: Viewport): TextRun {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
  const sizePt = Math.hypot(c, d) || item.height || 1;
  const vertical = Math.abs(b) > Math.abs(a);
  // Corners of the run in PDF space: along the baseline by its width, up by its font height.
  const ux = vertical ? 0 : Math.sign(a) || 1;
  const uy = vertical ? Math.sign(b) || 1 : 0;
  const corners = [
    [e, f],
    [e + ux * item.width, f + uy * item.width],
    [e - uy * sizePt, f + ux * sizePt],
    [e + ux * item.width - uy * sizePt, f + uy * item.width + ux * sizePt],
  ].map(([x, y]) => viewport.convertToViewportPoint(x ?? 0, y ?? 0));
  const xs = corners.map((p) => p[0] ?? 0);
  const ys = corners.map((p) => p[1] ?? 0);
  return {
    text: item.str,
    sizePt,
    vertical,
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}

interface OperatorPage {
  getOperatorList(): Promise<{ fnArray: number[] }>;
}

async function classifyWithoutText(page: OperatorPage): Promise<TextClass> {
  const { OPS } = await loadPdfjs();
  const IMAGE_OPS = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
  ]);
  const PATH_OPS = new Set<number>([OPS.constructPath, OPS.stroke, OPS.fill, OPS.eoFill]);
  const { fnArray } = await page.getOperatorList();
  if (fnArray.some((op) => IMAGE_OPS.has(op))) return 'raster';
  if (fnArray.some((op) => PATH_OPS.has(op))) return 'outlines';
  return 'empty';
}
