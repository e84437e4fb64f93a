// The public API of @quoin/exports: an estimate and its totals in, a file's contents out.

export * from './cents-to-decimal.ts';
export * from './collect-price-sources.ts';
export { neutralizeCsvFormula } from './escapes/csv-formula.ts';
export { markdownText } from './escapes/markdown-text.ts';
export { proposalMarkupText } from './escapes/proposal-markup-text.ts';
export * from './estimate-document.ts';
export { type ClientPrices, foldMarkupsIntoPrices, spreadByWeight } from './proposal/client-prices.ts';
export { type PaymentRow, paymentSchedule } from './proposal/payment-schedule.ts';
export * from './proposal-context.ts';
export { readEstimateFile } from './read-estimate-file.ts';
export * from './render-proposal-markup.ts';
export * from './to-csv.ts';
export * from './to-json.ts';
export * from './to-markdown.ts';
export * from './to-pdf.ts';
export * from './to-xlsx.ts';
