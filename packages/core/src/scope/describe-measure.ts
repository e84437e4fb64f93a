import type { Measure } from './measure.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';

/** The measure as a short phrase for a person: "500 sq ft", "20 squares", "12 × 16 ft". */
export function describeMeasure(measure: Measure): string {
  const key = measure.kind === 'area' && measure.uom === 'square' ? 'squares' : measure.kind;
  return (QUANTITY_WORDS.describe[key] ?? '$n')
    .replace('$n', formatNumber(measure.value))
    .replace('$w', formatNumber(measure.widthFt ?? 0))
    .replace('$l', formatNumber(measure.lengthFt ?? 0));
}

/** Up to two decimals, no trailing zeros, thousands separated: 1650 → "1,650", 2.5 → "2.5". */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
