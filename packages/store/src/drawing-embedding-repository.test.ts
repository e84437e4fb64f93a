import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrawingEmbeddingRepository } from './drawing-embedding-repository.ts';
import { runMigrations } from './migrate.ts';
import { openStore, type Store } from './open-store.ts';
import { createPgliteSession } from './pglite/pglite-session.ts';
import type { Session } from './session.ts';

const ALICE = { actor: 'alice' };

async function saveSet(store: Store, id: string, shaDigit: string): Promise<void> {
  await store.drawings.saveSet(
    {
      id,
      name: id,
      revision: 1,
      sha256: shaDigit.repeat(64),
      fileName: `${id}.pdf`,
      pageCount: 0,
      sheets: [],
    },
    ALICE,
  );
}

describe('drawing embeddings with pgvector (PGlite)', { timeout: 120_000 }, () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ inMemory: true });
    await saveSet(store, 'set-a', 'a');
    await saveSet(store, 'set-b', 'b');
  });
  afterAll(() => store.close());

  it('has pgvector and ranks stored units by cosine distance, per set and model', async () => {
    expect(await store.drawingEmbeddings.vectorSupport()).toEqual({ available: true });
    await store.drawingEmbeddings.saveEmbeddings('set-a', 'm1', [
      { key: 'set-a#0', vector: [1, 0, 0] },
      { key: 'set-a#1', vector: [0, 1, 0] },
      { key: 'set-a#2', vector: [0.7, 0.7, 0] },
    ]);
    await store.drawingEmbeddings.saveEmbeddings('set-b', 'm1', [{ key: 'set-b#0', vector: [1, 0.1, 0] }]);
    await store.drawingEmbeddings.saveEmbeddings('set-a', 'm2', [{ key: 'set-a#0', vector: [0, 0, 1] }]);
    const near = await store.drawingEmbeddings.nearest(['set-a'], 'm1', [0.9, 0.1, 0], 2);
    expect(near.map((n) => n.key)).toEqual(['set-a#0', 'set-a#2']);
    expect(near[0]?.distance).toBeLessThan(near[1]?.distance ?? 0);
    const both = await store.drawingEmbeddings.nearest(['set-a', 'set-b'], 'm1', [1, 0, 0], 10);
    expect(both.map((n) => n.key)).toEqual(['set-a#0', 'set-b#0', 'set-a#2', 'set-a#1']);
    expect(await store.drawingEmbeddings.storedKeys('set-a', 'm1')).toEqual(
      new Set(['set-a#0', 'set-a#1', 'set-a#2']),
    );
  });

  it('re-saving a key replaces its vector', async () => {
    await store.drawingEmbeddings.saveEmbeddings('set-a', 'm1', [{ key: 'set-a#1', vector: [1, 0, 0] }]);
    const near = await store.drawingEmbeddings.nearest(['set-a'], 'm1', [1, 0, 0], 2);
    expect(near.map((n) => n.key).sort()).toEqual(['set-a#0', 'set-a#1']);
  });
});

describe('drawing embeddings without pgvector', { timeout: 120_000 }, () => {
  let session: Session;
  beforeAll(async () => {
    session = await createPgliteSession({ vector: false });
    await runMigrations(session);
  });
  afterAll(() => session.close());

  it('migrates, stores vectors, and says search falls back to lexical', async () => {
    const repository = new DrawingEmbeddingRepository(session);
    const support = await repository.vectorSupport();
    expect(support.available).toBe(false);
    expect(support.reason).toMatch(/lexically \(BM25\)/);
    expect(await repository.nearest(['x'], 'm1', [1, 0], 5)).toEqual([]);
  });
});
