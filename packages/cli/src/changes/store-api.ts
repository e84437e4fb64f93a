import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { CliContext } from '../cli-context.ts';
import { inputError } from '../exit-codes.ts';
import { quoinHome } from '../quoin-home.ts';

/** One answer of the in-process REST API. */
export interface ApiAnswer {
  status: number;
  json: () => unknown;
  body: string;
  rawPayload: Buffer;
}

export type CallApi = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => Promise<ApiAnswer>;

/**
 * Runs `use` against the server's own routes, in process, over the store of $QUOIN_HOME (or DATABASE_URL): the
 * CLI's change orders and templates are the REST API's, with its validation and rules, and nothing listens.
 */
export async function withStoreApi<T>(context: CliContext, use: (call: CallApi) => Promise<T>): Promise<T> {
  const [{ openStore, storeOptionsFromEnv }, { createApp }, { bundledCatalog, defaultTradeRegistry }] =
    await Promise.all([import('@quoin/store'), import('@quoin/server'), import('@quoin/core')]);
  const home = quoinHome(context);
  const store = await openStore(storeOptionsFromEnv({ ...context.env, QUOIN_HOME: home }));
  try {
    const { app } = await createApp({
      store,
      priceSource: bundledCatalog(),
      registry: defaultTradeRegistry(),
      clock: () => new Date(),
      newId: (prefix) => `${prefix}-${randomUUID()}`,
      uploadsDir: join(resolve(context.cwd, home), 'uploads'),
      logger: false,
    });
    try {
      await app.ready();
      return await use(async (method, url, payload) => {
        const answer = await app.inject({ method, url, ...(payload ? { payload } : {}) });
        if (answer.statusCode >= 400) {
          const error = (answer.json() as { error?: { message?: string; code?: string } }).error;
          throw inputError(error?.message ?? `${method} ${url} failed (${answer.statusCode})`, {
            code: error?.code,
          });
        }
        return {
          status: answer.statusCode,
          json: () => answer.json(),
          body: answer.body,
          rawPayload: answer.rawPayload,
        };
      });
    } finally {
      await app.close();
    }
  } finally {
    await store.close();
  }
}
