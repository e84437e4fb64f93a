import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { foldWord, tokenize } from '../trades/match-text.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { checkedPer, parseDataFile } from './parse-data-file.ts';

const word = z.string().regex(/^[a-z]+$/);
// A shorthand may stand for several words ("pw" is "pressure wash", "ssmr" a standing seam metal roof).
const words = z.string().regex(/^[a-z]+(?: [a-z]+)*$/);
const phrases = (characters: RegExp) => z.array(z.string().regex(characters)).default([]);
const readerWordsSchema = z.strictObject({
  actions: z.array(word).min(1),
  words: z.array(word).min(1),
  plain: z.array(word).default([]),
  respellings: z.record(word, words).default({}),
  glue: z.array(word).min(1),
  keeps: z.array(word).default([]),
  stays: phrases(/^[a-z ]+$/),
  owns: phrases(/^[a-z ]+$/),
  fewPieces: z.strictObject({
    quantifiers: z.array(word).min(1),
    conditions: z.array(word).min(1),
    roofPieces: z.array(z.string().regex(/^[a-z ]+$/)).min(1),
  }),
  symptoms: phrases(/^[a-z' ]+$/),
  diagnosis: phrases(/^[a-z' ]+$/),
  partsOfThings: phrases(/^[a-z ]+$/),
});

/** The reader's vocabulary: words a misspelling may become, and plain words that are never corrected. */
export interface Lexicon {
  words: ReadonlySet<string>;
  plain: ReadonlySet<string>;
  actions: ReadonlySet<string>;
  /** Adjacent word pairs of every keyword ("recessed light"), folded: a correction must make one, or be an action. */
  pairs: ReadonlySet<string>;
  /** Keywords of one word ("gutters") and the reader's own words ("bathroom"), folded: a thing named alone. */
  singles: ReadonlySet<string>;
}

/** One correction the reader made, stated back to the customer. */
export interface SpellingCorrection {
  from: string;
  to: string;
}

type ReaderWords = z.infer<typeof readerWordsSchema>;

/** Parses data/lexicon/reader-words.yaml; throws INVALID_LEXICON naming the bad entry. */
export function parseReaderWords(yamlText: string): ReaderWords {
  return parseDataFile(readerWordsSchema, 'lexicon/reader-words.yaml', yamlText);
}

let readerWords: ReaderWords | undefined;

/** data/lexicon/reader-words.yaml, read and validated once. */
export function loadReaderWords(): ReaderWords {
  readerWords ??= parseReaderWords(readBundledText('lexicon/reader-words.yaml'));
  return readerWords;
}

/** Every word of every keyword in the trade profiles, plus the reader's own words (built once per registry). */
export const lexiconFor = checkedPer(loadReaderWords, (registry: TradeRegistry, readerWords): Lexicon => {
  const words = new Set([...readerWords.words, ...readerWords.actions]);
  const pairs = new Set<string>();
  const singles = new Set(readerWords.words.filter((w) => w.length >= 6).map(foldWord));
  for (const trade of registry.all()) {
    const phrases = [
      ...trade.aliases,
      ...trade.workItems.flatMap((w) => w.keywords),
      ...trade.assemblies.flatMap((a) => a.keywords),
      ...trade.laborProductivity.flatMap((p) => p.keywords),
    ];
    for (const phrase of phrases) {
      const tokens = tokenize(phrase);
      if (tokens.length === 1 && /^[a-z]{6,}$/.test(tokens[0] ?? '')) singles.add(foldWord(tokens[0] ?? ''));
      tokens.forEach((word, i) => {
        if (/^[a-z]+$/.test(word)) words.add(word);
        if (i > 0) pairs.add(`${tokens[i - 1]} ${word}`);
      });
    }
  }
  return {
    words,
    plain: new Set(readerWords.plain),
    actions: new Set(readerWords.actions),
    pairs,
    singles,
  };
});

/** Damerau-Levenshtein distance (adjacent swaps count one), stopping early above `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = limit + 1;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

function known(word: string, lexicon: Lexicon): boolean {
  return lexicon.words.has(word) || lexicon.words.has(foldWord(word)) || lexicon.plain.has(word);
}

/** The one lexicon word a misspelt word is closest to, or undefined when none is near or two are as near. */
function correctionFor(word: string, lexicon: Lexicon): { to: string; distance: number } | undefined {
  // Long words may carry two slips; a typo rarely changes the first letter (or swaps the first two).
  const limit = word.length >= 9 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = limit + 1;
  let tie = false;
  for (const candidate of lexicon.words) {
    if (candidate.length < 4 || (candidate[0] !== word[0] && candidate[0] !== word[1])) continue;
    for (const form of [candidate, `${candidate}s`]) {
      const distance = editDistance(word, form, limit);
      if (distance < bestDistance) {
        best = form;
        bestDistance = distance;
        tie = false;
      } else if (distance === bestDistance && best && foldWord(form) !== foldWord(best)) tie = true;
    }
  }
  return best && !tie && bestDistance <= limit ? { to: best, distance: bestDistance } : undefined;
}

/** Two adjacent letters swapped, no letter changed ("toliets" for "toilets"). */
const swapped = (word: string, to: string) => [...word].sort().join('') === [...to].sort().join('');

type Found = ReturnType<typeof correctionFor>;
const correctionCache = new WeakMap<Lexicon, Map<string, Found>>();

/**
 * Reads misspelt words as the lexicon word one typo away ("instal new 200 amp pannel" → "install new 200 amp
 * panel") and lists each correction, so the estimate can say what it read. Text must be lower case.
 */
export function correctSpelling(
  text: string,
  lexicon: Lexicon,
): { text: string; corrections: SpellingCorrection[] } {
  const corrections: SpellingCorrection[] = [];
  const words = text.split(/([^a-z]+)/);
  const { respellings, glue } = loadReaderWords();
  const neighbour = (index: number, step: number) => {
    for (let i = index + step; i >= 0 && i < words.length; i += step) {
      const word = words[i]!;
      if (/^[a-z]+$/.test(word)) return glue.includes(word) ? undefined : foldWord(word);
      if (/[^\s]/.test(word.replace(/[-'"]/g, ''))) return undefined;
    }
    return undefined;
  };
  const correct = (index: number, from: string, to: string) => {
    words[index] = to;
    if (!corrections.some((c) => c.from === from)) corrections.push({ from, to });
  };
  for (const [index, word] of words.entries()) {
    const respelt = Object.hasOwn(respellings, word) ? respellings[word] : undefined;
    if (respelt) {
      correct(index, word, respelt);
      continue;
    }
    if (!/^[a-z]{5,}$/.test(word) || known(word, lexicon)) continue;
    const cache = correctionCache.get(lexicon) ?? new Map<string, Found>();
    correctionCache.set(lexicon, cache);
    if (!cache.has(word)) cache.set(word, correctionFor(word, lexicon));
    const found = cache.get(word);
    if (!found) continue;
    const { to, distance } = found;
    const folded = foldWord(to);
    const before = neighbour(index, -1);
    const after = neighbour(index, 1);
    const fits =
      // An action is corrected only from a long word one slip away: "instal", not "pitch" (patch) or "point".
      (lexicon.actions.has(to) && distance === 1 && word.length >= 6) ||
      // A thing named by one word, a letter dropped, doubled or two swapped in a long word: "guters are falling
      // off", "vinal sidding", "replace 2 toliets" (a letter changed is another word as often as a slip: "taking",
      // not "taping").
      (lexicon.singles.has(folded) &&
        distance === 1 &&
        word.length >= 6 &&
        (word.length !== to.length || swapped(word, to))) ||
      (before !== undefined && lexicon.pairs.has(`${before} ${folded}`)) ||
      (after !== undefined && lexicon.pairs.has(`${folded} ${after}`));
    if (fits) correct(index, word, to);
  }
  return { text: words.join(''), corrections };
}
