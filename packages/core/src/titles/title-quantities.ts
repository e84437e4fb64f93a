import type { Dimension, Quantity, Uom } from '../units/uom.ts';
import { dimensionOf } from '../units/uom.ts';
import { NUMBER_PATTERN, parseNumber } from './parse-number.ts';

/** One number with its unit as written in a title, and where it sits. */
export interface TitleQuantity {
  quantity: Quantity;
  dimension: Dimension;
  start: number;
  end: number;
  /** "wide", "long", "high", "thick", "diameter" when the title says which side it is. */
  side?: Side;
}

export type Side = 'wide' | 'long' | 'high' | 'thick' | 'diameter';

/** Sizes joined by "x": "1/2 in. x 4 ft. x 8 ft.", or "19.875 x 31.5 x 1 in." with one unit at the end. */
export interface SizeChain {
  parts: TitleQuantity[];
  start: number;
}

export interface TitleQuantities {
  /** Length chains (a single length is a chain of one), in the order written. */
  chains: SizeChain[];
  /** Area, volume, liquid and weight amounts, in the order written. */
  amounts: TitleQuantity[];
}

/**
 * Unit spellings seen in retail titles, longest first so "sq. ft." wins over "sq." and "lin. ft." over "ft.".
 * Inch is `"` (and `''`), foot is `'`: the usual convention. The Kaggle Home Depot reference code has the two
 * reversed; this does not copy it.
 */
const UNIT_SPELLINGS: [RegExp, Uom | 'pint'][] = [
  [/^(?:sq\.?\s*f(?:ee)?t\.?|square\s+f(?:ee|oo)t|sf)$/i, 'sq_ft'],
  [/^(?:sq\.?\s*yds?\.?|square\s+yards?)$/i, 'sq_yd'],
  [/^(?:sq\.?\s*in\.?|square\s+inch(?:es)?)$/i, 'sq_in'],
  [/^(?:sq\.?|squares?)$/i, 'square'],
  [/^(?:cu\.?\s*f(?:ee)?t\.?|cubic\s+f(?:ee|oo)t)$/i, 'cubic_ft'],
  [/^(?:cu\.?\s*yds?\.?|cubic\s+yards?)$/i, 'cubic_yd'],
  [/^(?:cu\.?\s*in\.?|cubic\s+inch(?:es)?)$/i, 'cubic_in'],
  [/^(?:lin(?:ear|eal)?\.?\s*(?:ft\.?|feet|foot))$/i, 'linear_ft'],
  [/^(?:ft\.?|feet|foot|')$/i, 'linear_ft'],
  [/^(?:in\.?|inch(?:es)?|"|'')$/i, 'inch'],
  [/^(?:yds?\.?|yards?)$/i, 'linear_yd'],
  [/^(?:gal(?:lon)?s?\.?)$/i, 'gallon'],
  [/^(?:qts?\.?|quarts?)$/i, 'quart'],
  [/^(?:pts?\.?|pints?)$/i, 'pint'],
  [/^(?:fl\.?\s*oz\.?)$/i, 'fl_oz'],
  [/^(?:lbs?\.?|pounds?)$/i, 'pound'],
  [/^(?:oz\.?|ounces?)$/i, 'ounce'],
  [/^(?:tons?)$/i, 'ton'],
];

const UNIT_PATTERN = [
  String.raw`sq\.?\s*f(?:ee)?t\.?|square\s+f(?:ee|oo)t|sf\b`,
  String.raw`sq\.?\s*yds?\.?|square\s+yards?|sq\.?\s*in\.?|square\s+inch(?:es)?`,
  String.raw`cu\.?\s*f(?:ee)?t\.?|cubic\s+f(?:ee|oo)t|cu\.?\s*yds?\.?|cubic\s+yards?|cu\.?\s*in\.?|cubic\s+inch(?:es)?`,
  String.raw`squares?\b|sq\.`,
  String.raw`lin(?:ear|eal)?\.?\s*(?:ft\.?|feet|foot)`,
  String.raw`ft\.?|feet|foot|in\.|inch(?:es)?|in\b(?!\s*\d)|''|'|"|yds?\.?|yards?`,
  String.raw`gal(?:lon)?s?\.?|qts?\.?|quarts?|pts?\.?|pints?|fl\.?\s*oz\.?|lbs?\.?|pounds?|oz\.?|ounces?|tons?`,
].join('|');

const SIDE_PATTERN = String.raw`wide|width|w\.?|long|length|l\.?|high|height|tall|h\.?|thick|thickness|t\.?|deep|d\.?|dia\.?|diameter|o\.?d\.?|i\.?d\.?`;

const QUANTITY_RE = new RegExp(
  String.raw`(?<![\w.\/])(${NUMBER_PATTERN})(?:\s*(${UNIT_PATTERN})(?![a-z])(?:\s*(${SIDE_PATTERN})(?![a-z]))?)?`,
  'gi',
);

function uomOf(unitText: string): { uom: Uom; factor: number } | undefined {
  const cleaned = unitText.trim();
  for (const [pattern, uom] of UNIT_SPELLINGS) {
    if (!pattern.test(cleaned)) continue;
    // A pint is half a quart; there is no pint unit in the canonical list.
    return uom === 'pint' ? { uom: 'quart', factor: 0.5 } : { uom, factor: 1 };
  }
  return undefined;
}

function sideOf(text: string | undefined): Side | undefined {
  if (!text) return undefined;
  const letter = text.toLowerCase().replace(/\./g, '');
  if (/^(?:w|wide|width)$/.test(letter)) return 'wide';
  if (/^(?:l|long|length)$/.test(letter)) return 'long';
  if (/^(?:h|high|height|tall)$/.test(letter)) return 'high';
  if (/^(?:t|thick|thickness|d|deep)$/.test(letter)) return 'thick';
  return 'diameter';
}

interface RawMatch {
  value: number;
  unit?: { uom: Uom; factor: number };
  side?: Side;
  start: number;
  end: number;
}

function scan(text: string): RawMatch[] {
  const matches: RawMatch[] = [];
  for (const match of text.matchAll(QUANTITY_RE)) {
    const value = parseNumber(match[1]!);
    if (value === undefined) continue;
    const unit = match[2] ? uomOf(match[2]) : undefined;
    const side = sideOf(match[3]);
    const start = match.index;
    matches.push({
      value,
      start,
      end: start + match[0].length,
      ...(unit ? { unit } : {}),
      ...(side ? { side } : {}),
    });
  }
  return matches;
}

function toTitleQuantity(raw: RawMatch, unit: { uom: Uom; factor: number }): TitleQuantity {
  const quantity = { value: raw.value * unit.factor, uom: unit.uom };
  return {
    quantity,
    dimension: dimensionOf(unit.uom),
    start: raw.start,
    end: raw.end,
    ...(raw.side ? { side: raw.side } : {}),
  };
}

/**
 * Joins feet-and-inches written together ("3 ft. 3 in.") into one length in feet (3.25 ft). Only whole inches
 * under 12 join: "25 ft. 1/2 in." is a length and a diameter.
 */
function joinFeetAndInches(text: string, matches: RawMatch[]): RawMatch[] {
  const joined: RawMatch[] = [];
  for (const match of matches) {
    const previous = joined.at(-1);
    const adjacent = previous && /^\s*-?\s*$/.test(text.slice(previous.end, match.start));
    const feetThenInches =
      previous?.unit?.uom === 'linear_ft' &&
      !previous.side &&
      match.unit?.uom === 'inch' &&
      Number.isInteger(match.value) &&
      match.value < 12;
    if (adjacent && feetThenInches) {
      joined[joined.length - 1] = { ...previous, value: previous.value + match.value / 12, end: match.end };
      if (match.side) joined[joined.length - 1]!.side = match.side;
      continue;
    }
    joined.push(match);
  }
  return joined;
}

/** Groups raw matches joined by "x" into runs; bare numbers take the unit written after them. */
function groupRuns(text: string, matches: RawMatch[]): RawMatch[][] {
  const runs: RawMatch[][] = [];
  let current: RawMatch[] = [];
  for (const match of matches) {
    const previous = current.at(-1);
    if (previous && /^\s*[x×*]\s*$/i.test(text.slice(previous.end, match.start))) {
      current.push(match);
      continue;
    }
    if (current.length > 0) runs.push(current);
    current = [match];
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/** Reads every size and amount in a (spec-masked) title. */
export function scanQuantities(text: string): TitleQuantities {
  const chains: SizeChain[] = [];
  const amounts: TitleQuantity[] = [];
  for (const run of groupRuns(text, joinFeetAndInches(text, scan(text)))) {
    const lengths: TitleQuantity[] = [];
    let unitToRight: { uom: Uom; factor: number } | undefined;
    const resolved: (TitleQuantity | undefined)[] = [];
    for (let index = run.length - 1; index >= 0; index--) {
      const raw = run[index]!;
      // "4 x 8 ft.": a bare number borrows the unit that follows it, but only a length unit.
      const lengthUnitToRight =
        unitToRight && dimensionOf(unitToRight.uom) === 'length' ? unitToRight : undefined;
      const unit = raw.unit ?? lengthUnitToRight;
      if (raw.unit) unitToRight = raw.unit;
      resolved[index] = unit ? toTitleQuantity(raw, unit) : undefined;
    }
    for (const item of resolved) {
      if (!item) continue;
      if (item.dimension === 'length') lengths.push(item);
      else amounts.push(item);
    }
    if (lengths.length > 0) chains.push({ parts: lengths, start: lengths[0]!.start });
  }
  amounts.sort((a, b) => a.start - b.start);
  return { chains, amounts };
}
