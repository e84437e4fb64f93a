import { parseProposalMarkup, renderProposalMarkup } from '@quoin/exports';
import type PDFDocument from 'pdfkit';

export interface PdfInfo {
  title: string;
  author: string;
  /** Creation date written into the PDF, so the same input gives the same bytes. */
  createdAt: Date;
}

/**
 * Draws print markup (the proposal template's line forms: `# title`, `## heading`, `- bullet`, `> note`, `---`,
 * paragraphs) on US Letter pages with exports' renderer, so letters and proposals look alike.
 */
export async function markupToPdf(markup: string, info: PdfInfo): Promise<Buffer> {
  // Loaded on first use: only a PDF should pay for loading pdfkit.
  const { default: Pdf } = (await import('pdfkit')) as { default: typeof PDFDocument };
  const doc = new Pdf({
    size: 'LETTER',
    margin: 60,
    info: {
      Title: info.title,
      Author: info.author,
      Creator: 'Quoin',
      CreationDate: info.createdAt,
      ModDate: info.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  renderProposalMarkup(doc, parseProposalMarkup(markup));
  doc.end();
  return done;
}
