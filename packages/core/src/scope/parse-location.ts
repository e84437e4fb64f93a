import { type CityMatch, isCityReadAlone, lookupCity, stateCodeOf } from '../labor/lookup-city.ts';

/** Where the job is, as the estimate reports it: the ZIP (or ZIP3 prefix for a city) and what it came from. */
export interface ScopeLocation {
  zip: string;
  source: 'zip' | 'city';
  /** The words of the request it was read from: "02139", "Boston, MA". */
  text: string;
  city?: string;
  state?: string;
  /** A city named without a state that several states share; the most populous was taken. */
  ambiguous?: boolean;
}

export interface LocationSearch {
  location?: ScopeLocation;
  /** The request with the location words blanked out (same length, so offsets still hold). */
  rest: string;
}

// A five-digit number followed by a unit is a quantity ("12000 sq ft"), not a ZIP.
const ZIP =
  /(?<![\d,.$])\b(\d{5})(?:-\d{4})?\b(?!\s*(?:sq|square|sf|ft|feet|foot|lf|linear|gal|btu|kw|amp|cu|cubic|lb|\$|dollars|,\d))/gi;
const PREPOSITION = /^(?:in|near|at|around|outside|by|for|from)$/i;
const WORD = /[A-Za-z][A-Za-z.'’-]*/g;

interface Word {
  text: string;
  start: number;
  end: number;
}

function words(text: string): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

/** Only spaces or a comma between two words: "Boston, MA" and "Austin TX" are one place; "Boston. MA" is not. */
function adjacent(text: string, left: Word, right: Word): boolean {
  return /^\s*,?\s*$/.test(text.slice(left.end, right.start));
}

/** The `size` words from `index`, when there are as many and each follows the one before as one place's words. */
function wordRun(text: string, list: Word[], index: number, size: number): Word[] | undefined {
  const run = list.slice(index, index + size);
  if (run.length < size || !run.every((w, i) => i === 0 || adjacent(text, run[i - 1]!, w))) return undefined;
  return run;
}

function cityWithState(text: string, list: Word[], index: number): LocationSearch | undefined {
  for (let size = 3; size >= 1; size--) {
    for (let stateSize = 2; stateSize >= 1; stateSize--) {
      const chain = wordRun(text, list, index, size + stateSize);
      if (!chain) continue;
      const [cityWords, stateWords] = [chain.slice(0, size), chain.slice(size)];
      const stateText = stateWords.map((w) => w.text).join(' ');
      const state = stateCodeOf(stateText);
      if (!state) continue;
      const cityText = cityWords.map((w) => w.text).join(' ');
      const match = lookupCity(cityText, state);
      if (!match) continue;
      const { ambiguous: _ambiguous, ...unambiguous } = match;
      return cityFound(text, unambiguous, cityWords[0]!.start, stateWords.at(-1)!.end);
    }
  }
  return undefined;
}

/** A city found at text[start, end): its location and the text with the place blanked out. */
function cityFound(text: string, match: CityMatch, start: number, end: number): LocationSearch {
  return {
    location: {
      zip: match.zip3,
      source: 'city',
      text: text.slice(start, end).replace(/(?<![A-Z]\.[A-Z])\.$/, ''),
      city: match.city,
      state: match.state,
      ...(match.ambiguous ? { ambiguous: true } : {}),
    },
    rest: blank(text, start, end),
  };
}

function cityAlone(text: string, list: Word[], index: number): LocationSearch | undefined {
  for (let size = 3; size >= 1; size--) {
    const cityWords = wordRun(text, list, index, size);
    // Without a state only capitalised names count: "in Orange" is a city, "in orange" a colour.
    if (!cityWords?.every((w) => /^[A-Z]/.test(w.text))) continue;
    const match = lookupCity(cityWords.map((w) => w.text).join(' '));
    if (!match) continue;
    return cityFound(text, match, cityWords[0]!.start, cityWords.at(-1)!.end);
  }
  return undefined;
}

// What may stand between a city named alone and the rest of the request: "Kitchen remodel, San Diego",
// "Milwaukee - replace the water heater", "(Austin)". Words run on otherwise: "the Phoenix room" is no place.
const BEFORE_ALONE = /(?:^|[,;:(–—-]|\b(?:in|near|at|around|outside|by|for|from))\s*$/i;
const AFTER_ALONE = /^\s*(?:$|[,;:.)!?–—-])/;
const AFTER_NUMBER = /\d\s*$/;

/** A well-known city named alone at a seam of the request (its start or end, after a comma, "in"…). */
function cityReadAlone(text: string, list: Word[], index: number): LocationSearch | undefined {
  const previous = list[index - 1];
  for (let size = 3; size >= 1; size--) {
    const cityWords = wordRun(text, list, index, size);
    if (!cityWords) continue;
    const first = cityWords[0]!;
    const last = cityWords.at(-1)!;
    const afterPreposition =
      previous !== undefined && PREPOSITION.test(previous.text) && adjacent(text, previous, first);
    // Lower case only after "in", "near"…: "in pittsburgh" is a place; a lower-case word in a sentence is a word.
    if (!afterPreposition && !cityWords.every((w) => /^[A-Z]/.test(w.text))) continue;
    if (!BEFORE_ALONE.test(text.slice(0, first.start)) && !AFTER_ALONE.test(text.slice(last.end))) continue;
    // A word right after a number is its unit: "1,200 SF" is square feet, not San Francisco.
    if (AFTER_NUMBER.test(text.slice(0, first.start))) continue;
    const match = lookupCity(cityWords.map((w) => w.text).join(' '));
    if (!match || !isCityReadAlone(match)) continue;
    return cityFound(text, match, first.start, last.end);
  }
  return undefined;
}

/**
 * The job's location in a request: a ZIP ("in 02139", "zip 78701"), a city with its state ("Boston, MA",
 * "in Austin TX", "Portland, Oregon"), a capitalised city after "in"/"near" ("near Chicago"), or a well-known city
 * alone at a seam of the request ("Kitchen remodel, San Diego", "in pittsburgh"). A city gives
 * its ZIP3 prefix from cities.csv. Case is kept: call it with the request as written.
 */
export function findLocation(text: string): LocationSearch {
  for (const match of text.matchAll(ZIP)) {
    const start = match.index;
    const end = start + match[0].length;
    const zipWord = /\b(?:zip|zip code|postal code)\s*:?\s*$/i.test(text.slice(0, start));
    const placed = /\b(?:in|near|at|around)\s+$/i.test(text.slice(0, start)) || zipWord;
    const isolated = !/\d/.test(text.slice(end, end + 3));
    if (placed || isolated) {
      const from = zipWord ? text.slice(0, start).search(/\b(?:zip|zip code|postal code)\s*:?\s*$/i) : start;
      return { location: { zip: match[1]!, source: 'zip', text: match[0] }, rest: blank(text, from, end) };
    }
  }
  const list = words(text);
  for (let index = 0; index < list.length; index++) {
    const found = cityWithState(text, list, index);
    if (found) return found;
  }
  for (let index = 1; index < list.length; index++) {
    if (!PREPOSITION.test(list[index - 1]!.text)) continue;
    const found = cityAlone(text, list, index);
    if (found) return found;
  }
  for (let index = 0; index < list.length; index++) {
    const found = cityReadAlone(text, list, index);
    if (found) return found;
  }
  return { rest: text };
}
