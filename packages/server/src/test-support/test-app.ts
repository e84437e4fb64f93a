import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledCatalog, defaultTradeRegistry } from '@quoin/core';
import { openStore, type Store } from '@quoin/store';
import type { FastifyInstance } from 'fastify';
import type { AppContext, AppDeps } from '../app-deps.ts';
import { createApp } from '../create-app.ts';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  routes: { method: string; path: string }[];
  store: Store;
  close(): Promise<void>;
}

/** The app over an in-memory PGlite store, a fixed clock and counting ids: one per test file. */
export async function createTestApp(
  extraDeps: Partial<AppDeps> | ((store: Store) => Partial<AppDeps>) = {},
): Promise<TestApp> {
  const store = await openStore({ inMemory: true });
  // A function gets the store, for dependencies built over it (the drawing models' vectors and captions).
  const extra = typeof extraDeps === 'function' ? extraDeps(store) : extraDeps;
  let counter = 0;
  const { app, context, routes } = await createApp({
    store,
    priceSource: bundledCatalog(),
    registry: defaultTradeRegistry(),
    clock: () => new Date('2025-03-01T12:00:00.000Z'),
    newId: (prefix) => `${prefix}-${++counter}`,
    uploadsDir: join(mkdtempSync(join(tmpdir(), 'quoin-uploads-')), 'uploads'),
    ...extra,
  });
  await app.ready();
  return {
    app,
    context,
    routes,
    store,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}
