/** Text at (x, y) in PDF points, y from the bottom. */
export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
}

export interface SimplePdfOptions {
  widthPt?: number;
  heightPt?: number;
  /** Pages (0-based) whose page object is missing from the file: pdfjs fails to parse them. */
  brokenPages?: number[];
}

const escapeText = (text: string): string => text.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A minimal PDF 1.4 with Helvetica text at given positions, one content stream per page (US Letter unless
 * told): the sample bid of `quoin eval` and test input, real PDF parsing (pdfjs-dist) without a PDF library.
 */
export function writeSimplePdf(pages: PdfText[][], options: SimplePdfOptions = {}): Uint8Array {
  const width = options.widthPt ?? 612;
  const height = options.heightPt ?? 792;
  const broken = new Set(options.brokenPages ?? []);
  const objects: string[] = [];
  const fontId = 3 + pages.length * 2;
  const pageIds = pages.map((_, index) => 3 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  pages.forEach((texts, index) => {
    const pageId = pageIds[index] ?? 0;
    const stream = texts
      .map((t) => `BT /F1 ${t.size ?? 10} Tf 1 0 0 1 ${t.x} ${t.y} Tm (${escapeText(t.text)}) Tj ET`)
      .join('\n');
    objects[pageId] = broken.has(index)
      ? '42'
      : `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${pageId + 1} 0 R ` +
        `/Resources << /Font << /F1 ${fontId} 0 R >> >> >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  objects[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
