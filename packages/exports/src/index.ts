// The public API of @quoin/
export { centsToDecimal } from './cents-to-decimal.ts';
export {
  toChangeOrderMarkdown,
  toChangeOrderPdf,
} from './change-orders/change-order-document.ts';
export {
  type ChangeOrderDocumentInput,
  type ChangeOrderFacts,
  changeOrderFacts,
} from './change-orders/change-order-facts.ts';
export {
  collectPriceSources,
  type PriceSourceSummary,
} from './collect-price-sources.ts';
export { neutralizeCsvFormula } from './escapes/csv-formula.ts';
export { markdownText } from './escapes/markdown-text.ts';
export { proposalMarkupText } from './escapes/proposal-markup-text.ts';
export {
  ESTIMATE_DOCUMENT_VERSION,
  type EstimateDocument,
  type EstimateExportInput,
  estimateDocumentJsonSchema,
  estimateDocumentSchema,
  estimateTotalsSchema,
  parseEstimateDocument,
} from './estimate-document.ts';
export { markupToDocx } from './markup-to-docx.ts';
export {
  type ClientPrices,
  foldMarkupsIntoPrices,
  spreadByWeight,
} from './proposal/client-prices.ts';
export { clientProposalView } from './proposal/client-proposal-view.ts';
export {
  type PaymentRow,
  paymentSchedule,
} from './proposal/payment-schedule.ts';
export {
  type Contractor,
  DEFAULT_VALIDITY_DAYS,
  type ProposalContext,
  type ProposalOptions,
  proposalContext,
} from './proposal-context.ts';
export { type MarkupPdfInfo, proposalMarkupToPdf } from './proposal-markup-pdf.ts';
export { readEstimateFile } from './read-estimate-file.ts';
export {
  type MarkupBlock,
  parseProposalMarkup,
  renderProposalMarkup,
  toWinAnsi,
} from './render-proposal-markup.ts';
export {
  CSV_COLUMNS,
  type CsvOptions,
  quoteCsvCell,
  toCsv,
} from './to-csv.ts';
export { toDocx } from './to-docx.ts';
export { type JsonOptions, toJson } from './to-json.ts';
export { toMarkdown } from './to-markdown.ts';
export {
  DEFAULT_PROPOSAL_TEMPLATE_URL,
  type PdfOptions,
  renderProposalText,
  toPdf,
} from './to-pdf.ts';
export {
  LINE_ITEM_COLUMNS,
  toXlsx,
  XLSX_SHEETS,
} from './to-xlsx.ts';
