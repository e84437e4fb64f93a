/** A phrase found in a text, with the category it was listed under. */
export interface PhraseHit<Category extends string> {
  phrase: string;
  category: Category;
  start: number;
  end: number;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Finds listed phrases as whole words, case-insensitive; where phrases overlap the longest wins ("white oak" is a
 * material, not the colour white). Hits come back in the order they appear.
 */
export function findPhrases<Category extends string>(
  text: string,
  lists: ReadonlyArray<{ category: Category; phrases: readonly string[] }>,
): PhraseHit<Category>[] {
  const candidates: PhraseHit<Category>[] = [];
  for (const { category, phrases } of lists)
    for (const phrase of phrases) {
      const pattern = new RegExp(`(?<![\\w-])${escapeRegex(phrase)}(?![\\w-])`, 'gi');
      for (const match of text.matchAll(pattern))
        candidates.push({ phrase, category, start: match.index, end: match.index + match[0].length });
    }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: PhraseHit<Category>[] = [];
  for (const hit of candidates)
    if (!taken.some((other) => hit.start < other.end && other.start < hit.end)) taken.push(hit);
  return taken.sort((a, b) => a.start - b.start);
}

/** The sentence (or clause between semicolons) of `text` around position `at`, trimmed. */
export function sentenceAround(text: string, at: number): string {
  const before = text.slice(0, at);
  const start =
    Math.max(
      before.lastIndexOf('.'),
      before.lastIndexOf(';'),
      before.lastIndexOf('!'),
      before.lastIndexOf('?'),
    ) + 1;
  const rest = text.slice(at);
  const endOffset = rest.search(/[.;!?](\s|$)/);
  return text.slice(start, endOffset < 0 ? text.length : at + endOffset).trim();
}
