import { proposalMarkupToPdf } from '@quoin/exports';

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
  return proposalMarkupToPdf(markup, {
    title: info.title,
    author: info.author,
    now: info.createdAt,
    marginPt: 60,
  });
}
