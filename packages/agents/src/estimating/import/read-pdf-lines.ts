import type { TextItem as PdfjsTextItem } from 'pdfjs-dist/types/src/display/api.js';

/** One run of text on a line, at its x position (PDF points from the left edge). */
export interface PdfCell {
  x: number;
  text: string;
}

/** A visual line of a page: cells left to right. `line` counts from 1 at the top of the page. */
export interface PdfLine {
  page: number;
  line: number;
  y: number;
  cells: PdfCell[];
}

/** What the reader uses of pdfjs's text items. */
type TextItem = Pick<PdfjsTextItem, 'str' | 'transform' | 'width'>;

const SAME_LINE_POINTS = 2;
// Runs closer than this are one cell ("Install" "tile" written as separate runs); table columns are far apart.
const SAME_CELL_GAP_POINTS = 4;

function toLines(page: number, items: TextItem[]): PdfLine[] {
  const placed = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({
      x: item.transform[4] ?? 0,
      y: item.transform[5] ?? 0,
      width: item.width,
      text: item.str,
    }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: { y: number; runs: typeof placed }[] = [];
  for (const run of placed) {
    const row = rows.find((r) => Math.abs(r.y - run.y) <= SAME_LINE_POINTS);
    if (row) row.runs.push(run);
    else rows.push({ y: run.y, runs: [run] });
  }
  return rows.map((row, index) => {
    const cells: (PdfCell & { end: number })[] = [];
    for (const run of row.runs.sort((a, b) => a.x - b.x)) {
      const last = cells[cells.length - 1];
      if (last && run.x - last.end < SAME_CELL_GAP_POINTS) {
        last.text += (run.x - last.end > 0.5 ? ' ' : '') + run.text;
        last.end = run.x + run.width;
      } else cells.push({ x: run.x, text: run.text, end: run.x + run.width });
    }
    return {
      page,
      line: index + 1,
      y: row.y,
      cells: cells.map(({ x, text }) => ({ x: Math.round(x * 10) / 10, text: text.trim() })),
    };
  });
}

/** The text of a PDF with positions, as lines of cells (pdfjs-dist). Scanned pages without text give no lines. */
export async function readPdfLines(data: Uint8Array): Promise<PdfLine[]> {
  // pdfjs holds ~150 MB of RSS once loaded: it loads with the first bid read, not with the server (issue 14).
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(data),
    verbosity: 0,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  try {
    const lines: PdfLine[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      lines.push(
        ...toLines(
          number,
          content.items.filter((item): item is PdfjsTextItem => 'str' in item),
        ),
      );
    }
    return lines;
  } finally {
    await document.destroy();
  }
}
