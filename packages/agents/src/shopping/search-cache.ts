import type { ProductCandidate } from '@quoin/protocol';

/** Live searches are kept 15 minutes (the estimating spec's price cache TTL), at most `maxEntries`. */
export const SEARCH_CACHE_TTL_MS = 15 * 60_000;

/** A bounded TTL cache of search results by provider and query; the clock is injected for tests. */
export class SearchCache {
  private readonly entries = new Map<string, { expiresAtMs: number; value: Promise<ProductCandidate[]> }>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 500,
    private readonly ttlMs = SEARCH_CACHE_TTL_MS,
  ) {}

  /** The cached answer, or `load()`'s (a failed load is not kept, so the next caller tries again). */
  get(key: string, load: () => Promise<ProductCandidate[]>): Promise<ProductCandidate[]> {
    const nowMs = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAtMs > nowMs) {
      this.hits += 1;
      return entry.value;
    }
    this.misses += 1;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expiresAtMs: nowMs + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}
