/**
 * Turns a product query or a catalog title into search tokens. Sizes stay whole ("1/2", "4x8", "12/2",
 * "r13", "50-gallon") because in building materials the size is usually what tells two products apart;
 * splitting "12/2" into "12" and "2" would make 12/2 and 14/2 cable look alike.
 */

export type QueryTokenKind = 'word' | 'number' | 'size';

export interface QueryToken {
  /** Canonical text: "drywall", "250", "1/2", "4x8", "2x4x8", "12/2", "r13", "#4", "50-gallon", "4-in". */
  text: string;
  kind: QueryTokenKind;
  /**
   * Sizes only: the family a size belongs to. Two different sizes of one family conflict (1/2 in vs 5/8 in,
   * 40 gal vs 50 gal, 12/2 vs 14/2); sizes of different families never do.
   */
  family?: string;
  /** Sizes only: parts split out of the whole ("50" and "gallon" from "50-gallon", "2x4" and "8" from "2x4x8"). */
  parts?: QueryToken[];
}

/** Unit words that make a number a measure; the key is the canonical unit used in the token text. */
const MEASURE_UNITS: [unit: string, pattern: string][] = [
  ['sqft', 'sqft|sf'],
  ['sqyd', 'sqyd'],
  ['cuft', 'cuft'],
  ['cuyd', 'cuyd'],
  ['gallon', String.raw`gallons?|gals?\.?`],
  ['lb', String.raw`lbs?\.?|pounds?`],
  ['oz', String.raw`oz\.?|ounces?`],
  ['qt', String.raw`qts?\.?|quarts?`],
  ['ft', String.raw`ft\.?|feet|foot|lf|'`],
  ['in', String.raw`in\.?|inch(?:es)?|"`],
  ['yd', String.raw`yds?\.?|yards?`],
  ['amp', 'amps?|a'],
  ['kw', 'kw'],
  ['volt', 'volts?|v'],
  ['watt', 'watts?|w'],
  ['btu', 'btuh?'],
  ['ton', 'tons?'],
  ['hp', 'hp'],
  ['seer', 'seer2?'],
  ['mil', 'mil'],
  ['mm', 'mm'],
  ['gpf', 'gpf'],
  ['cfm', 'cfm'],
  ['awg', 'awg'],
  ['gauge', 'ga|gauge'],
  ['pack', 'packs?|pk|count|ct'],
  ['piece', 'pieces?|pcs?|pc'],
  ['gang', 'gang'],
  ['pole', 'poles?'],
  ['step', 'steps?'],
  ['port', 'ports?'],
  ['zone', 'zones?'],
  ['space', 'spaces?'],
  ['light', 'lights?'],
  ['year', 'years?|yr'],
  ['mp', 'mp'],
  ['tab', 'tabs?'],
  ['psi', 'psi'],
];

const UNIT_ALTERNATION = MEASURE_UNITS.map(([, pattern]) => `(?:${pattern})`).join('|');
const LENGTH_UNIT = String.raw`(?:in\.?|inch(?:es)?|ft\.?|feet|'|")`;
const DECIMAL = String.raw`\d+(?:\.\d+)?`;

/** 4x8, 4 ft x 8 ft, 2 in. x 4 in. x 8 ft; the look-behind keeps "1/2 in. x 4" from starting at the 2. */
const DIMENSIONS = new RegExp(
  String.raw`(?<![\d./])(${DECIMAL})\s*(${LENGTH_UNIT})?\s*x\s*(${DECIMAL})\s*(${LENGTH_UNIT})?` +
    String.raw`(?:\s*x\s*(${DECIMAL})\s*(${LENGTH_UNIT})?)?(?![\d/.-])`,
  'g',
);
/** 1-1/4, 5/8, 12/2, with an optional unit after it. */
const FRACTION = new RegExp(
  String.raw`(?<![\d./-])(?:(\d+)[-\s])?(\d+)/(\d+)(?![\d/])(?:\s*-?\s*(${UNIT_ALTERNATION})(?![a-z0-9]))?`,
  'g',
);
const R_VALUE = /(?<![a-z0-9])r-?(\d+(?:\.\d+)?)(?![\d.])/g;
const NUMBER_SIGN = /#\s?(\d+)(?![\d.])/g;
const MEASURE = new RegExp(
  String.raw`(?<![\d./#])(${DECIMAL})\s*-?\s*(${UNIT_ALTERNATION})(?![a-z0-9])`,
  'g',
);

const STOP_WORDS = new Set(
  'a an and or the for with of to in on by per x w at as is it be from into each ea new inc approx about no our your'.split(
    ' ',
  ),
);

const WORD_SYNONYMS: Record<string, string> = {
  gal: 'gallon',
  gals: 'gallon',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  feet: 'ft',
  foot: 'ft',
  amps: 'amp',
  inch: 'in',
  inches: 'in',
};

/** Folds simple English plurals: shingles → shingle, boxes → box, supplies → supply; keeps gas, glass. */
export function singularize(word: string): string {
  if (word.length <= 3 || /(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:xes|ches|shes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

const UNIT_MATCHERS = MEASURE_UNITS.map(([unit, pattern]) => [unit, new RegExp(`^(?:${pattern})$`)] as const);

function canonicalUnit(written: string): string {
  const compact = written.trim();
  return UNIT_MATCHERS.find(([, matcher]) => matcher.test(compact))?.[0] ?? compact;
}

function canonicalNumber(text: string): string {
  return String(Number(text));
}

/** Lower-cases and folds the typography retail titles use (½, ×, curly quotes, thousands separators). */
function normalizeText(text: string): string {
  // Double primes go first: NFKC would turn ″ (inches) into two primes, which read as feet.
  return (
    text
      .replace(/[″“”]/g, '"')
      .normalize('NFKC')
      .toLowerCase()
      .replace(/\u2044/g, '/')
      .replace(/[×✕]/g, 'x')
      .replace(/[’′]/g, "'")
      .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
      .replace(/\btype\s+([a-z0-9])\b/g, 'type$1')
      // "12-2 NM-B" is how cable is often written; make it the 12/2 that conductors are searched by.
      .replace(/\b(14|12|10|8|6|4|3|2)-([234])\b(?![/\d])/g, '$1/$2')
      .replace(/\b1\/4[\s-]turn\b/g, 'quarter turn')
      // Area and volume units become one word, with or without a number: "per cubic yard" = "per cu. yd.".
      .replace(/\b(?:sq\.?\s*ft\b\.?|square\s+f(?:ee|oo)t\b)/g, 'sqft')
      .replace(/\b(?:sq\.?\s*yds?\b\.?|square\s+yards?\b)/g, 'sqyd')
      .replace(/\b(?:cu\.?\s*ft\b\.?|cubic\s+f(?:ee|oo)t\b)/g, 'cuft')
      .replace(/\b(?:cu\.?\s*yds?\b\.?|cubic\s+yards?\b)/g, 'cuyd')
      // "T-molding", "P-trap", "J channel": the letter is part of the name; keep "tmolding" and "molding".
      // a, w and x are left alone: they are usually "a", "with" and "by".
      .replace(/(?<![a-z0-9./-])([b-vyz])[\s-]([a-z]{2,})\b/g, '$1$2 $2')
  );
}

class TokenCollector {
  readonly tokens: QueryToken[] = [];

  size(text: string, family: string, parts: QueryToken[] = []): void {
    this.tokens.push(
      parts.length === 0 ? { text, kind: 'size', family } : { text, kind: 'size', family, parts },
    );
  }
}

function word(text: string): QueryToken {
  return { text, kind: /^\d/.test(text) ? 'number' : 'word' };
}

function measure(value: string, unit: string): QueryToken {
  return { text: `${value}-${unit}`, kind: 'size', family: unit === 'in' ? 'inch' : `unit:${unit}` };
}

function lengthMeasure(value: string, unit: string | undefined): QueryToken[] {
  if (unit === undefined) return [];
  return [measure(value, /^(?:ft\.?|feet|')$/.test(unit) ? 'ft' : 'in')];
}

/**
 * "4x8" keeps its parts 4 and 8; a part written with a unit also yields that measure, so "form tube 12 in. x
 * 4 ft" can be found as "12 in" and "2x4 x 8 ft" as "2x4 8 ft".
 */
function extractDimensions(text: string, out: TokenCollector): string {
  type Unit = string | undefined;
  return text.replace(
    DIMENSIONS,
    (_all, a: string, unitA: Unit, b: string, unitB: Unit, c: string | undefined, unitC: Unit) => {
      const [first, second] = [canonicalNumber(a), canonicalNumber(b)];
      const pair = `${first}x${second}`;
      const pairParts = [
        word(first),
        word(second),
        ...lengthMeasure(first, unitA),
        ...lengthMeasure(second, unitB),
      ];
      if (c === undefined) {
        out.size(pair, 'dimensions-2', pairParts);
        return ' ';
      }
      const third = canonicalNumber(c);
      const pairToken: QueryToken = { text: pair, kind: 'size', family: 'dimensions-2' };
      out.size(`${pair}x${third}`, 'dimensions-3', [
        pairToken,
        ...pairParts,
        word(third),
        ...lengthMeasure(third, unitC),
      ]);
      return ' ';
    },
  );
}

function extractFractions(text: string, out: TokenCollector): string {
  return text.replace(
    FRACTION,
    (_all, whole: string | undefined, top: string, bottom: string, unit?: string) => {
      const fraction = whole === undefined ? `${top}/${bottom}` : `${whole}-${top}/${bottom}`;
      const canonical = unit === undefined ? undefined : canonicalUnit(unit);
      if (whole === undefined && Number(top) >= Number(bottom) && canonical === undefined) {
        // 12/2, 10/3: cable conductors, not a fraction.
        out.size(fraction, 'gauge', [word(top), word(bottom)]);
      } else if (canonical === undefined || canonical === 'in') {
        out.size(fraction, 'inch');
      } else {
        out.size(`${fraction}-${canonical}`, `unit:${canonical}`, [word(canonical)]);
      }
      return ' ';
    },
  );
}

function extractMeasures(text: string, out: TokenCollector): string {
  return text.replace(MEASURE, (_all, value: string, unit: string) => {
    const token = measure(canonicalNumber(value), canonicalUnit(unit));
    out.size(token.text, token.family ?? 'unit', [word(canonicalNumber(value)), word(canonicalUnit(unit))]);
    return ' ';
  });
}

function extractWords(text: string, out: TokenCollector): void {
  const pieces = text.replace(/(?<=[a-z])-(?=[a-z0-9])|(?<=[0-9])-(?=[a-z])/g, ' ').split(/[^a-z0-9.]+/);
  for (const piece of pieces) {
    const cleaned = piece.replace(/^\.+|\.+$/g, '');
    if (cleaned === '') continue;
    if (/^\d+(?:\.\d+)?$/.test(cleaned)) {
      out.tokens.push(word(canonicalNumber(cleaned)));
      continue;
    }
    const folded = singularize(WORD_SYNONYMS[cleaned] ?? cleaned.replace(/\./g, ''));
    if (folded.length < 2 || STOP_WORDS.has(folded)) continue;
    out.tokens.push(word(WORD_SYNONYMS[folded] ?? folded));
  }
}

/**
 * Tokenizes a query or title: lower-case, sizes kept whole, simple plurals folded, stop words dropped,
 * duplicates removed (first one wins). `tokenizeQuery('1/2 in. Drywall 4 ft x 8 ft')` →
 * `1/2` (size, inch), `4x8` (size, dimensions-2, with parts `4` and `8`), `drywall` (word).
 */
export function tokenizeQuery(text: string): QueryToken[] {
  const out = new TokenCollector();
  let rest = normalizeText(text);
  rest = rest.replace(NUMBER_SIGN, (_all, value: string) => {
    out.size(`#${value}`, 'number-sign');
    return ' ';
  });
  rest = extractDimensions(rest, out);
  rest = extractFractions(rest, out);
  rest = rest.replace(R_VALUE, (_all, value: string) => {
    out.size(`r${canonicalNumber(value)}`, 'r-value');
    return ' ';
  });
  rest = extractMeasures(rest, out);
  extractWords(rest, out);
  const seen = new Set<string>();
  return out.tokens.filter((token) => {
    if (seen.has(token.text)) return false;
    seen.add(token.text);
    return true;
  });
}
