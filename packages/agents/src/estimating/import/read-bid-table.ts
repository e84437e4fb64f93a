import { parseUom, type Uom } from '@quoin/core';
import type { BidLine, BidReading, BidSummary } from './bid-reading.ts';
import { parseMoneyCents, parseQuantity } from './bid-reading.ts';
import type { PdfLine } from './read-pdf-lines.ts';

const SUMMARY_LABEL =
  /^(sub ?-?total|overhead|profit|o ?& ?p|tax|sales tax|contingency|markup|grand total|total)\b/i;
const HEADER_WORDS = /\b(description|qty|quantity|unit price|amount)\b/i;

function isMoneyCell(text: string): boolean {
  return /\$|\.\d{2}$/.test(text) && parseMoneyCents(text) !== undefined;
}

function summaryOf(texts: string[]): BidSummary | undefined {
  const label = texts[0] ?? '';
  const last = texts[texts.length - 1] ?? '';
  const amountCents = parseMoneyCents(last);
  if (!SUMMARY_LABEL.test(label) || amountCents === undefined || texts.length < 2) return undefined;
  const percent = /(\d+(?:\.\d+)?)\s*%/.exec(texts.join(' '))?.[1];
  return { label, amountCents, ...(percent ? { percent: Number(percent) } : {}) };
}

/** A line item from the right: amount, unit price, unit, quantity; the rest is the description. */
function lineOf(texts: string[], page: number, line: number): BidLine | undefined {
  const cells = [...texts];
  const amountCents = parseMoneyCents(cells.pop() ?? '');
  if (amountCents === undefined || amountCents < 0) return undefined;
  let unitPriceCents: number | undefined;
  let uom: Uom | undefined;
  let quantity: number | undefined;
  if (cells.length > 1 && isMoneyCell(cells[cells.length - 1] ?? ''))
    unitPriceCents = parseMoneyCents(cells.pop() ?? '');
  if (cells.length > 1) {
    const unit = parseUom(cells[cells.length - 1] ?? '');
    if (unit) {
      uom = unit;
      cells.pop();
    }
  }
  if (cells.length > 1) {
    quantity = parseQuantity(cells[cells.length - 1] ?? '');
    if (quantity !== undefined) cells.pop();
  }
  const title = cells.join(' ').trim();
  if (!title) return undefined;
  if (quantity === undefined && unitPriceCents === undefined)
    return { title, quantity: 1, uom: 'lump_sum', amountCents, page, line };
  return {
    title,
    quantity: quantity ?? 1,
    uom: uom ?? (quantity === undefined ? 'lump_sum' : 'each'),
    ...(unitPriceCents === undefined ? {} : { unitPriceCents }),
    amountCents,
    page,
    line,
  };
}

/** A section heading: written in capitals ("TILE", "PHASE 2") or ending in a colon ("Plumbing:"). */
function isHeading(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return text.endsWith(':') || (letters.length >= 2 && letters === letters.toUpperCase());
}

/**
 * The offline reading of a bid: rows whose last cell is an amount are line items (quantity, unit and unit price
 * read from the right when present, a lump sum otherwise); a lone text cell is a section heading when written as
 * one (capitals, a trailing colon) and otherwise the wrapped rest of the line item above it; subtotal, overhead,
 * profit, tax and total rows form the summary. Values are copied, never computed.
 */
export function readBidTable(lines: readonly PdfLine[], title = 'Imported bid'): BidReading {
  const groups: BidReading['groups'] = [];
  const summary: BidSummary[] = [];
  let current: BidReading['groups'][number] | undefined;
  let last: BidLine | undefined;
  let heading = 'Bid items';
  let seenHeader = false;
  for (const pdfLine of lines) {
    const texts = pdfLine.cells.map((cell) => cell.text).filter(Boolean);
    if (texts.length === 0) continue;
    if (texts.length >= 3 && HEADER_WORDS.test(texts.join(' ')) && !texts.some(isMoneyCell)) {
      seenHeader = true;
      continue;
    }
    const total = summaryOf(texts);
    if (total) {
      summary.push(total);
      last = undefined;
      continue;
    }
    const item = lineOf(texts, pdfLine.page, pdfLine.line);
    const lone = texts.length === 1 ? (texts[0] ?? '') : undefined;
    if (item) {
      if (!current || current.name !== heading) {
        current = { name: heading.replace(/:$/, ''), lines: [] };
        heading = current.name;
        groups.push(current);
      }
      current.lines.push(item);
      last = item;
    } else if (lone !== undefined && (seenHeader || groups.length > 0) && isHeading(lone)) {
      heading = lone;
      last = undefined;
    } else if (lone !== undefined && last) {
      last.title = `${last.title} ${lone}`;
    }
  }
  return { title, groups, summary };
}
