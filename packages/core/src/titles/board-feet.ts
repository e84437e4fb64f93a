import { cleanFloat, convert, dimensionOf, type Quantity } from '../units/uom.ts';

/**
 * Board feet of a piece of lumber from its nominal sizes: thickness (in) × width (in) × length (in) ÷ 144.
 * Lumber is traded on nominal, not dressed, sizes (a board foot is 144 cu in by definition; University of
 * Missouri Extension G5050). `boardFeetOf([2 in, 6 in, 8 ft])` → 8.
 */
export function boardFeetOf(nominal: Quantity[]): number | undefined {
  if (nominal.length !== 3 || nominal.some((size) => dimensionOf(size.uom) !== 'length')) return undefined;
  const inches = nominal.map((size) => convert(size, 'inch').value);
  return cleanFloat(inches.reduce((product, size) => product * size, 1) / 144);
}
