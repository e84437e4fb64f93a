import { readFileSync } from 'node:fs';
import { formatCents } from '@quoin/core';
import Handlebars from 'handlebars';
import type PDFDocument from 'pdfkit';
import type { EstimateExportInput } from './estimate-document.ts';
import { type ProposalOptions, proposalContext } from './proposal-context.ts';
import { parseProposalMarkup, renderProposalMarkup } from './render-proposal-markup.ts';

/** The bundled proposal template; a user's own replaces it with `template`. */
export const DEFAULT_PROPOSAL_TEMPLATE_URL = new URL('../templates/proposal.hbs', import.meta.url);

export interface PdfOptions extends ProposalOptions {
  /** Handlebars source of the proposal; the bundled `templates/proposal.hbs` when omitted. */
  template?: string;
}

/** Fills the proposal template: the text the PDF is drawn from (also handy to preview a custom template). */
export function renderProposalText(input: EstimateExportInput, options: PdfOptions): string {
  const handlebars = Handlebars.create();
  handlebars.registerHelper('money', (amountCents: unknown) =>
    typeof amountCents === 'number' ? formatCents(amountCents) : '',
  );
  const source = options.template ?? readFileSync(DEFAULT_PROPOSAL_TEMPLATE_URL, 'utf8');
  // The output is print markup, not HTML: escaping would show "&amp;" in the PDF.
  const template = handlebars.compile(source, { noEscape: true, strict: false });
  return template(proposalContext(input, options));
}

/** A PDF proposal (US Letter) drawn from the proposal template. */
export async function toPdf(input: EstimateExportInput, options: PdfOptions): Promise<Buffer> {
  const text = renderProposalText(input, options);
  const created = new Date(options.now);
  // Loaded on first use, like exceljs: only a PDF export should pay for loading pdfkit.
  const { default: Pdf } = (await import('pdfkit')) as { default: typeof PDFDocument };
  const doc = new Pdf({
    size: 'LETTER',
    margin: 50,
    info: {
      Title: input.estimate.title,
      Author: options.company?.name ?? options.contractor?.name ?? 'Quoin',
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
  const logo = options.company?.logo ? Buffer.from(options.company.logo.dataBase64, 'base64') : undefined;
  renderProposalMarkup(doc, parseProposalMarkup(text), logo);
  doc.end();
  return done;
}
