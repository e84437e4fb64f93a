import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledCatalog, defaultTradeRegistry } from '@quoin/core';
import { openStore, type Store } from '@quoin/store';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedApp, createApp } from '../create-app.ts';

const databaseUrl = process.env.QUOIN_TEST_DATABASE_URL;

if (databaseUrl) {
  const schema = `read_cache_${process.pid}_${Date.now()}`;
  const stores: Store[] = [];
  const apps: CreatedApp[] = [];

  /** One server's app on the shared schema, with its own store and its own read cache. */
  async function serverOn(label: string): Promise<CreatedApp> {
    const store = await openStore({ databaseUrl: databaseUrl as string, postgresSchema: schema });
    stores.push(store);
    const created = await createApp({
      store,
      priceSource: bundledCatalog(),
      registry: defaultTradeRegistry(),
      clock: () => new Date(),
      newId: (prefix) => `${prefix}-${label}-${Math.random().toString(36).slice(2)}`,
      uploadsDir: join(mkdtempSync(join(tmpdir(), 'quoin-read-cache-')), 'uploads'),
    });
    apps.push(created);
    return created;
  }

  afterAll(async () => {
    for (const created of apps) await created.app.close();
    for (const store of stores) await store.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  });

  describe('estimate read cache on two servers over one PostgreSQL', () => {
    let serverA: CreatedApp;
    let serverB: CreatedApp;
    let id = '';
    const read = async (server: CreatedApp) => {
      const response = await server.app.inject({ method: 'GET', url: `/api/estimates/${id}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().estimate as { version: number; title: string };
    };

    beforeAll(async () => {
      serverA = await serverOn('a');
      serverB = await serverOn('b');
      const created = await serverA.app.inject({
        method: 'POST',
        url: '/api/estimates',
        payload: { title: 'Deck 0', zip: '78701' },
      });
      id = created.json().estimate.id;
    });

    it('reads on server A what server B wrote just before, every time', async () => {
      for (let edit = 1; edit <= 20; edit++) {
        // Both caches hold the current version before the edit.
        const before = await read(serverA);
        await read(serverB);
        const writer = edit % 2 === 0 ? serverA : serverB;
        const reader = writer === serverA ? serverB : serverA;
        const patched = await writer.app.inject({
          method: 'PATCH',
          url: `/api/estimates/${id}`,
          payload: { version: before.version, title: `Deck ${edit}` },
        });
        expect(patched.statusCode, patched.body).toBe(200);
        expect(await read(reader)).toMatchObject({ version: before.version + 1, title: `Deck ${edit}` });
      }
      expect(serverA.context.readCache?.hits).toBeGreaterThan(0);
    });

    it('answers many reads at once with fewer stamp statements than reads, all current', async () => {
      const cache = serverA.context.readCache!;
      const current = await read(serverB);
      const statementsBefore = cache.stampStatements;
      const reads = await Promise.all(Array.from({ length: 50 }, () => read(serverA)));
      for (const answer of reads) expect(answer).toEqual(current);
      expect(cache.stampStatements - statementsBefore).toBeLessThan(50);
    });

    it('never answers an estimate to another organisation', async () => {
      const other = serverA.context.store.forOrg('org-elsewhere');
      await read(serverA);
      await expect(serverA.context.readCache!.read(id, other)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });
} else {
  describe('estimate read cache on two servers over one PostgreSQL', () => {
    it.skip('needs QUOIN_TEST_DATABASE_URL; run scripts/with-test-postgres.sh npx vitest run packages/server/src/read-cache', () => {});
  });
}
