import type { Measure } from './measure.ts';

/** The measure as a short phrase for a person: "500 sq ft", "20 squares", "12 × 16 ft". */
export function describeMeasure(measure: Measure): string {
  const value = formatNumber(measure.value);
  switch (measure.kind) {
    case 'area':
      return measure.uom === 'square' ? `${value} squares` : `${value} sq ft`;
    case 'dimensions':
      return `${formatNumber(measure.widthFt ?? 0)} × ${formatNumber(measure.lengthFt ?? 0)} ft`;
    case 'length':
    case 'ceilingHeight':
    case 'height':
      return `${value} ft`;
    case 'volume':
      return `${value} cu yd`;
    case 'gallons':
      return `${value} gal`;
    case 'kw':
      return `${value} kW`;
    case 'amps':
      return `${value} A`;
    case 'volts':
      return `${value} V`;
    case 'inches':
      return `${value} in`;
    case 'pitch':
      return `${value}/12 pitch`;
    default:
      return value;
  }
}

/** Up to two decimals, no trailing zeros, thousands separated: 1650 → "1,650", 2.5 → "2.5". */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
