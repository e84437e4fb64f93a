import { offlineStudioModel, processRateLimits, rateLimitFromEnv } from '@quoin/agents';
import { bundledCatalog, defaultTradeRegistry } from '@quoin/core';
import { AgentStudioService } from '@quoin/server';
import { openStore, storeOptionsFromEnv } from '@quoin/store';
import { modelFor } from '../agent-cli.ts';
import type { CliContext } from '../cli-context.ts';
import { inputError } from '../exit-codes.ts';
import { quoinHome } from '../quoin-home.ts';

/** Store errors a person can fix (a name, a version, a file) exit 3 with the store's message. */
const INPUT_CODES = new Set(['NOT_FOUND', 'VALIDATION_FAILED', 'ALREADY_EXISTS', 'INVALID_TRANSITION']);

/**
 * The studio over `$QUOIN_HOME/db` (or DATABASE_URL), seeded with the built-in agents, with the configured
 * model (QUOIN_MODEL) or the offline studio model. Runs `use` and closes the store.
 */
export async function withStudio<T>(
  context: CliContext,
  use: (studio: AgentStudioService) => Promise<T>,
): Promise<T> {
  const home = quoinHome(context);
  const store = await openStore(storeOptionsFromEnv({ ...context.env, QUOIN_HOME: home }));
  try {
    // Keys kept with "quoin secrets set" count as environment variables; the real environment wins.
    const env = { ...(await store.secrets.asEnv()), ...context.env };
    const model = modelFor({ ...context, env }) ?? offlineStudioModel();
    const provider = model.label.split(':')[0] ?? model.label;
    const studio = new AgentStudioService(store, {
      model,
      priceSource: bundledCatalog(),
      tradeRegistry: defaultTradeRegistry(),
      clock: () => new Date(),
      newId: (prefix) =>
        `${prefix}-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${Math.random().toString(36).slice(2, 8)}`,
      rateLimiter: processRateLimits.limiterFor(provider, rateLimitFromEnv(context.env)),
    });
    await studio.seed();
    return await use(studio);
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && INPUT_CODES.has(code)) throw inputError(String(message));
    throw error;
  } finally {
    await store.close();
  }
}
