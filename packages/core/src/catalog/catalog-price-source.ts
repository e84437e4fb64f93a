import { QuoinError } from '../quoin-error.ts';
import {
  describeMatch,
  type IndexedItem,
  matchQuery,
  type QueryMatch,
  type WeightedQuery,
} from './match-query.ts';
import type {
  CatalogItem,
  Confidence,
  PriceCandidate,
  PriceSearchOptions,
  PriceSource,
  PriceSourceKind,
} from './price-source.ts';
import { type QueryToken, singularize, tokenizeQuery } from './tokenize-query.ts';

/** A size says most about which product is meant, a bare number less, a word least. */
const TOKEN_WEIGHT: Record<QueryToken['kind'], number> = { size: 3, number: 2, word: 1 };
/**
 * A query word no item has ("self-test", "white") cannot tell items apart; it still lowers confidence a
 * little, because the exact product may be missing, but far less than a word an item could have matched.
 */
const UNKNOWN_WORD_WEIGHT = 0.3;
const RECALL_SHARE = 0.8;
const NAME_PRECISION_SHARE = 0.15;
const TIER_SHARE = 0.05;
/** Share of the final score that category fit decides when the caller names a category. */
const CATEGORY_SHARE = 0.15;
const TIER_VALUE: Record<CatalogItem['supplierTier'], number> = { 1: 1, 2: 0.5, 3: 0 };
const DEFAULT_LIMIT = 10;

/**
 * Category names used by trade profiles and price lists, folded onto the catalog's categories, so that
 * `category: 'painting'` fits items filed under `paint` and `framing_deck` fits `lumber` and `decking`.
 */
const CATEGORY_ALIASES: Record<string, string[]> = {
  painting: ['paint'],
  painter: ['paint'],
  framing: ['lumber'],
  frame: ['lumber'],
  deck: ['decking'],
  floor: ['flooring'],
  roof: ['roofing'],
  electric: ['electrical'],
  plumber: ['plumbing'],
  fence: ['fencing'],
  irrigation: ['landscaping'],
  landscape: ['landscaping'],
  lawn: ['landscaping'],
  millwork: ['cabinet'],
  glazing: ['window'],
  gutter: ['gutter'],
};

/** Confidence band a person reads: high ≥ 0.75, medium ≥ 0.5, else low. */
export function confidenceForScore(score: number): Confidence {
  if (score >= 0.75) return 'high';
  if (score >= 0.5) return 'medium';
  return 'low';
}

/** Canonical words of a category name: "windows_doors" → window, door; "painting" → paint. */
export function categoryTerms(category: string): Set<string> {
  const terms = new Set<string>();
  for (const raw of category.toLowerCase().split(/[^a-z0-9]+/)) {
    if (raw === '') continue;
    const word = singularize(raw);
    for (const term of CATEGORY_ALIASES[word] ?? [word]) terms.add(term);
  }
  return terms;
}

/** An item's score, with what its reasons are written from (title coverage; category fit when asked). */
type Scored = { score: number; match: QueryMatch; precision: number; fits?: boolean };
type Ranked = Pick<PriceCandidate, 'item' | 'score'>;

function indexItem(item: CatalogItem): IndexedItem {
  const nameTokens = tokenizeQuery(item.name);
  // The category and the package unit describe the item too: "lvp flooring", "drywall sheet".
  const describing = [
    ...item.keywords,
    item.category.replace(/_/g, ' '),
    item.packageUnit.replace(/_/g, ' '),
  ];
  const allTokens = [...nameTokens, ...describing.flatMap((text) => tokenizeQuery(text))];
  const terms = new Set<string>();
  const sizeFamilies = new Map<string, Set<string>>();
  const add = (token: QueryToken): void => {
    terms.add(token.text);
    // "8 ft x 25 in." and "25 in. x 8 ft" name the same countertop; the reversed pair finds it, never conflicts.
    const pair = token.family === 'dimensions-2' ? /^(.+)x(.+)$/.exec(token.text) : null;
    if (pair !== null) terms.add(`${pair[2]}x${pair[1]}`);
    if (token.family !== undefined) {
      const sizes = sizeFamilies.get(token.family) ?? new Set<string>();
      sizes.add(token.text);
      sizeFamilies.set(token.family, sizes);
    }
    for (const part of token.parts ?? []) add(part);
  };
  for (const token of allTokens) add(token);
  return { item, terms, sizeFamilies, nameTokens, categoryTerms: categoryTerms(item.category) };
}

/**
 * Scores one item for a tokenized query; undefined when nothing in the query matches it.
 *
 * score = 0.80 × recall² + 0.15 × title coverage + 0.05 × tier. Recall is described on `matchQuery`; it
 * is squared so that one missing word of four ("gas" in a gas water heater query) costs more than a quarter
 * and drops the electric heater out of `high`. Title coverage is the share of the item's title tokens the
 * query covers (it prefers the plain item when the query is generic); tier is 1 / 0.5 / 0 for supplier
 * tiers 1 / 2 / 3. With a category the result is 0.85 × that + 0.15 when the category fits.
 */
function scoreItem(
  indexed: IndexedItem,
  query: WeightedQuery,
  category: Set<string> | undefined,
  explain = false,
): Scored | undefined {
  const match = matchQuery(indexed, query, explain);
  if (match.hits === 0) return undefined;
  let covered = 0;
  for (const token of indexed.nameTokens)
    if (query.texts.has(token.text) || (token.parts ?? []).some((part) => query.texts.has(part.text)))
      covered++;
  const precision = covered / Math.max(1, indexed.nameTokens.length);
  const tier = TIER_VALUE[indexed.item.supplierTier];
  let score = RECALL_SHARE * match.recall ** 2 + NAME_PRECISION_SHARE * precision + TIER_SHARE * tier;
  if (category === undefined) return { score: Math.round(score * 1000) / 1000, match, precision };
  const fits = [...category].some((term) => indexed.categoryTerms.has(term));
  score = (1 - CATEGORY_SHARE) * score + (fits ? CATEGORY_SHARE : 0);
  return { score: Math.round(score * 1000) / 1000, match, precision, fits };
}

/** Why an item scored as it did, in words; written only for the items a search returns. */
function reasonsFor(indexed: IndexedItem, scored: Scored): string[] {
  const reasons = describeMatch(scored.match);
  const { recall } = scored.match;
  reasons.push(
    `recall ${recall.toFixed(2)}, title coverage ${scored.precision.toFixed(2)}, supplier tier ${indexed.item.supplierTier}`,
  );
  if (scored.fits !== undefined)
    reasons.push(
      scored.fits ? `category ${indexed.item.category} fits` : `category ${indexed.item.category} differs`,
    );
  return reasons;
}

/**
 * Searches a fixed list of catalog items (the bundled catalog or an imported price list) by keyword overlap.
 * Location is ignored: the items carry national prices and location factors are applied elsewhere.
 * Results are ordered by score, then sku, so the same query always gives the same order.
 */
export class CatalogPriceSource implements PriceSource {
  readonly kind: PriceSourceKind;
  private readonly indexed: IndexedItem[];
  private readonly bySku = new Map<string, CatalogItem>();
  /** Token text → positions in `indexed` of the items that have it (name, keywords or size parts). */
  private readonly postings = new Map<string, number[]>();

  constructor(items: CatalogItem[], kind: PriceSourceKind = 'catalog') {
    this.kind = kind;
    for (const item of items) {
      if (this.bySku.has(item.sku)) {
        throw new QuoinError('DUPLICATE_SKU', `Two catalog items share the sku "${item.sku}"`, {
          sku: item.sku,
        });
      }
      this.bySku.set(item.sku, item);
    }
    this.indexed = items.map(indexItem);
    this.indexed.forEach((indexed, position) => {
      for (const term of indexed.terms) {
        const list = this.postings.get(term);
        if (list === undefined) this.postings.set(term, [position]);
        else list.push(position);
      }
    });
  }

  search(query: string, options?: PriceSearchOptions): Promise<PriceCandidate[]> {
    return Promise.resolve(this.searchSync(query, options));
  }

  /** The best matches for `query`, at most `options.limit` (default 10), best first. */
  searchSync(query: string, options: PriceSearchOptions = {}): PriceCandidate[] {
    const limit = options.limit ?? DEFAULT_LIMIT;
    const queryTokens = tokenizeQuery(query);
    if (queryTokens.length === 0 || limit <= 0) return [];
    const queryTexts = new Set<string>();
    // Items that share a text with the query, each once (the sort below is a total order: no set needed).
    const seen = new Uint8Array(this.indexed.length);
    const candidates: number[] = [];
    for (const token of queryTokens) {
      for (const text of [token.text, ...(token.parts ?? []).map((part) => part.text)]) {
        queryTexts.add(text);
        for (const position of this.postings.get(text) ?? [])
          if (seen[position] === 0) {
            seen[position] = 1;
            candidates.push(position);
          }
      }
    }
    const weights = queryTokens.map(
      (token) =>
        TOKEN_WEIGHT[token.kind] *
        (token.kind === 'word' && !this.postings.has(token.text) ? UNKNOWN_WORD_WEIGHT : 1),
    );
    const weighted: WeightedQuery = { tokens: queryTokens, weights, texts: queryTexts };
    const category = options.category === undefined ? undefined : categoryTerms(options.category);
    const results: (Ranked & { indexed: IndexedItem; scored: Scored })[] = [];
    for (const position of candidates) {
      const indexed = this.indexed[position];
      if (indexed === undefined) continue;
      const scored = scoreItem(indexed, weighted, category);
      if (scored !== undefined) results.push({ item: indexed.item, score: scored.score, indexed, scored });
    }
    results.sort(compareCandidates);
    return results.slice(0, limit).map(({ item, score, indexed, scored }) => ({
      item,
      sourceKind: this.kind,
      score,
      confidence: confidenceForScore(score),
      // Scored again with its reasons written, for the few returned (the same score: nothing else differs).
      reasons: reasonsFor(indexed, scoreItem(indexed, weighted, category, true) ?? scored),
    }));
  }

  get(sku: string): CatalogItem | undefined {
    return this.bySku.get(sku);
  }

  size(): number {
    return this.indexed.length;
  }
}

/** Best score first; equal scores by sku so the order never depends on insertion or hashing. */
function compareCandidates(a: Ranked, b: Ranked): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.item.sku < b.item.sku) return -1;
  return a.item.sku > b.item.sku ? 1 : 0;
}
