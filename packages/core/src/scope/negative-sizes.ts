import { sayNote } from './say-note.ts';

/**
 * A size or count below zero ("-5 sq ft", "−3 outlets") is no quantity of work: it is taken out of the text
 * (so "5" is never read from it) and asked about as a doubt that holds the estimate for review. A hyphen
 * between words or numbers ("3-5/8", "2-story", "12-14 ft", "10'-6\"") or a dash with a space after it ("roof - 30 sq") is
 * not a minus sign.
 */
const NEGATIVE =
  /(?<![\w.)/'-])[-−–]\d[\d,]*(?:\.\d+)?(?:\s*(?:sq\.?\s?ft|sf|square feet|lf|linear feet|ft|feet|foot|in|inches|gal(?:lons?)?|amps?|squares?)\b)?/g;

export function takeNegativeSizes(text: string): { text: string; doubts: string[] } {
  const doubts: string[] = [];
  const cleaned = text.replace(NEGATIVE, (found) => {
    doubts.push(sayNote('belowZero', { text: found.trim() }));
    return ' '.repeat(found.length);
  });
  return { text: cleaned, doubts };
}
