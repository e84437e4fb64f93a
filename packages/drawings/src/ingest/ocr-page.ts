import type { OcrEngine } from './ocr-engine.ts';
import type { TextRun } from './text-layout.ts';

/** A pdfjs page as rendering needs it. */
interface RenderablePage {
  getViewport(options: { scale: number }): { width: number; height: number };
  render(parameters: unknown): { promise: Promise<void> };
}

// Long side of the rendered page: ~150 dpi on a 24 × 36 in sheet, enough for plan lettering, bounded memory.
const OCR_LONG_SIDE_PX = 5000;
// Words below this confidence are noise from hatching and linework.
const MIN_WORD_CONFIDENCE = 40;

/**
 * Renders a page without a text layer and reads its words with OCR, as text runs in page points, so the
 * page's regions, title block and schedules are read the same way as a text page's.
 */
export async function ocrPageRuns(
  page: RenderablePage,
  engine: OcrEngine,
): Promise<{ runs: TextRun[]; confidence: number }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(2.5, OCR_LONG_SIDE_PX / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const words = (await engine.recognize(canvas.toBuffer('image/png'))).filter(
    (w) => w.confidence >= MIN_WORD_CONFIDENCE && w.text.trim() !== '',
  );
  const runs = words.map((w) => ({
    text: w.text,
    sizePt: (w.y1 - w.y0) / scale,
    vertical: false,
    left: w.x0 / scale,
    right: w.x1 / scale,
    top: w.y0 / scale,
    bottom: w.y1 / scale,
  }));
  const confidence = words.length
    ? Math.round(words.reduce((sum, w) => sum + w.confidence, 0) / words.length)
    : 0;
  return { runs, confidence };
}
