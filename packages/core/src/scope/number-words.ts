/**
 * Number words people write in a job description (data/lexicon/quantity-words.yaml `numbers`), turned into
 * digits so one quantity grammar reads both "six recessed lights" and "6 recessed lights".
 */
import { QUANTITY_WORDS } from './quantity-words.ts';

const { units, tens, scales, phrases } = QUANTITY_WORDS.numbers;
const PHRASES = phrases.map((phrase) => ({ ...phrase, regex: new RegExp(phrase.pattern, 'g') }));
// "the 2nd floor hallway": a level of the house, said as the readers know it, never a floor to work on.
const LEVELS = QUANTITY_WORDS.levels.map((level) => ({ ...level, regex: new RegExp(level.pattern, 'g') }));
const alternatives = (words: Record<string, number>) => Object.keys(words).join('|');
// "twenty-two", "twenty two", "forty", "six", "two dozen", "three hundred"
const COMPOUND = new RegExp(
  String.raw`\b(?:(${alternatives(tens)})(?:[\s-](${alternatives(units)}))?|(${alternatives(units)}))(?:\s+(${alternatives(scales)}))?\b`,
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
  for (const level of LEVELS) out = out.replace(level.regex, level.becomes);
  for (const phrase of PHRASES) {
    out = out.replace(phrase.regex, (match) => {
      if (phrase.approximate) approximations.push(`"${match}" read as ${phrase.value}`);
      return String(phrase.value);
    });
  }
  out = out.replace(
    COMPOUND,
    (_match, ten?: string, unitAfterTen?: string, unit?: string, scale?: string) => {
      const value = ten ? (tens[ten] ?? 0) + (units[unitAfterTen ?? ''] ?? 0) : (units[unit ?? ''] ?? 0);
      return String(value * (scales[scale ?? ''] ?? 1));
    },
  );
  // "2 dozen" written with digits
  out = out.replace(/\b(\d+) dozen\b/g, (_m, count: string) => String(Number(count) * 12));
  return { text: out, approximations };
}
