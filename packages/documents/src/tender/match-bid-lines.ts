import { parseUom } from '@quoin/core';
import { z } from 'zod';
import { loadDataFile } from '../data-file.ts';

const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'existing',
  'new',
  'per',
  'x',
]);

let synonyms: Map<string, string> | undefined;

function synonymMap(): Map<string, string> {
  if (!synonyms) {
    const data = loadDataFile(
      'tender/synonyms.yaml',
      z.record(z.string().min(1), z.array(z.string().min(1))),
    );
    synonyms = new Map();
    for (const [word, others] of Object.entries(data)) for (const other of others) synonyms.set(other, word);
  }
  return synonyms;
}

/** The words of a title, lower-cased, synonyms folded to one word, stopwords and sizes dropped. */
export function titleWords(title: string): Set<string> {
  const map = synonymMap();
  const words = title
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .flatMap((word) => (map.has(word) ? [word] : word.split('-')))
    .filter((word) => word.length > 1 && !STOPWORDS.has(word) && !/^\d/.test(word))
    .map((word) => map.get(word) ?? word);
  return new Set(words);
}

/** Dice similarity of two word sets: 2 |A ∩ B| ÷ (|A| + |B|). */
function diceSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/** Score added when the bid line's unit is the estimate line's (sq ft to sq ft), to tell wall tile from demo. */
export const SAME_UNIT_BONUS = 0.15;
/** Below this a bid line maps to nothing: scope the estimate does not carry. */
export const MATCH_THRESHOLD = 0.3;

export interface EstimateLineRef {
  itemId: string;
  groupName: string;
  title: string;
  uom: string;
  tradeId?: string;
}

/** How well a bid line fits an estimate line: title words (with the group's name) plus the unit. */
export function matchScore(bidTitle: string, bidUom: string, line: EstimateLineRef): number {
  const similarity = diceSimilarity(titleWords(bidTitle), titleWords(`${line.groupName} ${line.title}`));
  const sameUnit = parseUom(bidUom) !== undefined && parseUom(bidUom) === parseUom(line.uom);
  return Math.round((similarity + (sameUnit && similarity > 0 ? SAME_UNIT_BONUS : 0)) * 1000) / 1000;
}

/** The best estimate line for a bid line, or undefined under the threshold. */
export function bestMatch(
  bidTitle: string,
  bidUom: string,
  lines: readonly EstimateLineRef[],
): { itemId: string; score: number } | undefined {
  let best: { itemId: string; score: number } | undefined;
  for (const line of lines) {
    const score = matchScore(bidTitle, bidUom, line);
    if (score >= MATCH_THRESHOLD && (!best || score > best.score)) best = { itemId: line.itemId, score };
  }
  return best;
}
