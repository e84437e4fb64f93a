import { deflateSync } from 'node:zlib';

/**
 * A one-page PDF whose only content is a grayscale image (a scanned sheet): 8-bit pixels, Flate-compressed,
 * drawn over the whole page. Tests draw the pixels themselves (e.g. with @napi-rs/canvas).
 */
export function writeRasterPdf(
  gray: Uint8Array,
  widthPx: number,
  heightPx: number,
  page: { widthPt: number; heightPt: number } = { widthPt: widthPx, heightPt: heightPx },
): Uint8Array {
  const pixels = deflateSync(gray);
  const draw = `q ${page.widthPt} 0 0 ${page.heightPt} 0 0 cm /Im1 Do Q`;
  const parts: (string | Buffer)[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: string | Buffer): void => {
    parts.push(chunk);
    length += typeof chunk === 'string' ? Buffer.byteLength(chunk, 'latin1') : chunk.length;
  };
  const object = (id: number, body: string, stream?: Buffer): void => {
    offsets[id] = length;
    push(`${id} 0 obj\n${body}\n`);
    if (stream) {
      push('stream\n');
      push(stream);
      push('\nendstream\n');
    }
    push('endobj\n');
  };
  push('%PDF-1.4\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    3,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.widthPt} ${page.heightPt}] /Contents 4 0 R ` +
      '/Resources << /XObject << /Im1 5 0 R >> >> >>',
  );
  object(4, `<< /Length ${Buffer.byteLength(draw, 'latin1')} >>`, Buffer.from(draw, 'latin1'));
  object(
    5,
    `<< /Type /XObject /Subtype /Image /Width ${widthPx} /Height ${heightPx} /ColorSpace /DeviceGray ` +
      `/BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>`,
    pixels,
  );
  const xrefAt = length;
  push(`xref\n0 6\n0000000000 65535 f \n`);
  for (let id = 1; id <= 5; id++) push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  return new Uint8Array(
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p))),
  );
}
