import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
// A made-up origin the page's requests never leave the test for: Playwright answers them (see page.route).
const ORIGIN = 'http://pdf-view.quoin.test';

const VIEWER_HTML = `<!doctype html><html><head><style>
body { margin: 0; background: #888; } canvas { display: block; margin: 8px auto; background: white; }
#text { display: none; }</style></head><body><pre id="text"></pre><script type="module">
import * as pdfjs from '${ORIGIN}/pdf.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = '${ORIGIN}/pdf.worker.mjs';
const doc = await pdfjs.getDocument({ url: '${ORIGIN}/document.pdf' }).promise;
let text = '';
for (let number = 1; number <= doc.numPages; number += 1) {
  const page = await doc.getPage(number);
  const viewport = page.getViewport({ scale: 1.25 });
  const canvas = document.createElement('canvas');
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  document.body.append(canvas);
  await page.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
  const content = await page.getTextContent();
  text += content.items.map((item) => item.str + (item.hasEOL ? '\\n' : ' ')).join('') + '\\n';
}
document.getElementById('text').textContent = text;
document.body.dataset.rendered = String(doc.numPages);
</script></body></html>`;

/**
 * Opens a PDF in the page with pdf.js (chromium's own viewer does not run headless; the legacy build, as the modern one needs JavaScript newer than chromium 143): every page drawn on a
 * canvas, for a screenshot, and the text returned, the way a reader would copy it.
 */
export async function showPdf(page: Page, pdf: Buffer): Promise<string> {
  const files: Record<string, { body: Buffer | string; contentType: string }> = {
    '/': { body: VIEWER_HTML, contentType: 'text/html' },
    '/pdf.mjs': {
      body: readFileSync(require.resolve('pdfjs-dist/legacy/build/pdf.min.mjs')),
      contentType: 'text/javascript',
    },
    '/pdf.worker.mjs': {
      body: readFileSync(require.resolve('pdfjs-dist/legacy/build/pdf.worker.min.mjs')),
      contentType: 'text/javascript',
    },
    '/document.pdf': { body: pdf, contentType: 'application/pdf' },
  };
  await page.route(`${ORIGIN}/**`, (route) => {
    const file = files[new URL(route.request().url()).pathname];
    return file
      ? route.fulfill({ status: 200, body: file.body, contentType: file.contentType })
      : route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForSelector('body[data-rendered]', { timeout: 120_000 });
  return (await page.locator('#text').textContent()) ?? '';
}
