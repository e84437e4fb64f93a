/**
 * A number as retail titles write it: mixed numbers with a hyphen or a space ("97-1/2", "2 1/2"), fractions
 * ("5/8"), decimals (".5", "0.216") and thousands separators ("1,000"). Order matters: the mixed form must be
 * tried before the plain integer, or "97-1/2" would read as 97.
 */
export const NUMBER_PATTERN = String.raw`(?:\d+[- ]\d+\/\d+|\d+\/\d+|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d*\.\d+|\d+)`;

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/** Rewrites vulgar-fraction characters as ASCII: "5½" → "5-1/2", "¾" → "3/4". */
export function asciiFractions(text: string): string {
  return text.replace(/(\d?)([½⅓⅔¼¾⅛⅜⅝⅞])/g, (_match, whole: string, fraction: string) => {
    const ascii = UNICODE_FRACTIONS[fraction] ?? fraction;
    return whole ? `${whole}-${ascii}` : ascii;
  });
}

/** Parses "97-1/2" → 97.5, "5/8" → 0.625, "1,000" → 1000; undefined for anything else or a zero denominator. */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  const mixed = /^(\d+)[- ](\d+)\/(\d+)$/.exec(trimmed);
  if (mixed) {
    const fraction = fractionValue(mixed[2]!, mixed[3]!);
    return fraction === undefined ? undefined : Number(mixed[1]) + fraction;
  }
  const fraction = /^(\d+)\/(\d+)$/.exec(trimmed);
  if (fraction) return fractionValue(fraction[1]!, fraction[2]!);
  if (/^(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d+)?$/.test(trimmed) && /\d/.test(trimmed)) {
    return Number(trimmed.replace(/,/g, ''));
  }
  return undefined;
}

function fractionValue(numerator: string, denominator: string): number | undefined {
  const bottom = Number(denominator);
  if (bottom === 0) return undefined;
  return Number(numerator) / bottom;
}
