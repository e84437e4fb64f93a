import {
  type ProductCandidate,
  SCORE_WEIGHTS,
  type ScoreCriterion,
  type ShoppingNeed,
} from '@quoin/protocol';
import { findPhrases } from '../intake/find-phrases.ts';
import { categoryById } from './shopping-data.ts';

export interface CandidateScore {
  confidence: number;
  breakdown: Record<ScoreCriterion, number>;
  whyMatched: string;
  fit?: 'fits' | 'tight';
  fitDetail?: string;
  /** Too large for the room: never shown. */
  filtered: boolean;
  /** Who scored it: attribute matching (default) or a model. */
  scoredBy?: 'attributes' | 'model';
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2)
    .map((word) => word.replace(/s$/, ''));

/** Credit for an attribute nobody asked for: the product cannot contradict it, but it is not confirmed either. */
const UNSPECIFIED = 0.8;

/** 1 when the title says it, 0 when the need asks for something the title does not say, 0.8 when nobody asked. */
function attributeScore(title: string, wanted: string | undefined): number {
  if (!wanted) return UNSPECIFIED;
  const titleWords = new Set(words(title));
  const wantedWords = words(wanted);
  if (wantedWords.length === 0) return UNSPECIFIED;
  const found = wantedWords.filter((word) => titleWords.has(word)).length;
  return found === wantedWords.length ? 1 : found > 0 ? 0.5 : 0;
}

const UNIT_WORDS = new Set([
  'in',
  'ft',
  'lb',
  'gal',
  'box',
  'case',
  'bag',
  'roll',
  'sheet',
  'pack',
  'each',
  'piece',
]);

/** Half for being of the need's category, half for how much of the need's own name the title repeats. */
function categoryScore(title: string, need: ShoppingNeed): number {
  const category = categoryById(need.category);
  const ofCategory = category
    ? findPhrases(title, [{ category: 'c', phrases: category.words }]).length > 0
    : false;
  // Sizes count ("36 in" is not "24 in"); unit words alone do not.
  const nameWords = [...words(need.name), ...(need.name.match(/\d+(?:\.\d+)?/g) ?? [])].filter(
    (word) => !UNIT_WORDS.has(word) && !/^\d+[a-z]/.test(word),
  );
  const titleWords = new Set([...words(title), ...(title.match(/\d+(?:\.\d+)?/g) ?? [])]);
  const overlap = nameWords.length
    ? nameWords.filter((word) => titleWords.has(word)).length / nameWords.length
    : 0;
  const score = category ? 0.5 * Number(ofCategory) + 0.5 * overlap : overlap;
  return Math.round(score * 100) / 100;
}

/** The widest size a title states, in inches: 36 in., 30", 60 x 30 in, 4 ft. */
function productWidthIn(title: string): number | undefined {
  const sizes: number[] = [];
  for (const match of title.matchAll(/(\d+(?:\.\d+)?)\s*(?:in\.?|inch(?:es)?|")(?![a-z])/gi))
    sizes.push(Number(match[1]));
  for (const match of title.matchAll(
    /(\d+(?:\.\d+)?)\s*(?:x|×)\s*(\d+(?:\.\d+)?)\s*(?:in\.?|inch(?:es)?|")/gi,
  ))
    sizes.push(Number(match[1]), Number(match[2]));
  for (const match of title.matchAll(/(\d+(?:\.\d+)?)\s*(?:ft\.?|feet|')(?![a-z])/gi))
    sizes.push(Number(match[1]) * 12);
  const plausible = sizes.filter((size) => size >= 6 && size <= 240);
  return plausible.length ? Math.max(...plausible) : undefined;
}

/** Fits when it takes at most 60% of the room's short side, tight up to all of it, filtered beyond. */
function dimensionFit(
  need: ShoppingNeed,
  title: string,
): Pick<CandidateScore, 'fit' | 'fitDetail' | 'filtered'> & { score: number } {
  const width = productWidthIn(title);
  if (!need.roomLimitIn || width === undefined) return { score: UNSPECIFIED, filtered: false };
  const share = width / need.roomLimitIn;
  const detail = `${width} in against the room's ${need.roomLimitIn} in`;
  if (share <= 0.6) return { score: 1, fit: 'fits', fitDetail: detail, filtered: false };
  if (share <= 1) return { score: 0.5, fit: 'tight', fitDetail: detail, filtered: false };
  return { score: 0, fitDetail: detail, filtered: true };
}

/** The spec's rubric by attribute matching: category 0.3, material 0.2, colour 0.2, style 0.2, dimensions 0.1. */
export function scoreCandidate(need: ShoppingNeed, product: ProductCandidate): CandidateScore {
  const title = product.title;
  const fit = dimensionFit(need, title);
  const breakdown: Record<ScoreCriterion, number> = {
    category: categoryScore(title, need),
    material: attributeScore(title, need.material),
    colour: attributeScore(title, need.colour),
    style: attributeScore(title, need.style),
    dimensions: fit.score,
  };
  const weighted = (Object.keys(SCORE_WEIGHTS) as ScoreCriterion[]).reduce(
    (sum, key) => sum + SCORE_WEIGHTS[key] * breakdown[key],
    0,
  );
  // A product of the wrong kind is never a match, whatever its colour: without the category it stays hidden.
  const confidence =
    Math.round((breakdown.category === 0 ? Math.min(weighted, 0.45) : weighted) * 1000) / 1000;
  const reasons = [
    breakdown.category >= 0.7
      ? `${need.category}, as named`
      : `${need.category}, loosely (${Math.round(breakdown.category * 100)}%)`,
    need.material ? `${breakdown.material === 1 ? '' : 'not '}${need.material}` : '',
    need.colour ? `${breakdown.colour === 1 ? '' : 'not '}${need.colour}` : '',
    need.style ? `${breakdown.style === 1 ? '' : 'not '}${need.style}` : '',
    fit.fit ? `${fit.fit} (${fit.fitDetail})` : '',
  ].filter(Boolean);
  return {
    confidence,
    breakdown,
    whyMatched: reasons.join('; '),
    ...(fit.fit ? { fit: fit.fit } : {}),
    ...(fit.fitDetail ? { fitDetail: fit.fitDetail } : {}),
    filtered: fit.filtered,
  };
}
