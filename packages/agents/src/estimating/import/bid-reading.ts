import { UOMS } from '@quoin/core';
import { z } from 'zod';

/** One priced line of a bid, with the values exactly as the bid states them. */
export const bidLineSchema = z.strictObject({
  title: z.string().min(1),
  quantity: z.number().nonnegative(),
  uom: z.enum(UOMS),
  /** The bid's unit price, when it states one. */
  unitPriceCents: z.number().int().nonnegative().optional(),
  /** The bid's line total. */
  amountCents: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  line: z.number().int().positive(),
});

/** A summary line: subtotal, overhead, profit, tax, total … with the percent when the label states one. */
export const bidSummarySchema = z.strictObject({
  label: z.string().min(1),
  amountCents: z.number().int(),
  percent: z.number().nonnegative().optional(),
});

/** A bid read into groups and lines: by the table heuristic, or by a model through `structure_bid`. */
export const bidReadingSchema = z.strictObject({
  title: z.string().default('Imported bid'),
  groups: z.array(z.strictObject({ name: z.string().min(1), lines: z.array(bidLineSchema).min(1) })).min(1),
  summary: z.array(bidSummarySchema).default([]),
});

export type BidLine = z.infer<typeof bidLineSchema>;
export type BidSummary = z.infer<typeof bidSummarySchema>;
export type BidReading = z.infer<typeof bidReadingSchema>;

/** "$1,185.50" → 118550, read from the digits (no floating point); undefined when it is not an amount. */
export function parseMoneyCents(text: string): number | undefined {
  const match = /^\(?-?\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?\)?$/.exec(text.trim());
  if (!match?.[1]) return undefined;
  const dollars = Number(match[1].replace(/,/g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  const negative = text.includes('-') || text.trim().startsWith('(');
  return (negative ? -1 : 1) * (dollars * 100 + cents);
}

/** "1,250" or "12.5" → the number; undefined for anything else. */
export function parseQuantity(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(/,/g, ''));
}
