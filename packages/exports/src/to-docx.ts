import type { EstimateExportInput } from './estimate-document.ts';
import { markupToDocx } from './markup-to-docx.ts';
import { type PdfOptions, renderProposalText } from './to-pdf.ts';

/** The proposal as a Word document: the same template and company header as the PDF, editable in Word. */
export async function toDocx(input: EstimateExportInput, options: PdfOptions): Promise<Buffer> {
  const text = renderProposalText(input, options);
  return markupToDocx(text, {
    title: input.estimate.title,
    author: options.company?.name ?? options.contractor?.name ?? 'Quoin',
    ...(options.company?.logo ? { logo: options.company.logo } : {}),
  });
}
