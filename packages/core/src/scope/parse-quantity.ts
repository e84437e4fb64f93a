import { parseNumber } from '../titles/parse-number.ts';
import type { Uom } from '../units/uom.ts';
import type { Measure, MeasureKind } from './measure.ts';

export { describeMeasure, formatNumber } from './describe-measure.ts';
export type { Measure, MeasureKind } from './measure.ts';

const NUM = String.raw`(?:\d+-\d+\/\d+|\d+ \d+\/\d+|\d+\/\d+|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d*\.\d+|\d+)`;
const FEET = String.raw`(?:'|ft\.?|feet|foot)`;
// A bare "in" is inches only at the end of the size ("36x80 in"), never "12x16 in the yard".
const INCHES = String.raw`(?:"|in\.|inches|inch|in(?=\s*$|\s*[,;)]))`;

const APPROX_BEFORE =
  /(?:about|approx(?:imately|\.)?|roughly|around|~|maybe|estimated|est\.|close to|nearly|almost|give or take)\s*$/;
const APPROX_AFTER = /^\s*(?:-?ish\b|or so\b|give or take\b)/;

interface UnitRule {
  pattern: string;
  kind: MeasureKind;
  uom?: Uom;
  /** Multiplier into the measure's base unit (sq yd → sq ft). */
  factor?: number;
}

// Longest spellings first: "square feet" before "square", "linear feet" before "feet".
const UNIT_RULES: UnitRule[] = [
  {
    pattern: String.raw`(?:square|sq\.?)\s?(?:feet|foot|ft\.?)|sqft|sf\b|ft2|ft²`,
    kind: 'area',
    uom: 'sq_ft',
  },
  { pattern: String.raw`(?:square|sq\.?)\s?(?:yards?|yds?\.?)|sy\b`, kind: 'area', uom: 'sq_ft', factor: 9 },
  { pattern: String.raw`squares?\b|sq\b`, kind: 'area', uom: 'square' },
  // Drywall and sheathing come in 4 × 8 ft sheets (32 sq ft); stated as an assumption where used.
  {
    pattern: String.raw`sheets?\b(?= of (?:(?:the|rotten|rotted|bad|soft|damaged|wet|moldy|new|old|1\/2|5\/8|3\/4|7\/16|inch|in|moisture resistant) )*(?:drywall|sheetrock|plywood|osb|sheathing|greenboard|cement board|(?:roof )?decking))`,
    kind: 'area',
    uom: 'sq_ft',
    factor: 32,
  },
  // "roof decking, about 10 sheets": the material named just before the count.
  {
    pattern: String.raw`sheets?\b(?<=\b(?:drywall|sheetrock|plywood|osb|sheathing|greenboard|decking)\b[^.;]{0,30})`,
    kind: 'area',
    uom: 'sq_ft',
    factor: 32,
  },
  {
    pattern: String.raw`(?:linear|lineal|lin\.?)\s?(?:feet|foot|ft\.?)|lf\b|l\.f\.`,
    kind: 'length',
    uom: 'linear_ft',
  },
  {
    pattern: String.raw`(?:cubic|cu\.?)\s?(?:yards?|yds?\.?)|cy\b|yards? of (?=concrete|gravel|mulch|topsoil|dirt)`,
    kind: 'volume',
    uom: 'cubic_yd',
  },
  {
    pattern: String.raw`(?:cubic|cu\.?)\s?(?:feet|foot|ft\.?)`,
    kind: 'volume',
    uom: 'cubic_yd',
    factor: 1 / 27,
  },
  { pattern: String.raw`gallons?\b|gal\b\.?`, kind: 'gallons', uom: 'gallon' },
  { pattern: String.raw`kw\b|kilowatts?\b`, kind: 'kw', uom: 'kw' },
  { pattern: String.raw`amps?\b|amperes?\b|a\b(?=\s|$|[,.;])`, kind: 'amps' },
  // "240v dryer circuit": a voltage, never a count of circuits.
  { pattern: String.raw`volts?\b|vac\b|v\b`, kind: 'volts' },
  { pattern: String.raw`tons?\b`, kind: 'tons' },
  { pattern: String.raw`k ?btus?\b`, kind: 'btu', factor: 1000 },
  { pattern: String.raw`btus?\b`, kind: 'btu' },
  { pattern: String.raw`layers?\b`, kind: 'layers' },
  { pattern: String.raw`(?:story|stories|storey|storeys|level)\b`, kind: 'stories' },
  { pattern: String.raw`(?:feet|foot|ft\b\.?|')`, kind: 'length', uom: 'linear_ft' },
  {
    pattern: String.raw`(?:inches|inch|"|in\.|in\b(?= (?:thick|deep|wide|tall|high|concrete|slab|pipe|line|drain|tile|plank|board|hardwood|baseboard|crown|trim|driveway|patio)))`,
    kind: 'inches',
    uom: 'inch',
  },
];

const UNIT_PATTERN = UNIT_RULES.map((rule) => `(${rule.pattern})`).join('|');
const QUANTITY = new RegExp(
  String.raw`(?<![\w.])(${NUM})(?:\s*(?:-|–|to)\s*(${NUM}))?(?:[\s-]*(?:${UNIT_PATTERN}))?`,
  'g',
);
const DIMENSIONS = new RegExp(
  String.raw`(?<![\w.])(${NUM})\s*(${FEET}|${INCHES})?\s*(?:x|×|by)\s*(${NUM})\s*(${FEET}|${INCHES})?(?:\s*(?:x|×|by)\s*(${NUM})\s*(${FEET})?)?(?![\w])`,
  'g',
);
const PITCH =
  /(?<![\w./])(\d{1,2}(?:\.\d+)?)\s*(?:\/|:|in|on)\s*12\b(?:\s*(?:pitch|slope))?|\bpitch (?:of )?(\d{1,2})\b/g;

function isInches(unit: string | undefined): boolean {
  return unit !== undefined && /^(?:"|in\.?|inches|inch)$/.test(unit);
}

function approximateAt(text: string, start: number, end: number): boolean {
  return (
    APPROX_BEFORE.test(text.slice(Math.max(0, start - 20), start)) ||
    APPROX_AFTER.test(text.slice(end, end + 20))
  );
}

function nextWordAt(text: string, end: number): string {
  return /^\s*-?\s*([a-z]+)/.exec(text.slice(end))?.[1] ?? '';
}

/** Blanks a span so later passes do not read it again; offsets stay valid. */
function mask(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

function findPitches(text: string, out: Measure[]): string {
  const roofy = /\b(?:pitch|slope|roof|reroof|shingle)/.test(text);
  let masked = text;
  for (const match of text.matchAll(PITCH)) {
    const rise = Number(match[1] ?? match[2]);
    const explicit = /pitch|slope/.test(match[0]) || match[2] !== undefined;
    if (!(explicit || roofy) || rise > 24) continue;
    const start = match.index;
    const end = start + match[0].length;
    out.push({
      kind: 'pitch',
      value: rise,
      start,
      end,
      text: match[0],
      approximate: false,
      nextWord: nextWordAt(text, end),
    });
    masked = mask(masked, start, end);
  }
  return masked;
}

const LUMBER_AFTER =
  /^\s*(?:(?:exterior|interior|framed?|stud|pressure treated|pt) )*(?:walls?|studs?|framing|lumber|boards?|joists?|rafters?|construction|plates?|headers?)\b/;

function findDimensions(text: string, original: string, out: Measure[]): string {
  let masked = text;
  for (const match of text.matchAll(DIMENSIONS)) {
    const first = parseNumber(match[1]!);
    const second = parseNumber(match[3]!);
    if (first === undefined || second === undefined) continue;
    const inches = isInches(match[2]) || isInches(match[4]);
    const toFeet = (value: number) => (inches ? value / 12 : value);
    const start = match.index;
    const end = start + match[0].length;
    // "a 2x6 exterior wall", "2x4 studs": a lumber size, not a floor or a window.
    if (first === 2 && [4, 6, 8, 10, 12].includes(second) && LUMBER_AFTER.test(text.slice(end))) {
      masked = mask(masked, start, end);
      continue;
    }
    const third = match[5] === undefined ? undefined : parseNumber(match[5]);
    out.push({
      kind: 'dimensions',
      value: toFeet(first) * toFeet(second),
      uom: 'sq_ft',
      widthFt: toFeet(first),
      lengthFt: toFeet(second),
      ...(third === undefined ? {} : { heightFt: third }),
      start,
      end,
      text: original.slice(start, end),
      approximate: approximateAt(original, start, end),
      nextWord: nextWordAt(original, end),
    });
    masked = mask(masked, start, end);
  }
  return masked;
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
  // "a Kohler 20RESCL", "model 50XL": digits run into letters with no unit are a model number, not a count.
  if (!rule && /^[a-z]{2,}/i.test(original.slice(end)) && !/^(?:st|nd|rd|th|s)\b/i.test(original.slice(end)))
    return undefined;
  const measure: Measure = {
    kind: rule?.kind ?? 'count',
    value,
    ...(rule?.uom ? { uom: rule.uom } : {}),
    start,
    end,
    text: original.slice(start, end),
    approximate: approximateAt(original, start, end),
    nextWord: nextWordAt(original, end),
    ...(high === undefined ? {} : { range: [low * factor, high * factor] as [number, number] }),
  };
  return refineLength(measure, original);
}

/** "9 ft ceilings", "ceilings are 9 ft" and "6 ft tall" are heights, not lengths of work. */
function refineLength(measure: Measure, text: string): Measure {
  if (measure.kind !== 'length' && measure.kind !== 'count') return measure;
  const after = text.slice(measure.end, measure.end + 24);
  const before = text.slice(Math.max(0, measure.start - 28), measure.start);
  const lengthish = measure.kind === 'length';
  if (
    (lengthish && /^\s*-?\s*(?:high |tall )?(?:ceilings?|walls)\b/.test(after)) ||
    /\b(?:(?:vaulted|cathedral|high|tall) ceilings?,?|ceilings?(?: height)?)(?: (?:are|is|of|at))?(?: about| around)?\s*$/.test(
      before,
    ) ||
    // "walls about 18 ft high", "walls are about 9 ft," : the height of the walls is the room's ceiling height.
    (lengthish &&
      /^\s*(?:(?:high|tall)\b|[,.;]|$)/.test(after) &&
      /\bwalls?(?: (?:are|is))?(?: about| around| roughly)?\s*$/.test(before))
  ) {
    return { ...measure, kind: 'ceilingHeight', uom: 'linear_ft' };
  }
  if (lengthish && /^\s*(?:tall|high)\b/.test(after)) return { ...measure, kind: 'height' };
  // "a 6 ft cedar privacy fence": a short figure before the fence is its height, never its run.
  if (lengthish && measure.value <= 8 && /^\s*-?\s*(?:[a-z]+ ){0,3}fenc(?:e|ing)\b/.test(after))
    return { ...measure, kind: 'height' };
  return measure;
}

/**
 * Every quantity in a lower-case text, in reading order. Dimensions and pitches are read first so "12x16"
 * and "6/12" are not also read as plain numbers.
 * @example findMeasures('paint about 500 sq ft') // [{ kind: 'area', value: 500, uom: 'sq_ft', approximate: true, … }]
 */
export function findMeasures(text: string): Measure[] {
  const measures: Measure[] = [];
  let masked = findPitches(text, measures);
  masked = findDimensions(masked, text, measures);
  for (const match of masked.matchAll(QUANTITY)) {
    const measure = measureFromQuantity(match, text);
    if (measure) measures.push(measure);
  }
  return measures.sort((a, b) => a.start - b.start);
}
