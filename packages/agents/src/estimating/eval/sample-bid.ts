import { type PdfText, writeSimplePdf } from './write-simple-pdf.ts';

/** A small bathroom bid as a contractor's PDF: sections, a table with odd cents, lump sums and a summary. */
export const SAMPLE_BID_ROWS: [string, string, string, string, string][] = [
  ['DEMOLITION', '', '', '', ''],
  ['Remove existing tile floor', '40', 'sq ft', '$3.25', '$130.00'],
  ['Haul-away and dumpster', '', '', '', '$275.00'],
  ['TILE', '', '', '', ''],
  ['Install porcelain floor tile', '40', 'SF', '$14.75', '$590.00'],
  ['Shower wall tile', '96', 'SF', '$18.40', '$1,766.40'],
  ['PLUMBING', '', '', '', ''],
  ['Vanity and faucet install', '1', 'EA', '$1,185.50', '$1,185.50'],
  ['(36 in. vanity, owner-selected faucet)', '', '', '', ''],
];

export function sampleBidPdf(): Uint8Array {
  const texts: PdfText[] = [
    { x: 50, y: 750, text: 'Ridge Line Builders - Bathroom remodel bid', size: 14 },
    { x: 50, y: 730, text: '123 Main St, Austin TX 78701' },
  ];
  const columns = [50, 300, 350, 410, 500];
  for (const [i, text] of ['Description', 'Qty', 'Unit', 'Unit Price', 'Amount'].entries())
    texts.push({ x: columns[i] ?? 0, y: 700, text });
  SAMPLE_BID_ROWS.forEach((row, r) => {
    row.forEach((text, i) => {
      if (text) texts.push({ x: columns[i] ?? 0, y: 680 - r * 18, text });
    });
  });
  const summary: [string, string][] = [
    ['Subtotal', '$3,946.90'],
    ['Overhead (10%)', '$394.69'],
    ['Profit (10%)', '$434.16'],
    ['Total', '$4,775.75'],
  ];
  summary.forEach(([label, amount], r) => {
    texts.push({ x: 350, y: 500 - r * 18, text: label }, { x: 500, y: 500 - r * 18, text: amount });
  });
  return writeSimplePdf([texts]);
}
