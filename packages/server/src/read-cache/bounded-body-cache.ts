/** One cached answer: the serialized body and the stamp of the data it was made from. */
export interface CachedBody {
  stamp: string;
  body: string;
  /** The store's write generation when the stamp was last confirmed (single-writer stores only). */
  generation?: number;
}

export interface BoundedBodyCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
  /** Most characters of bodies kept in all (a UTF-16 string costs about two bytes a character). */
  maxChars: number;
}

/** Defaults: 2,000 estimates or 64 M characters (~128 MB), whichever comes first. */
export const DEFAULT_BODY_CACHE_LIMITS: BoundedBodyCacheOptions = {
  maxEntries: 2_000,
  maxChars: 64 * 1024 * 1024,
};

/**
 * A least-recently-used map of serialized bodies, bounded by count and by size. It does not know whether an
 * entry is current: the caller compares the entry's stamp with the database's (estimate-read-cache.ts).
 */
export class BoundedBodyCache {
  private readonly entries = new Map<string, CachedBody>();
  private chars = 0;

  constructor(private readonly limits: BoundedBodyCacheOptions = DEFAULT_BODY_CACHE_LIMITS) {}

  get size(): number {
    return this.entries.size;
  }

  get totalChars(): number {
    return this.chars;
  }

  get(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: re-inserting marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedBody): void {
    this.delete(key);
    // A body larger than the whole budget is answered but never kept.
    if (entry.body.length > this.limits.maxChars) return;
    this.entries.set(key, entry);
    this.chars += entry.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.chars <= this.limits.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= old.body.length;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.body.length;
  }
}
