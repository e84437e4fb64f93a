// A light entry (`@quoin/agents/live-pricing`) for commands that price estimates: the live product search as a
// price source without loading the agent runtime (`quoin estimate` keeps its cold start).

import type { PriceSource } from '@quoin/core';
import { liveProductPriceSource } from './live-price-source.ts';
import { searchApiShopping } from './searchapi-shopping.ts';

/**
 * With SEARCHAPI_KEY set, SearchAPI Google Shopping as the top price layer (QUOIN_SEARCHAPI_BASE_URL overrides its
 * address); undefined otherwise. A failed search falls back to the layers below and is reported to `onError`.
 */
export function livePriceSourceFromEnv(
  env: Record<string, string | undefined>,
  onError?: (error: Error) => void,
): PriceSource | undefined {
  const apiKey = env.SEARCHAPI_KEY?.trim();
  if (!apiKey) return undefined;
  const provider = searchApiShopping({
    apiKey,
    timeoutMs: Number(env.QUOIN_SHOPPING_TIMEOUT_MS ?? 8000) || 8000,
    today: () => new Date().toISOString().slice(0, 10),
    ...(env.QUOIN_SEARCHAPI_BASE_URL ? { baseUrl: env.QUOIN_SEARCHAPI_BASE_URL } : {}),
  });
  return liveProductPriceSource(provider, onError ? { onError } : {});
}
