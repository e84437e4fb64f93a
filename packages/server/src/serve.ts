import { randomUUID } from 'node:crypto';
import { bundledCatalog, defaultTradeRegistry } from '@quoin/core';
import { openStore, storeOptionsFromEnv } from '@quoin/store';
import type { FastifyInstance } from 'fastify';
import { createApp } from './create-app.ts';

export interface ServeOptions {
  port?: number;
  /** Loopback by default: the server has no accounts yet, so it must not face a network unasked. */
  host?: string;
  env?: Record<string, string | undefined>;
  logger?: boolean;
  /** Folder of the built web app to serve at `/` (see AppDeps.webRoot). */
  webRoot?: string;
}

export interface RunningServer {
  app: FastifyInstance;
  /** `http://127.0.0.1:8000` */
  url: string;
  close(): Promise<void>;
}

/** The composition root: opens the store from the environment (PGlite in $QUOIN_HOME unless DATABASE_URL), listens. */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const store = await openStore(storeOptionsFromEnv(options.env ?? process.env));
  try {
    const { app } = await createApp({
      store,
      priceSource: bundledCatalog(),
      registry: defaultTradeRegistry(),
      clock: () => new Date(),
      newId: (prefix) => `${prefix}-${randomUUID()}`,
      logger: options.logger ?? false,
      ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    });
    await app.listen({ port: options.port ?? 8000, host: options.host ?? '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const host = options.host ?? '127.0.0.1';
    return {
      app,
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      close: async () => {
        await app.close();
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
