import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = fileURLToPath(
  new URL('../../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url),
);

/** Every page's text, lines joined by newlines, the way a reader of the PDF would copy it. */
export async function pdfText(buffer: Buffer): Promise<{ text: string; pages: number; title: unknown }> {
  const document = await getDocument({ data: new Uint8Array(buffer), standardFontDataUrl, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : '')).join(''),
    );
  }
  const metadata = await document.getMetadata();
  await document.destroy();
  return {
    text: pages.join('\n').replace(/[ \t]+/g, ' '),
    pages: document.numPages,
    title: (metadata.info as { Title?: unknown }).Title,
  };
}
