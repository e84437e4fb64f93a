/**
 * Renders pages of a PDF held in memory as PNGs `widthPx` wide, one at a time (for vision captions); the
 * returned function is called per page and `close` frees the document. The one place pages are drawn: the
 * sheet images of the server (`renderSheetPng`) use it too.
 */
export async function openPageRenderer(
  bytes: Uint8Array,
  widthPx: number,
): Promise<{
  pageCount: number;
  render: (page: number) => Promise<Uint8Array>;
  close: () => Promise<void>;
}> {
  const { createCanvas } = await import('@napi-rs/canvas');
  // pdfjs loads with the first page rendered, not with the server (issue 14: idle memory).
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
    .promise;
  return {
    pageCount: document.numPages,
    async render(page) {
      const pdfPage = await document.getPage(page);
      const base = pdfPage.getViewport({ scale: 1 });
      const viewport = pdfPage.getViewport({ scale: widthPx / base.width });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      // pdfjs types its canvas as the DOM's; @napi-rs/canvas implements the same 2D API in Node.
      const parameters = { canvas, canvasContext: context, viewport } as unknown as Parameters<
        typeof pdfPage.render
      >[0];
      await pdfPage.render(parameters).promise;
      pdfPage.cleanup();
      return new Uint8Array(canvas.toBuffer('image/png'));
    },
    close: () => document.destroy(),
  };
}
