import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { QuoinError } from '@quoin/core';
import { estimateReadStamp, type OwnedReadStamp, type Store } from '@quoin/store';
import { LookupBatcher } from '../batching/lookup-batcher.ts';
import { viewOf } from '../estimate-service.ts';
import { BoundedBodyCache, type BoundedBodyCacheOptions, type CachedBody } from './bounded-body-cache.ts';
import { etagOf } from './etag.ts';

/** A serialized estimate view, its ETag and the stamp it answers for. */
export interface EstimateRead {
  stamp: string;
  etag: string;
  body: Buffer;
  /** The same body gzipped (made once per version, off the event loop). */
  gzipped?: Buffer;
  fromCache: boolean;
}

const gzipAsync = promisify(gzip);

/** The store a read is made for: one organisation's (its `orgId` and scoped repositories). */
export type ReadingStore = Pick<Store, 'orgId' | 'estimates' | 'plans'>;

function answer(entry: CachedBody): Omit<EstimateRead, 'fromCache'> {
  const { stamp, etag, body, gzipped } = entry;
  return { stamp, etag, body, ...(gzipped ? { gzipped } : {}) };
}

function notFound(id: string): QuoinError {
  return new QuoinError('NOT_FOUND', `No estimate with id ${id}.`, { kind: 'estimate', id });
}

/**
 * `GET /api/estimates/:id` without the tree query when nothing changed. Each read's stamp (version, save
 * time, pending plan) and organisation come from the database, checked by one statement for all the reads
 * waiting at once (batching/lookup-batcher.ts), and a cached body with the same stamp is answered as it is. Correct
 * across servers because the stamp is read after the request arrived; no write path has to remember to
 * invalidate. Entries are keyed by organisation and id, and a read whose estimate belongs to another
 * organisation is NOT_FOUND. On the embedded database this process is the only writer, so while the store's
 * write generation has not moved since an entry was confirmed, not even the stamp is asked for.
 */
export class EstimateReadCache {
  private readonly bodies: BoundedBodyCache;
  private readonly stamps: LookupBatcher<OwnedReadStamp>;
  hits = 0;
  misses = 0;

  constructor(
    private readonly store: ReadingStore & Pick<Store, 'writes'>,
    limits?: BoundedBodyCacheOptions,
  ) {
    this.bodies = new BoundedBodyCache(limits);
    this.stamps = new LookupBatcher((ids) => store.estimates.getOwnedReadStamps(ids));
  }

  get entries(): number {
    return this.bodies.size;
  }

  /** Bytes of bodies held (plain and gzipped). */
  get bytes(): number {
    return this.bodies.totalBytes;
  }

  /** Stamp-check statements sent so far (one per batch of waiting reads). */
  get stampStatements(): number {
    return this.stamps.statements;
  }

  /** The estimate as `reader` (one organisation's store; the cache's own by default) may read it. */
  async read(id: string, reader: ReadingStore = this.store): Promise<EstimateRead> {
    const key = `${reader.orgId}\u0000${id}`;
    const writes = this.store.writes;
    const generation = writes?.current();
    if (writes?.singleWriter) {
      const unchanged = this.bodies.get(key);
      if (unchanged && unchanged.generation === generation) {
        this.hits += 1;
        return { ...answer(unchanged), fromCache: true };
      }
    }
    const owned = await this.stamps.check(id);
    if (owned?.orgId !== reader.orgId) {
      this.bodies.delete(key);
      throw notFound(id);
    }
    const cached = this.bodies.get(key);
    if (cached?.stamp === owned.stamp) {
      // Confirmed as of the generation read before asking: a write committed meanwhile moves it on.
      if (generation !== undefined) cached.generation = generation;
      this.hits += 1;
      return { ...answer(cached), fromCache: true };
    }
    this.misses += 1;
    // The reader's own repositories: they hold the read to its organisation once more.
    const estimate = await reader.estimates.getEstimate(id);
    if (!estimate) throw notFound(id);
    const pendingPlan = await reader.plans.getPendingPlan(id);
    const body = Buffer.from(JSON.stringify(viewOf(estimate, pendingPlan)));
    // The stamp of what was read, not the one read first: a write between the two reads is caught next time.
    const fresh = {
      stamp: estimateReadStamp(estimate, pendingPlan?.id),
      etag: etagOf(body),
      body,
      gzipped: await gzipAsync(body),
    };
    this.bodies.set(key, { ...fresh, ...(generation === undefined ? {} : { generation }) });
    return { ...fresh, fromCache: false };
  }
}
