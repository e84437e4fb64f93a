import type { DrawingIndex, Evidence } from '../search/drawing-index.ts';
import { contentTerms, isIdentifier, tokenize } from '../search/tokenize.ts';
import type { Draft } from './drawing-answer.ts';
import { alternativesOf } from './room-inventory.ts';

/** Whether a question asks for an area (answered only from passages that print one). */
export const ASKS_AREA = /\b(area|square (feet|foot|footage)|sq\.? ?ft|sf|how (big|large)|footprint)\b/i;
const AREA_VALUE = /\b\d[\d,]*(?:\.\d+)?\s*(?:SF|S\.F\.?|SQ\.? ?FT\.?|square feet)(?![A-Za-z])/i;
const AREA_WORDS = new Set([
  'area',
  'square',
  'feet',
  'foot',
  'footage',
  'sq',
  'ft',
  'sf',
  'big',
  'larg',
  'large',
  'size',
]);

/**
 * "What is the area of corridor CE-3?", "How big is the oxygen room?", "What is the total lot area?": the
 * passage that prints an area (706 SF, 13,800 S.F.) and names what the question names. No such passage, no
 * answer: an area is never read from a passage without one.
 */
export function answerArea(question: string, index: DrawingIndex): Draft | undefined {
  if (!ASKS_AREA.test(question)) return undefined;
  const terms = contentTerms(question).filter((t) => !AREA_WORDS.has(t));
  const identifiers = terms.filter(isIdentifier);
  const words = terms.filter((t) => !isIdentifier(t));
  const weight = (t: string): number => index.bm25.idf(t) + 0.1;
  let best: { unit: Evidence; score: number; area: string } | undefined;
  for (const unit of index.evidence) {
    if (unit.kind !== 'snippet') continue;
    const area = unit.quote.match(AREA_VALUE)?.[0];
    if (!area) continue;
    const tokens = new Set(tokenize(unit.quote));
    if (!identifiers.every((t) => tokens.has(t))) continue;
    const matched = words.filter((t) => tokens.has(t) || alternativesOf(t).some((a) => tokens.has(a)));
    if (words.length > 0 && matched.length / words.length < 0.6) continue;
    const score =
      matched.reduce((sum, t) => sum + weight(t), 0) + identifiers.length * 5 - tokens.size * 0.01;
    if (!best || score > best.score) best = { unit, score, area };
  }
  if (!best || (terms.length > 0 && best.score <= 0)) return undefined;
  const { unit, area } = best;
  return {
    answer: `${area} — "${unit.quote}", sheet ${unit.sheet.number} (${unit.sheet.title}).`,
    evidence: [unit],
    covers: [...AREA_WORDS, ...terms],
    confidence: 0.8,
  };
}
