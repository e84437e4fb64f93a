import type { Uom } from '../units/uom.ts';

/**
 * Quantities as people write them in a job description: "1,650 sq ft", "20 squares", "180 linear feet",
 * "12x16 ft", "12' x 16'", "12 by 16 feet", "a 50-gallon", "22 kW", "200 amp", "3/4 inch", "6/12 pitch",
 * "9 ft ceilings", "two layers", "about 500 sq ft", "400-500 sq ft". Lengths and areas are in feet and square
 * feet; "squares" keep their unit because a roof square is a different quantity from a floor square foot.
 */
export const MEASURE_KINDS = [
  'count',
  'area',
  'length',
  'volume',
  'gallons',
  'kw',
  'amps',
  'volts',
  'tons',
  'btu',
  'inches',
  'dimensions',
  'pitch',
  'ceilingHeight',
  'height',
  'layers',
  'stories',
  // A property of one thing or no quantity at all ("R-49", "30 year", "budget 15k"): data/lexicon/property-units.yaml.
  'property',
] as const;
export type MeasureKind = (typeof MEASURE_KINDS)[number];

/** What an area figure is the area of, read from the words around it (data/lexicon/quantity-words.yaml). */
export const AREA_SUBJECTS = [
  'floor',
  'house',
  'roof',
  'wall',
  'ceiling',
  'wallsAndCeiling',
  'site',
  'generic',
] as const;
export type AreaSubject = (typeof AREA_SUBJECTS)[number];

export interface Measure {
  kind: MeasureKind;
  /** count, area (sq ft, or squares when uom is 'square'), length (ft), volume (cu yd), gallons, kW … */
  value: number;
  /** Canonical unit of `value` where one applies. */
  uom?: Uom;
  /** For dimensions: the two (or three) sides in feet; area = widthFt × lengthFt. */
  widthFt?: number;
  lengthFt?: number;
  heightFt?: number;
  /** Position in the text searched (end exclusive). */
  start: number;
  end: number;
  text: string;
  /** "about", "approx.", "roughly", "or so": the figure is the customer's estimate. */
  approximate: boolean;
  /** "400-500 sq ft": both figures; `value` is the upper one. */
  range?: [number, number];
  /** For kind 'property': what the figure is of the thing ("rValue", "years", "money"). */
  property?: string;
  /** How the reader worked the figure out ("2 car garage" taken as 480 sq ft), said where it is used. */
  note?: string;
  /** The word right after the measure ("tile" in "12x24 tile"), to tell sizes of things from areas. */
  nextWord: string;
}
