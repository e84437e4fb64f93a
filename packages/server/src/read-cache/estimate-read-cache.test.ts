import { gunzipSync } from 'node:zlib';
import { newEstimate } from '@quoin/core';
import { openStore, type Store } from '@quoin/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewOf } from '../estimate-service.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { EstimateReadCache } from './estimate-read-cache.ts';

const ACTOR = { actor: 'test' };

/** What a read must answer: the view built from the store just now, with no cache anywhere. */
async function uncached(store: Store, id: string): Promise<string> {
  const estimate = await store.estimates.getEstimate(id);
  if (!estimate) throw new Error(`no estimate ${id}`);
  return JSON.stringify(viewOf(estimate, await store.plans.getPendingPlan(id)));
}

describe('estimate read cache behind GET /api/estimates/:id', () => {
  let t: TestApp;
  let id = '';
  let groupId = '';
  let itemId = '';
  let materialId = '';
  const version = async () => (await t.store.estimates.getEstimate(id))?.version ?? Number.NaN;
  const read = async () => (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).body;
  const call = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    id = (await call('POST', '/api/estimates', { title: 'Hall bath', zip: '78701' })).estimate.id;
  });
  afterAll(async () => t.close());

  // Every way an estimate's read can change: REST writes, and writes other parts of the server (chat, plan
  // jobs, agents) make through the store's repositories. After each, the read must equal an uncached one.
  const writes: [string, () => Promise<unknown>][] = [
    [
      'PATCH the estimate',
      async () => call('PATCH', `/api/estimates/${id}`, { version: await version(), title: 'Hall bathroom' }),
    ],
    [
      'add a group',
      async () => {
        const body = await call('POST', `/api/estimates/${id}/groups`, {
          version: await version(),
          name: 'Tile',
        });
        groupId = body.estimate.groups[0].id;
      },
    ],
    [
      'rename the group',
      async () =>
        call('PATCH', `/api/estimates/${id}/groups/${groupId}`, {
          version: await version(),
          name: 'Floor tile',
        }),
    ],
    [
      'add a line',
      async () => {
        const body = await call('POST', `/api/estimates/${id}/groups/${groupId}/items`, {
          version: await version(),
          title: 'Porcelain tile',
          quantity: 40,
          uom: 'sq_ft',
          rateCents: 900,
        });
        itemId = body.estimate.groups[0].items[0].id;
      },
    ],
    [
      'change the line',
      async () =>
        call('PATCH', `/api/estimates/${id}/items/${itemId}`, { version: await version(), quantity: 60 }),
    ],
    [
      'add a material',
      async () => {
        const body = await call('POST', `/api/estimates/${id}/items/${itemId}/materials`, {
          version: await version(),
          name: 'Thinset',
          priceCents: 2_499,
          packages: 2,
          packageUnit: 'bag',
        });
        materialId = body.estimate.groups[0].items[0].materials[0].id;
      },
    ],
    [
      'change the material',
      async () =>
        call('PATCH', `/api/estimates/${id}/items/${itemId}/materials/${materialId}`, {
          version: await version(),
          packages: 3,
        }),
    ],
    [
      'remove the material',
      async () =>
        call(
          'DELETE',
          `/api/estimates/${id}/items/${itemId}/materials/${materialId}?version=${await version()}`,
        ),
    ],
    ['archive', async () => call('POST', `/api/estimates/${id}/archive`)],
    ['restore through the store', async () => t.store.estimates.restoreEstimate(id, ACTOR)],
    [
      'propose a plan (no version bump)',
      async () =>
        t.store.plans.proposePlan(
          { estimateId: id, plan: { items: [] }, summary: 'tile', id: 'plan-a' },
          ACTOR,
        ),
    ],
    [
      'reject the plan (no version bump)',
      async () => t.store.plans.setPlanStatus('plan-a', 'rejected', ACTOR),
    ],
    [
      'an agent edits through the store',
      async () => t.store.estimates.updateEstimate(id, await version(), { title: 'Agent title' }, ACTOR),
    ],
    [
      'remove the line',
      async () => call('DELETE', `/api/estimates/${id}/items/${itemId}?version=${await version()}`),
    ],
    [
      'remove the group',
      async () => call('DELETE', `/api/estimates/${id}/groups/${groupId}?version=${await version()}`),
    ],
  ];

  it.each(writes)('no stale read after: %s', async (_label, write) => {
    await read(); // warm the cache
    expect(await read()).toBe(await uncached(t.store, id));
    await write();
    expect(await read()).toBe(await uncached(t.store, id));
  });

  it('gzips for a client that accepts it, with its own tag, and 304s either tag', async () => {
    const plain = await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` });
    const zipped = await t.app.inject({
      method: 'GET',
      url: `/api/estimates/${id}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    for (const tag of [plain.headers.etag, zipped.headers.etag]) {
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/estimates/${id}`,
        headers: { 'if-none-match': String(tag), 'accept-encoding': 'gzip' },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('answers repeated reads from the cache, and 404 once the estimate is gone', async () => {
    const cache = t.context.readCache!;
    const before = cache.hits;
    await read();
    await read();
    expect(cache.hits).toBeGreaterThanOrEqual(before + 1);
    await t.store.estimates.deleteEstimate(id, ACTOR);
    const gone = await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('NOT_FOUND');
  });
});

describe('estimate read cache with another writer (a second server)', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ inMemory: true });
  });
  afterAll(async () => store.close());

  it('checks the stamp on every read when this process is not the only writer', async () => {
    // The cache sees a generation that never moves: as if another server made every write.
    const cache = new EstimateReadCache({
      orgId: store.orgId,
      estimates: store.estimates,
      plans: store.plans,
      writes: { current: () => 0, singleWriter: false },
    });
    const saved = await store.estimates.saveEstimate(
      newEstimate({
        id: 'est-other',
        title: 'Deck',
        now: '2025-03-01T00:00:00Z',
      }),
      ACTOR,
    );
    const first = await cache.read(saved.id);
    expect(first.fromCache).toBe(false);
    expect((await cache.read(saved.id)).fromCache).toBe(true);
    await store.estimates.updateEstimate(saved.id, saved.version, { title: 'Deck, stained' }, ACTOR);
    const after = await cache.read(saved.id);
    expect(after.fromCache).toBe(false);
    expect(after.body.toString()).toBe(await uncached(store, saved.id));
    await store.plans.proposePlan({ estimateId: saved.id, plan: {}, id: 'plan-o' }, ACTOR);
    expect((await cache.read(saved.id)).body.toString()).toBe(await uncached(store, saved.id));
  });

  it('holds no more than its limits however many estimates are read', async () => {
    const limits = { maxEntries: 3, maxBytes: 64 * 1024 };
    const cache = new EstimateReadCache(store, limits);
    for (let index = 0; index < 8; index++) {
      const saved = await store.estimates.saveEstimate(
        newEstimate({ id: `est-many-${index}`, title: `Job ${index}`, now: '2025-03-01T00:00:00Z' }),
        ACTOR,
      );
      const read = await cache.read(saved.id);
      expect(read.body.toString()).toBe(await uncached(store, saved.id));
      expect(cache.entries).toBeLessThanOrEqual(limits.maxEntries);
      expect(cache.bytes).toBeLessThanOrEqual(limits.maxBytes);
    }
    expect(cache.entries).toBe(3);
  });

  it('trusts an unmoved write generation only when it is the only writer', async () => {
    let generation = 7;
    const cache = new EstimateReadCache({
      orgId: store.orgId,
      estimates: store.estimates,
      plans: store.plans,
      writes: { current: () => generation, singleWriter: true },
    });
    await cache.read('est-other');
    let stampReads = 0;
    const counting = store.estimates.getOwnedReadStamps.bind(store.estimates);
    store.estimates.getOwnedReadStamps = async (estimateIds) => {
      stampReads += 1;
      return counting(estimateIds);
    };
    try {
      expect((await cache.read('est-other')).fromCache).toBe(true);
      expect(stampReads).toBe(0);
      generation += 1;
      expect((await cache.read('est-other')).fromCache).toBe(true);
      expect(stampReads).toBe(1);
    } finally {
      store.estimates.getOwnedReadStamps = counting;
    }
  });
});
