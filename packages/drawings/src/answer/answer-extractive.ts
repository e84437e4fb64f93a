import { reciprocalRankFusion } from '../search/dense-retrieval.ts';
import type { DrawingIndex, Evidence } from '../search/drawing-index.ts';
import { contentTerms, tokenize } from '../search/tokenize.ts';
import type { Draft, Intent, StrategyContext } from './drawing-answer.ts';
import { sheetNumbersIn } from './question-terms.ts';
import { roomInTag } from './room-inventory.ts';

/**
 * The passage that best covers the question: BM25 candidates re-ranked by how many of the question's words
 * the passage itself (not only its sheet title) contains. The answer quotes it.
 */
export function answerExtractive(
  question: string,
  index: DrawingIndex,
  intent: Intent,
  context: StrategyContext = {},
): Draft | undefined {
  const numbers = sheetNumbersIn(question, index);
  const onSheet = (e: Evidence): boolean =>
    numbers.length === 0 || numbers.includes(e.sheet.number.toUpperCase());
  const accept = (e: Evidence): boolean => e.kind !== 'title' && onSheet(e);
  const lexical = index.search(question, 40, accept);
  // With embeddings, BM25 and dense neighbours fused by rank: more candidates, same coverage rule below.
  const candidates = context.dense
    ? reciprocalRankFusion([lexical, context.dense.filter(accept)]).slice(0, 40)
    : lexical;
  const terms = contentTerms(question);
  const weight = (t: string): number => index.bm25.idf(t) + 0.1;
  let best: { unit: Evidence; score: number } | undefined;
  candidates.forEach((unit, rank) => {
    const own = new Set(tokenize(unit.quote));
    const context = new Set(tokenize(unit.text));
    let score = 0;
    for (const term of terms)
      score += own.has(term) ? weight(term) : context.has(term) ? 0.4 * weight(term) : 0;
    // A passage that only repeats the question's words says nothing; prefer one that adds a few of its own.
    const added = [...own].filter((t) => !terms.includes(t)).length;
    score += 0.05 * Math.min(6, added) - rank * 0.01 - Math.max(0, unit.quote.length - 200) / 2000;
    if (!best || score > best.score) best = { unit, score };
  });
  if (!best) return undefined;
  const { unit } = best;
  const where = unit.region.kind === 'quadrant' ? unit.region.label : unit.region.label || unit.region.kind;
  const answer =
    intent === 'location'
      ? `On sheet ${unit.sheet.number} (${unit.sheet.title}), ${where}: "${unit.quote}".`
      : `"${unit.quote}" — sheet ${unit.sheet.number} (${unit.sheet.title}), ${where}.`;
  // A room's tag ("LAKE PATIO 101") is its room number, whether or not the tag says 'room'.
  const tag = roomInTag(unit.quote);
  return { answer, evidence: [unit], confidence: 0.6, ...(tag ? { covers: ['room', 'number'] } : {}) };
}
