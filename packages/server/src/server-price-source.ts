import { livePriceSourceFromEnv } from '@quoin/agents/live-pricing';
import { bundledCatalog, LayeredPriceSource, type PriceSource } from '@quoin/core';

/**
 * Where `quoin serve` prices estimates: the live product search first when SEARCHAPI_KEY is set (a priced
 * material then carries retailer, URL, image, date and "live" in its provenance), the bundled catalog below it
 * as the offline fallback; the catalog alone without a key. A failed search is reported to `onError`.
 */
export function serverPriceSource(
  env: Record<string, string | undefined>,
  onError: (error: Error) => void = (error) =>
    process.stderr.write(`quoin serve: live price search failed, the catalog priced it: ${error.message}\n`),
): PriceSource {
  const live = livePriceSourceFromEnv(env, onError);
  return live ? new LayeredPriceSource([live, bundledCatalog()]) : bundledCatalog();
}
