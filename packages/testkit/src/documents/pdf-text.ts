import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = fileURLToPath(
  new URL('../../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url),
);

/** Every page's text, lines ended by newlines, the way a reader of the PDF would copy it, and its title. */
async function readPages(buffer: Buffer): Promise<{ pageTexts: string[]; title: unknown }> {
  const document = await getDocument({ data: new Uint8Array(buffer), standardFontDataUrl, verbosity: 0 })
    .promise;
  try {
    const pageTexts: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pageTexts.push(
        content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : '')).join(''),
      );
    }
    const metadata = await document.getMetadata();
    return { pageTexts, title: (metadata.info as { Title?: unknown }).Title };
  } finally {
    await document.destroy();
  }
}

/** The text of a PDF, pages joined, as a reader would copy it. */
export async function pdfText(buffer: Buffer): Promise<string> {
  return (await readPages(buffer)).pageTexts.join('\n');
}

/** A PDF's text with runs of spaces folded to one, its page count and its title (metadata). */
export async function readPdf(buffer: Buffer): Promise<{ text: string; pages: number; title: unknown }> {
  const { pageTexts, title } = await readPages(buffer);
  return { text: pageTexts.join('\n').replace(/[ \t]+/g, ' '), pages: pageTexts.length, title };
}
