/** One cached answer: the serialized body (UTF-8, encoded once), its ETag and the stamp of its data. */
export interface CachedBody {
  stamp: string;
  etag: string;
  body: Buffer;
  /** The body gzipped once, for clients that accept it; counted in the cache's bytes. */
  gzipped?: Buffer;
  /** The store's write generation when the stamp was last confirmed (single-writer stores only). */
  generation?: number;
}

export interface BoundedBodyCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
  /** Most bytes of bodies kept in all. */
  maxBytes: number;
}

/**
 * Defaults: 2,000 estimates or 64 MiB of bodies, whichever comes first. Bodies are kept as UTF-8 buffers, not
 * strings: a read then writes the bytes as they are (encoding a string per read was a fifth of a busy server's
 * CPU in the profile), and they live outside the JavaScript heap.
 */
export const DEFAULT_BODY_CACHE_LIMITS: BoundedBodyCacheOptions = {
  maxEntries: 2_000,
  maxBytes: 64 * 1024 * 1024,
};

/**
 * A least-recently-used map of serialized bodies, bounded by count and by size. It does not know whether an
 * entry is current: the caller compares the entry's stamp with the database's (estimate-read-cache.ts).
 */
function bytesOf(entry: CachedBody): number {
  return entry.body.byteLength + (entry.gzipped?.byteLength ?? 0);
}

export class BoundedBodyCache {
  private readonly entries = new Map<string, CachedBody>();
  private bytes = 0;

  constructor(private readonly limits: BoundedBodyCacheOptions = DEFAULT_BODY_CACHE_LIMITS) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
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
    if (bytesOf(entry) > this.limits.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += bytesOf(entry);
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= bytesOf(old);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= bytesOf(entry);
  }
}
