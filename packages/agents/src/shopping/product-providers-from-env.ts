import type { PriceSource } from '@quoin/core';
import { catalogProducts } from './catalog-products.ts';
import { exaSearch } from './exa-search.ts';
import type { ProductSearchProvider } from './product-provider.ts';
import { searchApiShopping } from './searchapi-shopping.ts';

/**
 * The product searches the environment allows: the catalog (and imported price list) always, SearchAPI Google
 * Shopping with SEARCHAPI_KEY, Exa with EXA_API_KEY; QUOIN_SEARCHAPI_BASE_URL and QUOIN_EXA_BASE_URL point them
 * elsewhere (a recorded-response server in tests), QUOIN_SHOPPING_TIMEOUT_MS bounds each request (default 8000).
 */
export function productProvidersFromEnv(
  env: Record<string, string | undefined>,
  options: { priceSource: PriceSource; today: () => string },
): ProductSearchProvider[] {
  const timeoutMs = Number(env.QUOIN_SHOPPING_TIMEOUT_MS ?? 8000) || 8000;
  const providers: ProductSearchProvider[] = [catalogProducts(options.priceSource)];
  const searchApiKey = env.SEARCHAPI_KEY?.trim();
  if (searchApiKey)
    providers.push(
      searchApiShopping({
        apiKey: searchApiKey,
        timeoutMs,
        today: options.today,
        ...(env.QUOIN_SEARCHAPI_BASE_URL ? { baseUrl: env.QUOIN_SEARCHAPI_BASE_URL } : {}),
      }),
    );
  const exaKey = env.EXA_API_KEY?.trim();
  if (exaKey)
    providers.push(
      exaSearch({
        apiKey: exaKey,
        timeoutMs,
        today: options.today,
        ...(env.QUOIN_EXA_BASE_URL ? { baseUrl: env.QUOIN_EXA_BASE_URL } : {}),
      }),
    );
  return providers;
}
