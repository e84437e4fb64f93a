/**
 * Money is integer cents everywhere. Every conversion from a fractional amount to cents happens here,
 * so the rounding rule (half away from zero) lives in one place.
 */

/** Rounds a fractional cent amount to whole cents, half away from zero. `roundCents(12.5) === 13`. */
export function roundCents(amountCents: number): number {
  if (!Number.isFinite(amountCents)) {
    throw new RangeError(`Cannot round a non-finite amount of cents: ${amountCents}`);
  }
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999.
  const sign = amountCents < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(amountCents) + 1e-9) || 0;
}

/** Dollars (as a person writes them) to integer cents: `dollarsToCents(12.345) === 1235`. */
export function dollarsToCents(amountDollars: number): number {
  return roundCents(amountDollars * 100);
}

/** Applies a percentage to an amount in cents and rounds once: `percentOfCents(1000, 15) === 150`. */
export function percentOfCents(amountCents: number, percent: number): number {
  return roundCents((amountCents * percent) / 100);
}

/** Parses a money string such as "$1,234.50" or "12" into cents; returns undefined when it is not money. */
export function parseMoneyToCents(text: string): number | undefined {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '').replace(/^\$/, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return dollarsToCents(Number(cleaned));
}

/** Formats cents as US dollars: `formatCents(123456) === "$1,234.56"`. */
export function formatCents(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  const absolute = Math.abs(amountCents);
  const dollars = Math.floor(absolute / 100).toLocaleString('en-US');
  const cents = String(absolute % 100).padStart(2, '0');
  return `${sign}$${dollars}.${cents}`;
}
