import type { Estimate } from '@quoin/core';
import type {
  Brief,
  ProductCandidate,
  ProductProviderName,
  ShoppingList,
  ShoppingMatch,
  ShoppingNeed,
  UnmatchedNeed,
} from '@quoin/protocol';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { extractShoppingNeeds } from './extract-shopping-needs.ts';
import { mapLimit } from './map-limit.ts';
import type { ProductSearchProvider } from './product-provider.ts';
import { fallbackShoppingUrl, queryVariants } from './query-variants.ts';
import { type CandidateScore, scoreCandidate } from './score-candidate.ts';
import { SearchCache } from './search-cache.ts';

/** A model's rubric scores for one need's candidates (same order), or undefined to keep attribute matching. */
export type CandidateGrader = (
  need: ShoppingNeed,
  candidates: ProductCandidate[],
) => Promise<CandidateScore[] | undefined>;

export interface ShoppingOptions {
  providers: ProductSearchProvider[];
  now: () => Date;
  brief?: Brief;
  /** Needs read from a design or room photo by a vision model (source image_only), and what it saw kept. */
  imageNeeds?: { needs: ShoppingNeed[]; skipped: ShoppingNeed[] };
  cache?: SearchCache;
  /** Each live provider's limiter (the runtime's, shared by the process). */
  limiters?: Partial<Record<ProductProviderName, RateLimiter>>;
  perQueryLimit?: number;
  /** Searches in flight at once (default 16: live providers answer in 1–2 s; their limiters set the pace). */
  concurrency?: number;
  grader?: CandidateGrader;
}

export interface ShoppingRun {
  list: ShoppingList;
  /** The searches made per need, for the eval's query specificity check. */
  queries: Record<string, string[]>;
  cache: { hits: number; misses: number };
  /** Every candidate's confidence (for the eval's score discrimination). */
  scores: number[];
}

const processCache = new SearchCache();

function rank(a: { score: CandidateScore; product: ProductCandidate }, b: typeof a): number {
  return (
    b.score.confidence - a.score.confidence ||
    a.product.supplierTier - b.product.supplierTier ||
    Number(b.product.priceCents !== undefined) - Number(a.product.priceCents !== undefined) ||
    (a.product.priceCents ?? 0) - (b.product.priceCents ?? 0)
  );
}

/**
 * An estimate (and optionally its brief and photo-read needs) → a shopping list: needs with source tags, 2–3
 * searches each across every provider in parallel (rate limited, cached 15 minutes), rubric scores, fit badges,
 * tiers (≥ 0.8 match, 0.5–0.79 close match, below hidden with a shopping-search link) and the total.
 */
export async function buildShoppingList(estimate: Estimate, options: ShoppingOptions): Promise<ShoppingRun> {
  const { needs, skipped } = extractShoppingNeeds(estimate, options.brief);
  needs.push(...(options.imageNeeds?.needs ?? []));
  skipped.push(...(options.imageNeeds?.skipped ?? []));
  const cache = options.cache ?? processCache;
  const warnings = new Set<string>();
  const queries: Record<string, string[]> = {};
  const searches = needs.flatMap((need) => {
    queries[need.id] = queryVariants(need);
    return queries[need.id]!.flatMap((query) =>
      options.providers.map((provider) => ({ need, query, provider })),
    );
  });
  const limit = options.perQueryLimit ?? 5;
  const found = await mapLimit(searches, options.concurrency ?? 16, async ({ need, query, provider }) => {
    try {
      const products = await cache.get(`${provider.name}\u0000${query}`, async () => {
        if (provider.live) await options.limiters?.[provider.name]?.acquire(1);
        return provider.search(query, { limit });
      });
      return { need, products };
    } catch (error) {
      warnings.add(`${provider.name}: ${(error as Error).message}`);
      return { need, products: [] as ProductCandidate[] };
    }
  });
  const items: ShoppingMatch[] = [];
  const scores: number[] = [];
  const unmatched: UnmatchedNeed[] = [];
  for (const need of needs) {
    const seen = new Set<string>();
    const candidates = found
      .filter((entry) => entry.need === need)
      .flatMap((entry) => entry.products)
      .filter((product) => {
        const key = `${product.provider}|${product.url ?? product.title}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    const graded =
      options.grader && candidates.length > 0 ? await options.grader(need, candidates) : undefined;
    const scored = candidates
      .map((product, index) => ({
        product,
        score: graded?.[index] ?? scoreCandidate(need, product),
        byModel: graded?.[index]?.scoredBy === 'model',
      }))
      .filter((entry) => !entry.score.filtered)
      .sort(rank);
    scores.push(...scored.map((entry) => entry.score.confidence));
    const best = scored[0];
    if (!best || best.score.confidence < 0.5) {
      const keywords = queries[need.id]?.[0] ?? need.name;
      unmatched.push({
        need,
        searchKeywords: keywords,
        fallbackUrl: fallbackShoppingUrl(keywords),
        ...(best ? { bestConfidence: best.score.confidence } : {}),
      });
      continue;
    }
    const { product, score } = best;
    items.push({
      need,
      product,
      confidence: score.confidence,
      breakdown: score.breakdown,
      tier: score.confidence >= 0.8 ? 'match' : 'close',
      whyMatched: score.whyMatched,
      ...(score.fit ? { fit: score.fit } : {}),
      ...(score.fitDetail ? { fitDetail: score.fitDetail } : {}),
      ...(product.priceCents !== undefined
        ? { lineTotalCents: product.priceCents * Math.ceil(need.quantity) }
        : {}),
      scoredBy: best.byModel ? 'model' : 'attributes',
    });
  }
  const list: ShoppingList = {
    estimateId: estimate.id,
    items,
    unmatched,
    skipped,
    totalCents: items.reduce((sum, item) => sum + (item.lineTotalCents ?? 0), 0),
    providers: [...new Set(options.providers.map((provider) => provider.name))],
    warnings: [...warnings],
    generatedAt: options.now().toISOString(),
  };
  return { list, queries, cache: { hits: cache.hits, misses: cache.misses }, scores };
}
