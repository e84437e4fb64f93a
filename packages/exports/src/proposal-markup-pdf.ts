import type PDFDocument from 'pdfkit';
import { parseProposalMarkup, renderProposalMarkup } from './render-proposal-markup.ts';

/** What a proposal-markup PDF says about itself: its title and author, and `now` for its dates. */
export interface MarkupPdfInfo {
  title: string;
  author: string;
  now: string | Date;
  /** The company's logo (base64 PNG or JPEG) that a `!logo` line draws. */
  logo?: { dataBase64: string } | undefined;
  /** Page margin in points; 50 unless given. */
  marginPt?: number;
}

/** Draws proposal markup (the proposal's, the change order's, the documents' letters) as a US Letter PDF. */
export async function proposalMarkupToPdf(markup: string, info: MarkupPdfInfo): Promise<Buffer> {
  const created = new Date(info.now);
  // Loaded on first use, like exceljs: only a PDF export should pay for loading pdfkit.
  const { default: Pdf } = (await import('pdfkit')) as { default: typeof PDFDocument };
  const doc = new Pdf({
    size: 'LETTER',
    margin: info.marginPt ?? 50,
    info: {
      Title: info.title,
      Author: info.author,
      Creator: 'Quoin',
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const logo = info.logo ? Buffer.from(info.logo.dataBase64, 'base64') : undefined;
  renderProposalMarkup(doc, parseProposalMarkup(markup), logo);
  doc.end();
  return done;
}
