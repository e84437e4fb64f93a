import { parseNumber } from '../titles/parse-number.ts';
import type { Measure } from './measure.ts';
import { readProperties } from './property-units.ts';
import { QUANTITY_WORDS, sidesMatch } from './quantity-words.ts';

export type { Measure, MeasureKind } from './measure.ts';
export { describeMeasure, formatNumber } from './say-note.ts';

const {
  approximateBefore,
  approximateAfter,
  lumberAfter,
  namesNotCounts,
  productSizeAfter,
  roomsOfHouseAfter,
} = QUANTITY_WORDS.around;
const NUMBER = QUANTITY_WORDS.patterns.number;

// Longest spellings first (data/lexicon/quantity-words.yaml `units`): "square feet" before "square".
const UNIT_RULES = QUANTITY_WORDS.units;
const UNIT_PATTERN = UNIT_RULES.map((rule) => `(${rule.pattern})`).join('|');
const QUANTITY = new RegExp(
  String.raw`(?<![\w.])(${NUMBER})(?:(?:\s*(?:-|–|to)\s*|\s+or\s+)(${NUMBER}))?(?:[\s-]*(?:${UNIT_PATTERN}))?`,
  'g',
);
const { dimensions: DIMENSIONS, pitch: PITCH } = QUANTITY_WORDS.sizes;

function isInches(unit: string | undefined): boolean {
  return unit !== undefined && /^(?:"|in\.?|inches|inch)$/.test(unit);
}

/** Where a measure stands in the text and what the words around it say of it. */
function spanAt(
  text: string,
  start: number,
  end: number,
): Pick<Measure, 'start' | 'end' | 'text' | 'approximate' | 'nextWord'> {
  const approximate =
    approximateBefore.test(text.slice(Math.max(0, start - 20), start)) ||
    approximateAfter.test(text.slice(end, end + 20));
  const nextWord = /^\s*-?\s*([a-z]+)/.exec(text.slice(end))?.[1] ?? '';
  return { start, end, text: text.slice(start, end), approximate, nextWord };
}

/** Blanks a span so later passes do not read it again; offsets stay valid. */
function mask(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

/** What a pass reads at a match: a measure, `'blank'` (a span no later pass may read: "2x4 studs"), or nothing. */
type Reading = Measure | 'blank' | undefined;

function readPitch(match: RegExpMatchArray, text: string): Reading {
  const rise = Number(match[1] ?? match[2]);
  const explicit = /pitch|slope/.test(match[0]) || match[2] !== undefined;
  if (!(explicit || /\b(?:pitch|slope|roof|reroof|shingle)/.test(text)) || rise > 24) return undefined;
  const start = match.index!;
  return { kind: 'pitch', value: rise, ...spanAt(text, start, start + match[0].length), approximate: false };
}

/** A side as written: a number, or feet and inches ("12'6\"" → 12.5). */
function parseSide(text: string): number | undefined {
  const feetInches = /^(\d+)'\s?-?\s?(\d{1,2}(?:\.\d+)?)"$/.exec(text);
  return feetInches ? Number(feetInches[1]) + Number(feetInches[2]) / 12 : parseNumber(text);
}

function readDimensions(match: RegExpMatchArray, original: string, masked: string): Reading {
  const first = parseSide(match[1]!);
  const second = parseSide(match[3]!);
  if (first === undefined || second === undefined) return undefined;
  const inches = isInches(match[2]) || isInches(match[4]);
  const toFeet = (value: number) => (inches ? value / 12 : value);
  const start = match.index!;
  const end = start + match[0].trimEnd().length;
  // "a 2x6 exterior wall", "2x4 studs": a lumber size, not a floor or a window.
  if (first === 2 && [4, 6, 8, 10, 12].includes(second) && lumberAfter.test(masked.slice(end)))
    return 'blank';
  // "12x24 porcelain tile", "6x36 planks": the size of the product, a property of it, never a floor.
  if (productSizeAfter.test(masked.slice(end)))
    return {
      kind: 'property',
      property: 'productSize',
      value: first * second,
      ...spanAt(original, start, end),
    };
  const third = match[5] === undefined ? undefined : parseNumber(match[5]);
  return {
    kind: 'dimensions',
    value: toFeet(first) * toFeet(second),
    uom: 'sq_ft',
    widthFt: toFeet(first),
    lengthFt: toFeet(second),
    ...(third === undefined ? {} : { heightFt: third }),
    ...spanAt(original, start, end),
  };
}

function measureFromQuantity(match: RegExpMatchArray, original: string): Measure | undefined {
  const low = parseNumber(match[1]!);
  if (low === undefined) return undefined;
  const high = match[2] === undefined ? undefined : parseNumber(match[2]);
  const ruleIndex = UNIT_RULES.findIndex((_rule, index) => match[3 + index] !== undefined);
  const rule = ruleIndex >= 0 ? UNIT_RULES[ruleIndex] : undefined;
  const factor = rule?.factor ?? 1;
  const value = (high ?? low) * factor;
  const start = match.index!;
  const end = start + match[0].trimEnd().length;
  // "a Kohler 20RESCL", "model 50XL": digits run into letters with no unit are a model number, not a count;
  // "the 2nd floor", "3rd bedroom": an ordinal says which, not how many.
  if (!rule && /^[a-z]{2,}/i.test(original.slice(end)) && !/^s\b/i.test(original.slice(end)))
    return undefined;
  // "a level 2 charger", "class 4 shingles": the number names a kind.
  if (!rule && namesNotCounts.test(original.slice(Math.max(0, start - 24), start))) return undefined;
  // "a 96% furnace", "80 percent efficient": a rating, not a count.
  if (!rule && /^\s*(?:%|percent\b)/i.test(original.slice(end))) return undefined;
  // "5/8 drywall", "a 1/2 plywood subfloor": a figure with a fraction and no unit is a thickness or a size of the
  // thing, never a count of things (a count is whole).
  if (!rule && high === undefined && !Number.isInteger(low))
    return { kind: 'property', property: 'size', value: low, ...spanAt(original, start, end) };
  // "a 3-bedroom, 1,800 sq ft house": the rooms describe the house, they are no count of work.
  if (!rule && roomsOfHouseAfter.test(original.slice(end))) return undefined;
  const measure: Measure = {
    kind: rule?.kind ?? 'count',
    value,
    ...(rule?.uom ? { uom: rule.uom } : {}),
    ...spanAt(original, start, end),
    ...(high === undefined ? {} : { range: [low * factor, high * factor] as [number, number] }),
  };
  return refineLength(measure, original);
}

/** A length or count that is a height by the words around it (data/lexicon/quantity-words.yaml `heights`). */
function refineLength(measure: Measure, text: string): Measure {
  const height = QUANTITY_WORDS.heights.find(
    (rule) =>
      rule.kinds.includes(measure.kind) &&
      measure.value <= (rule.upToFt ?? Number.POSITIVE_INFINITY) &&
      sidesMatch(rule, text, measure, [40, 28]),
  );
  return height ? { ...measure, kind: height.becomes, uom: 'linear_ft' } : measure;
}

// Pitches and sizes are read before plain numbers, each span blanked for the passes after it, so "6/12" and
// "12x16" are not also read as numbers.
const PASSES = [
  { regex: PITCH, read: readPitch },
  { regex: DIMENSIONS, read: readDimensions },
  { regex: QUANTITY, read: measureFromQuantity },
];

/**
 * A clause as the readers after its figures read it: "a 3-season sunroom" is "a 3 season sunroom" once the figure
 * was read as a name (normalizeText keeps that hyphen); the length is kept, so every offset into the text holds.
 */
export function unjoinFigures(text: string): string {
  return text.replace(/(?<=\d)-(?=[a-z])/g, ' ');
}

/**
 * Every quantity in a lower-case text, in reading order.
 * @example findMeasures('paint about 500 sq ft') // [{ kind: 'area', value: 500, uom: 'sq_ft', approximate: true, … }]
 */
export function findMeasures(text: string): Measure[] {
  // Properties first ("a 3t ac", "r-49", "budget 15k"): no count or size reader sees them.
  const properties = readProperties(text);
  const measures: Measure[] = [...properties.measures];
  let masked = properties.masked;
  for (const { regex, read } of PASSES) {
    // "pulls x30", "windows ×8": once sizes are read, an x before a number is a count's mark, not a letter.
    if (regex === QUANTITY) masked = masked.replace(/(?<![\w.])[x×](?=\d)/g, ' ');
    let next = masked;
    for (const match of masked.matchAll(regex)) {
      const reading = read(match, text, masked);
      if (reading === undefined) continue;
      if (reading !== 'blank') measures.push(reading);
      next = mask(next, match.index, match.index + match[0].length);
    }
    masked = next;
  }
  return measures.sort((a, b) => a.start - b.start);
}
