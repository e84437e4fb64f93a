/**
 * Whole-word phrase matching for trade detection. Text and keywords go through the same `tokenize`, so
 * matching is case-insensitive, ignores punctuation ("tear-off" = "tear off") and folds simple plurals
 * ("lights" = "light", "switches" = "switch"). Words never match inside other words: "tile" does not match
 * "textile" and "paint" does not match "painter's tape".
 */

/** Plurals the suffix rules below would fold wrongly. */
const IRREGULAR_PLURALS: Record<string, string> = {
  niches: 'niche',
  shelves: 'shelf',
  halves: 'half',
  knives: 'knife',
  leaves: 'leaf',
  caches: 'cache',
  gases: 'gas',
};

/** Words a keyword may skip over in a line: quantities ("12", "2x4"), unit words and articles. */
const SKIPPABLE = /^(\d+(x\d+)*|sq|ft|sf|lf|in|inch|yd|ea|each|x|of|the|a|an)$/;

/** Folds one lower-case word to its singular: "batteries" → "battery", "boxes" → "box", "tiles" → "tile". */
export function foldWord(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  // Short words ("gas", "bus", "ups") and words that are not plurals ("glass", "status", "chassis") stay.
  if (word.length <= 3 || !word.endsWith('s') || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Splits text into folded lower-case words: "Install 6 Recessed Lights" → ["install", "6", "recessed", "light"]. */
export function tokenize(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/);
  const tokens: string[] = [];
  for (const word of words) if (word) tokens.push(foldWord(word));
  return tokens;
}

/** One keyword found in a text: where it starts and ends (token positions, end exclusive) and its weight. */
export interface PhraseHit<T> {
  target: T;
  phrase: string;
  start: number;
  end: number;
  weight: number;
}

interface IndexedPhrase<T> {
  target: T;
  phrase: string;
  tokens: string[];
  weight: number;
}

/**
 * Weight of a keyword of `wordCount` words. Multi-word keywords must outscore the single words inside them
 * ("recessed light" beats "light"), so the weight grows faster than the word count.
 */
export function phraseWeight(wordCount: number): number {
  return 2 * wordCount - 1;
}

/**
 * An index of keyword phrases keyed by their first word, so matching a text costs one map lookup per word
 * plus a comparison for the few phrases that start with that word.
 */
export class PhraseIndex<T> {
  private readonly byFirstToken = new Map<string, IndexedPhrase<T>[]>();
  private readonly byAnyToken = new Map<string, IndexedPhrase<T>[]>();
  private readonly seen = new Set<string>();

  /** Adds a phrase for a target; a phrase already added for the same target key is ignored. */
  add(phrase: string, target: T, targetKey: string): void {
    const tokens = tokenize(phrase);
    const first = tokens[0];
    if (first === undefined) return;
    const dedupeKey = `${targetKey}\u0000${tokens.join(' ')}`;
    if (this.seen.has(dedupeKey)) return;
    this.seen.add(dedupeKey);
    const entry: IndexedPhrase<T> = { target, phrase, tokens, weight: phraseWeight(tokens.length) };
    const bucket = this.byFirstToken.get(first);
    if (bucket) bucket.push(entry);
    else this.byFirstToken.set(first, [entry]);
    for (const token of new Set(tokens)) {
      const any = this.byAnyToken.get(token);
      if (any) any.push(entry);
      else this.byAnyToken.set(token, [entry]);
    }
  }

  /**
   * Like `match`, plus multi-word phrases whose words all occur in the text in any order or with other words
   * between ("paint bathroom walls" holds "paint walls"; "upgrade panel to 200 amp" holds "200 amp panel").
   * Such loose hits weigh half a word less than the same phrase found in order, so exact phrasing still wins.
   */
  matchLoose(tokens: readonly string[]): PhraseHit<T>[] {
    const hits = this.match(tokens);
    const found = new Set(hits.map((hit) => hit.phrase));
    const positions = new Map<string, number[]>();
    tokens.forEach((token, position) => {
      positions.set(token, [...(positions.get(token) ?? []), position]);
    });
    const tried = new Set<IndexedPhrase<T>>();
    for (const token of positions.keys()) {
      for (const entry of this.byAnyToken.get(token) ?? []) {
        if (tried.has(entry) || entry.tokens.length < 2 || found.has(entry.phrase)) continue;
        tried.add(entry);
        if (!entry.tokens.every((word) => positions.has(word))) continue;
        const spots = entry.tokens.flatMap((word) => positions.get(word)!);
        hits.push({
          target: entry.target,
          phrase: entry.phrase,
          start: Math.min(...spots),
          end: Math.max(...spots) + 1,
          weight: entry.weight - 0.5,
        });
      }
    }
    return hits;
  }

  /**
   * Every phrase occurrence in already tokenized text. A phrase may also match across quantities, units and
   * articles ("paint 12 interior doors" matches "paint interior door"), so estimate lines with numbers in the
   * middle still find their keywords; positions always refer to `tokens`.
   */
  match(tokens: readonly string[]): PhraseHit<T>[] {
    const hits = this.matchStream(tokens, undefined);
    const kept: number[] = [];
    tokens.forEach((token, position) => {
      if (!SKIPPABLE.test(token)) kept.push(position);
    });
    if (kept.length === tokens.length || kept.length === 0) return hits;
    const seen = new Set(hits.map((hit) => `${hit.phrase}\u0000${hit.start}\u0000${hit.end}`));
    for (const hit of this.matchStream(
      kept.map((position) => tokens[position]!),
      kept,
    )) {
      const key = `${hit.phrase}\u0000${hit.start}\u0000${hit.end}`;
      if (!seen.has(key)) {
        seen.add(key);
        hits.push(hit);
      }
    }
    return hits;
  }

  /** Matches a token stream; `positions` maps stream indexes back to the original tokens. */
  private matchStream(tokens: readonly string[], positions: readonly number[] | undefined): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    for (let start = 0; start < tokens.length; start++) {
      const bucket = this.byFirstToken.get(tokens[start]!);
      if (!bucket) continue;
      for (const entry of bucket) {
        if (!startsAt(tokens, entry.tokens, start)) continue;
        const last = start + entry.tokens.length - 1;
        hits.push({
          target: entry.target,
          phrase: entry.phrase,
          start: positions ? positions[start]! : start,
          end: (positions ? positions[last]! : last) + 1,
          weight: entry.weight,
        });
      }
    }
    return hits;
  }
}

function startsAt(tokens: readonly string[], phrase: readonly string[], start: number): boolean {
  if (start + phrase.length > tokens.length) return false;
  for (let offset = 0; offset < phrase.length; offset++) {
    if (tokens[start + offset] !== phrase[offset]) return false;
  }
  return true;
}

/** Score of one target in one text: the heaviest hits that do not overlap, so "light" inside "recessed light" counts once. */
export interface TargetScore<T> {
  target: T;
  score: number;
  matched: string[];
}

/**
 * Groups hits by target key and scores each target by its heaviest non-overlapping hits, times `factor`
 * (an item's title counts fully, its group name less).
 */
export function scoreHits<T>(
  hits: readonly PhraseHit<T>[],
  keyOf: (target: T) => string,
  factor = 1,
): Map<string, TargetScore<T>> {
  const byKey = new Map<string, PhraseHit<T>[]>();
  for (const hit of hits) {
    const key = keyOf(hit.target);
    const list = byKey.get(key);
    if (list) list.push(hit);
    else byKey.set(key, [hit]);
  }
  const scores = new Map<string, TargetScore<T>>();
  for (const [key, list] of byKey) {
    list.sort((a, b) => b.weight - a.weight || a.start - b.start);
    const taken: PhraseHit<T>[] = [];
    for (const hit of list) {
      if (taken.every((other) => hit.end <= other.start || hit.start >= other.end)) taken.push(hit);
    }
    const score = taken.reduce((sum, hit) => sum + hit.weight, 0) * factor;
    scores.set(key, { target: list[0]!.target, score, matched: taken.map((hit) => hit.phrase) });
  }
  return scores;
}

/** Adds the scores of `extra` into `into` (title scores plus group-name scores). */
export function mergeScores<T>(into: Map<string, TargetScore<T>>, extra: Map<string, TargetScore<T>>): void {
  for (const [key, value] of extra) {
    const existing = into.get(key);
    if (existing) {
      existing.score += value.score;
      for (const phrase of value.matched) {
        if (!existing.matched.includes(phrase)) existing.matched.push(phrase);
      }
    } else {
      into.set(key, { target: value.target, score: value.score, matched: [...value.matched] });
    }
  }
}

/**
 * True when any keyword occurs in the text as whole words (same folding as detection), e.g.
 * `matchesAnyKeyword('Install 6 recessed lights', ['recessed light'])`. Builds a small index per call; hot
 * paths should keep a `PhraseIndex` instead.
 */
export function matchesAnyKeyword(text: string, keywords: readonly string[]): boolean {
  const index = new PhraseIndex<true>();
  for (const keyword of keywords) index.add(keyword, true, '');
  return index.match(tokenize(text)).length > 0;
}
