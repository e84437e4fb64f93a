/**
 * Number words people write in a job description, turned into digits so one quantity grammar reads both
 * "six recessed lights" and "6 recessed lights". "a"/"an" stay words: an item without a count is one.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** Fixed phrases, longest first; `approximate` marks the ones that only suggest a number ("a few"). */
const PHRASES: { pattern: RegExp; value: number; approximate?: boolean }[] = [
  { pattern: /\bhalf (?:a )?dozen\b/g, value: 6 },
  { pattern: /\ba dozen\b/g, value: 12 },
  { pattern: /\ba pair of\b/g, value: 2 },
  { pattern: /\ba couple(?: of)?\b/g, value: 2 },
  { pattern: /\ba few\b/g, value: 3, approximate: true },
  // "both toilets", "both of the bathroom fans": two of a thing named in the plural.
  // "Both walls and ceiling" names surfaces, not a count.
  {
    pattern:
      /\bboth(?: of)?(?: the| our| my)?\b(?! (?:walls|sides|ends|floors|stories)\b)(?= (?:[a-z]+ ){0,2}[a-z]+s\b)/g,
    value: 2,
  },
  {
    pattern: /\b(?:a )?single\b(?= (?:\w+ )?(?:window|door|outlet|light|fixture|toilet|sink|faucet)s?\b)/g,
    value: 1,
  },
];

const WORD = Object.keys(UNITS).join('|');
const TEN = Object.keys(TENS).join('|');
// "twenty-two", "twenty two", "forty", "six", "two dozen", "three hundred"
const COMPOUND = new RegExp(
  String.raw`\b(?:(${TEN})(?:[\s-](${WORD}))?|(${WORD}))(?:\s+(hundred|dozen))?\b`,
  'g',
);

export interface NumberWordsResult {
  text: string;
  /** Phrases that only suggest a number ("a few" → 3), for the estimate's assumptions. */
  approximations: string[];
}

/**
 * Rewrites number words as digits: "six recessed lights" → "6 recessed lights", "a dozen outlets" → "12
 * outlets", "twenty-two kW" → "22 kW". Input should be lower case.
 */
export function replaceNumberWords(text: string): NumberWordsResult {
  const approximations: string[] = [];
  let out = text;
  for (const phrase of PHRASES) {
    out = out.replace(phrase.pattern, (match) => {
      if (phrase.approximate) approximations.push(`"${match}" read as ${phrase.value}`);
      return String(phrase.value);
    });
  }
  out = out.replace(
    COMPOUND,
    (_match, ten?: string, unitAfterTen?: string, unit?: string, scale?: string) => {
      let value = ten
        ? (TENS[ten] ?? 0) + (unitAfterTen ? (UNITS[unitAfterTen] ?? 0) : 0)
        : (UNITS[unit ?? ''] ?? 0);
      if (scale === 'hundred') value *= 100;
      if (scale === 'dozen') value *= 12;
      return String(value);
    },
  );
  // "2 dozen" written with digits
  out = out.replace(/\b(\d+) dozen\b/g, (_m, count: string) => String(Number(count) * 12));
  return { text: out, approximations };
}
