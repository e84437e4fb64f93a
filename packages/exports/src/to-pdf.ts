import { readFileSync } from 'node:fs';
import { formatCents } from '@quoin/core';
import Handlebars from 'handlebars';
import type { EstimateExportInput } from './estimate-document.ts';
import { type ProposalOptions, proposalContext } from './proposal-context.ts';
import { proposalMarkupToPdf } from './proposal-markup-pdf.ts';

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
  return proposalMarkupToPdf(text, {
    title: input.estimate.title,
    author: options.company?.name ?? options.contractor?.name ?? 'Quoin',
    now: options.now,
    logo: options.company?.logo,
  });
}
