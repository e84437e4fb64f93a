import { parseUom } from '../units/parse-uom.ts';
import { isPhysical, type Quantity, type Uom } from '../units/uom.ts';

/** Package words as titles spell them, mapped to canonical units (a coil or spool is sold like a roll). */
const PACKAGE_WORDS: Record<string, Uom> = {
  roll: 'roll',
  coil: 'roll',
  spool: 'roll',
  case: 'case',
  box: 'box',
  bag: 'bag',
  bundle: 'bundle',
  sheet: 'sheet',
  pail: 'pail',
  bucket: 'bucket',
  tube: 'tube',
  cartridge: 'tube',
  carton: 'carton',
  pack: 'pack',
  pk: 'pack',
  stick: 'stick',
  panel: 'panel',
  set: 'set',
};

const WORD = `(roll|coil|spool|case|box|bag|bundle|sheet|pail|bucket|tube|cartridge|carton|pack|pk|stick|panel|set)e?s?`;

function packageWord(text: string | undefined): Uom | undefined {
  if (!text) return undefined;
  const word = text.toLowerCase();
  return (
    PACKAGE_WORDS[word] ?? PACKAGE_WORDS[word.replace(/s$/, '')] ?? PACKAGE_WORDS[word.replace(/es$/, '')]
  );
}

export interface Packaging {
  packCount?: number;
  packageUnit?: Uom;
}

interface CountRule {
  pattern: RegExp;
  /** Which capture holds the count and which the package word (0 = none: the rule names the unit itself). */
  countGroup: number;
  wordGroup: number;
  unit?: Uom;
}

const COUNT_RULES: CountRule[] = [
  // "(10 Tiles/Case-40sq. ft.)", "140 per Pack", "12/Case", "50 Screws per Box"
  {
    pattern: new RegExp(String.raw`(?<![\d.,])(\d+)\s*(?:([a-z]+)\s*)?(?:per|\/)\s*${WORD}\b`, 'i'),
    countGroup: 1,
    wordGroup: 3,
  },
  // "Case of 10", "Box of 100", "Pack of 4", "Bundle of 25"
  { pattern: new RegExp(String.raw`\b${WORD}\s+of\s+(\d+)\b`, 'i'), countGroup: 2, wordGroup: 1 },
  // "(Pallet of 72)": no pallet unit exists, so only the count is kept.
  { pattern: /\bpallet\s+of\s+(\d+)\b/i, countGroup: 1, wordGroup: 0 },
  // "(Case-4)"
  { pattern: new RegExp(String.raw`\b${WORD}-(\d+)\b`, 'i'), countGroup: 2, wordGroup: 1 },
  // "(4-Pack)", "10-Pack", "6 Pack", "(12 pk)"
  { pattern: /(?<![\d.,/-])(\d+)[- ]?(pack|pk)\b/i, countGroup: 1, wordGroup: 2 },
  // "(100-Count)", "50 ct."
  { pattern: /(?<![\d.,/-])(\d+)[- ]?(?:count|ct)\b/i, countGroup: 1, wordGroup: 0 },
  // "(100-Piece)" only in parentheses: "2-Piece Toilet" names one toilet, not a count.
  { pattern: /\((\d+)[- ]?(?:piece|pc|pcs)\)/i, countGroup: 1, wordGroup: 0 },
];

/** "24 sq. ft. / case", "33.3 sq. ft. per bundle", "(1 lb. Box)", "250 ft. Coil", "4.5 Gal. Pail". */
const UNIT_THEN_PACKAGE = new RegExp(
  String.raw`\b(?:ft|in|lb|lbs|gal|oz|qt|yd|sq|cu|feet|inch|inches|")\.?\s*(?:(?:\/|per|-)\s*)?${WORD}\b`,
  'i',
);

/** A package word standing alone ("Continuous Roll", "Roll Roofing", "Pail"); singular only, see below. */
const STANDALONE_PACKAGE =
  /\b(roll|coil|spool|bag|bundle|pail|bucket|tube|cartridge|carton)\b(?![-\s]?(?:up|er)\b)/i;

/** Reads how many pieces a package holds and what the package is called. */
export function readPackaging(title: string): Packaging {
  for (const rule of COUNT_RULES) {
    const match = rule.pattern.exec(title);
    if (!match) continue;
    // "250 ft per roll" is a length, not a count: the word between must not be a unit.
    const between = rule.wordGroup === 3 && match[2] ? parseUom(match[2]) : undefined;
    if (between && isPhysical(between)) continue;
    const count = Number(match[rule.countGroup]);
    if (!Number.isInteger(count) || count <= 0) continue;
    const named = rule.wordGroup > 0 ? packageWord(match[rule.wordGroup]) : undefined;
    const unit = named ?? namedPackage(title);
    return { packCount: count, ...(unit ? { packageUnit: unit } : {}) };
  }
  const unit = namedPackage(title);
  return unit ? { packageUnit: unit } : {};
}

/**
 * The package word: first one that follows a unit ("24 sq. ft. / case", "(1 lb. Box)"), else a standalone
 * word. Plurals ("Trash Bags") name the product rather than its package, so they are not taken standalone;
 * "box" and "case" are not taken standalone either ("Junction Box", "Cased Opening").
 */
function namedPackage(title: string): Uom | undefined {
  const afterUnit = UNIT_THEN_PACKAGE.exec(title);
  if (afterUnit) return packageWord(afterUnit[1]);
  const standalone = STANDALONE_PACKAGE.exec(title);
  return standalone ? packageWord(standalone[1]) : undefined;
}

const SOLD_PER: [RegExp, Uom][] = [
  [/\b(?:sold|priced)\s+(?:by|per)\s+(?:the\s+)?(?:lin(?:ear|eal)?\.?\s*)?(?:ft|foot|feet)\b/i, 'linear_ft'],
  [/\bper\s+lin(?:ear|eal)?\.?\s*(?:ft|foot|feet)\b|\(\s*per\s+(?:ft|foot)\.?\s*\)|\/\s*LF\b/i, 'linear_ft'],
  [/\b(?:sold|priced)\s+(?:by|per)\s+(?:the\s+)?(?:sq(?:uare)?\.?\s*(?:ft|foot|feet))\b/i, 'sq_ft'],
  [/\b(?:sold|priced)\s+(?:by|per)\s+(?:the\s+)?(?:lb|pound)\b/i, 'pound'],
];

/** One work unit when the title says the price is per work unit ("Sold by the Linear Foot", "per lin. ft."). */
export function soldPerWorkUnit(title: string): Quantity | undefined {
  for (const [pattern, uom] of SOLD_PER) {
    if (pattern.test(title)) return { value: 1, uom };
  }
  return undefined;
}
