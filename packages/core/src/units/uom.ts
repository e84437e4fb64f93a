/**
 * Units of measure. A quantity always carries its unit. Physical units convert within their dimension with
 * exact factors (1 ft = 12 in, 1 sq yd = 9 sq ft, 1 square = 100 sq ft of roof, 1 cu yd = 27 cu ft,
 * 1 ton = 2,000 lb); count-like and package units do not convert without a coverage.
 */

export const UOMS = [
  // area
  'sq_ft',
  'sq_yd',
  'sq_in',
  'square',
  // length
  'linear_ft',
  'inch',
  'linear_yd',
  // volume
  'cubic_ft',
  'cubic_yd',
  'cubic_in',
  // liquid volume
  'gallon',
  'quart',
  'fl_oz',
  // weight
  'pound',
  'ton',
  'ounce',
  // time
  'hour',
  'day',
  'week',
  'month',
  // power
  'kw',
  // lumber volume
  'board_ft',
  // counts and packages
  'each',
  'lump_sum',
  'box',
  'case',
  'roll',
  'bag',
  'bundle',
  'sheet',
  'piece',
  'pair',
  'set',
  'tube',
  'bucket',
  'pail',
  'pack',
  'stick',
  'panel',
  'carton',
  'unit',
  'count',
] as const;

export type Uom = (typeof UOMS)[number];

export type Dimension =
  | 'area'
  | 'length'
  | 'volume'
  | 'liquid'
  | 'weight'
  | 'time'
  | 'power'
  | 'board'
  | 'count'
  | 'lump';

interface UomInfo {
  dimension: Dimension;
  /** How many of the dimension's base unit one of this unit is (area: sq_ft, length: linear_ft, ...). */
  toBase: number;
  label: string;
}

const COUNT: Omit<UomInfo, 'label'> = { dimension: 'count', toBase: 1 };

export const UOM_INFO: Record<Uom, UomInfo> = {
  sq_ft: { dimension: 'area', toBase: 1, label: 'sq ft' },
  sq_yd: { dimension: 'area', toBase: 9, label: 'sq yd' },
  sq_in: { dimension: 'area', toBase: 1 / 144, label: 'sq in' },
  square: { dimension: 'area', toBase: 100, label: 'square' },
  linear_ft: { dimension: 'length', toBase: 1, label: 'LF' },
  inch: { dimension: 'length', toBase: 1 / 12, label: 'in' },
  linear_yd: { dimension: 'length', toBase: 3, label: 'yd' },
  cubic_ft: { dimension: 'volume', toBase: 1, label: 'cu ft' },
  cubic_yd: { dimension: 'volume', toBase: 27, label: 'cu yd' },
  cubic_in: { dimension: 'volume', toBase: 1 / 1728, label: 'cu in' },
  gallon: { dimension: 'liquid', toBase: 1, label: 'gal' },
  quart: { dimension: 'liquid', toBase: 1 / 4, label: 'qt' },
  fl_oz: { dimension: 'liquid', toBase: 1 / 128, label: 'fl oz' },
  pound: { dimension: 'weight', toBase: 1, label: 'lb' },
  ton: { dimension: 'weight', toBase: 2000, label: 'ton' },
  ounce: { dimension: 'weight', toBase: 1 / 16, label: 'oz' },
  hour: { dimension: 'time', toBase: 1, label: 'hr' },
  day: { dimension: 'time', toBase: 8, label: 'day' },
  week: { dimension: 'time', toBase: 40, label: 'week' },
  month: { dimension: 'time', toBase: 173.33, label: 'month' },
  kw: { dimension: 'power', toBase: 1, label: 'kW' },
  board_ft: { dimension: 'board', toBase: 1, label: 'BF' },
  each: { ...COUNT, label: 'ea' },
  lump_sum: { dimension: 'lump', toBase: 1, label: 'LS' },
  box: { ...COUNT, label: 'box' },
  case: { ...COUNT, label: 'case' },
  roll: { ...COUNT, label: 'roll' },
  bag: { ...COUNT, label: 'bag' },
  bundle: { ...COUNT, label: 'bundle' },
  sheet: { ...COUNT, label: 'sheet' },
  piece: { ...COUNT, label: 'pc' },
  pair: { ...COUNT, label: 'pair' },
  set: { ...COUNT, label: 'set' },
  tube: { ...COUNT, label: 'tube' },
  bucket: { ...COUNT, label: 'bucket' },
  pail: { ...COUNT, label: 'pail' },
  pack: { ...COUNT, label: 'pack' },
  stick: { ...COUNT, label: 'stick' },
  panel: { ...COUNT, label: 'panel' },
  carton: { ...COUNT, label: 'carton' },
  unit: { ...COUNT, label: 'unit' },
  count: { ...COUNT, label: 'count' },
};

/** A number with its unit. */
export interface Quantity {
  value: number;
  uom: Uom;
}

export function isUom(value: string): value is Uom {
  return Object.hasOwn(UOM_INFO, value);
}

export function dimensionOf(uom: Uom): Dimension {
  return UOM_INFO[uom].dimension;
}

/** True for units that measure physical extent (area, length, volume, liquid, weight), not counts or packages. */
export function isPhysical(uom: Uom): boolean {
  const dimension = dimensionOf(uom);
  return dimension !== 'count' && dimension !== 'lump' && dimension !== 'time';
}

/** True when a value in `from` can be converted to `to` without any product coverage. */
export function canConvert(from: Uom, to: Uom): boolean {
  if (from === to) return true;
  const a = UOM_INFO[from];
  const b = UOM_INFO[to];
  if (a.dimension !== b.dimension) return false;
  // Counts and packages are not interchangeable: a box is not an each.
  return a.dimension !== 'count' && a.dimension !== 'lump';
}

/** Converts a quantity within its dimension: `convert({value: 2, uom: 'square'}, 'sq_ft')` → 200 sq ft. */
export function convert(quantity: Quantity, to: Uom): Quantity {
  if (!canConvert(quantity.uom, to)) {
    throw new RangeError(
      `Cannot convert ${UOM_INFO[quantity.uom].label} to ${UOM_INFO[to].label}: they measure different things`,
    );
  }
  if (quantity.uom === to) return { value: quantity.value, uom: to };
  const value = (quantity.value * UOM_INFO[quantity.uom].toBase) / UOM_INFO[to].toBase;
  return { value: cleanFloat(value), uom: to };
}

/** Removes binary noise from a converted value (0.30000000000000004 → 0.3) without real rounding. */
export function cleanFloat(value: number): number {
  return Number.parseFloat(value.toPrecision(15));
}

export function uomLabel(uom: Uom): string {
  return UOM_INFO[uom].label;
}
