import { QuoinError } from '@quoin/core';
import { estimateReadStamp, type Store } from '@quoin/store';
import { viewOf } from '../estimate-service.ts';
import { BoundedBodyCache, type BoundedBodyCacheOptions } from './bounded-body-cache.ts';

/** A serialized estimate view and the stamp it answers for (also sent as the ETag). */
export interface EstimateRead {
  stamp: string;
  body: string;
  fromCache: boolean;
}

/**
 * `GET /api/estimates/:id` without the tree query when nothing changed: one indexed statement reads the
 * estimate's stamp (version, save time, pending plan) and a cached body with the same stamp is answered as is.
 * Correct across servers because the stamp comes from the shared database on every read; no write path has to
 * remember to invalidate (a stale entry simply fails the comparison and is replaced). On the embedded database
 * this process is the only writer, so while the store's write generation has not moved since an entry was
 * confirmed, not even the stamp is asked for.
 */
export class EstimateReadCache {
  private readonly bodies: BoundedBodyCache;
  hits = 0;
  misses = 0;

  constructor(
    private readonly store: Pick<Store, 'estimates' | 'plans' | 'writes'>,
    limits?: BoundedBodyCacheOptions,
  ) {
    this.bodies = new BoundedBodyCache(limits);
  }

  get entries(): number {
    return this.bodies.size;
  }

  async read(id: string): Promise<EstimateRead> {
    const writes = this.store.writes;
    const generation = writes?.current();
    if (writes?.singleWriter) {
      const unchanged = this.bodies.get(id);
      if (unchanged && unchanged.generation === generation) {
        this.hits += 1;
        return { stamp: unchanged.stamp, body: unchanged.body, fromCache: true };
      }
    }
    const stamp = await this.store.estimates.getReadStamp(id);
    if (stamp === undefined) {
      this.bodies.delete(id);
      throw new QuoinError('NOT_FOUND', `No estimate with id ${id}.`, { kind: 'estimate', id });
    }
    const cached = this.bodies.get(id);
    if (cached?.stamp === stamp) {
      // Confirmed as of the generation read before asking: a write committed meanwhile moves it on.
      if (generation !== undefined) cached.generation = generation;
      this.hits += 1;
      return { stamp, body: cached.body, fromCache: true };
    }
    this.misses += 1;
    const estimate = await this.store.estimates.getEstimate(id);
    if (!estimate) throw new QuoinError('NOT_FOUND', `No estimate with id ${id}.`, { kind: 'estimate', id });
    const pendingPlan = await this.store.plans.getPendingPlan(id);
    // The stamp of what was read, not the one read first: a write between the two reads is caught next time.
    const fresh = {
      stamp: estimateReadStamp(estimate, pendingPlan?.id),
      body: JSON.stringify(viewOf(estimate, pendingPlan)),
    };
    this.bodies.set(id, { ...fresh, ...(generation === undefined ? {} : { generation }) });
    return { ...fresh, fromCache: false };
  }

  /** Drops an entry (a local write); only frees memory early, correctness never depends on it. */
  forget(id: string): void {
    this.bodies.delete(id);
  }
}
