import type { CatalogItem, Confidence, PriceCandidate, PriceSource } from '@quoin/core';
import { parseProductTitle } from '@quoin/core';
import type { ProductSearchProvider } from './product-provider.ts';
import { SearchCache } from './search-cache.ts';

const PROVIDER_NAMES = { searchapi: 'SearchAPI Google Shopping', exa: 'Exa web search' } as const;

function words(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 2),
    ),
  ];
}

/**
 * A live product search as the engine's price source (kind `live_search`): a priced material then carries the
 * retailer, URL, image and date in its provenance. Layer it over the catalog, which stays the offline fallback.
 */
export function liveProductPriceSource(
  provider: ProductSearchProvider,
  options: { cache?: SearchCache; onError?: (error: Error) => void } = {},
): PriceSource {
  const providerName = provider.name === 'exa' ? PROVIDER_NAMES.exa : PROVIDER_NAMES.searchapi;
  const cache = options.cache ?? new SearchCache();
  return {
    kind: 'live_search',
    async search(query, searchOptions = {}) {
      const limit = searchOptions.limit ?? 5;
      let products: Awaited<ReturnType<ProductSearchProvider['search']>>;
      try {
        products = await cache.get(`live\u0000${provider.name}\u0000${limit}\u0000${query}`, () =>
          provider.search(query, { limit }),
        );
      } catch (error) {
        // The catalog below stays the fallback: a failed live search prices from it, and says so in provenance.
        options.onError?.(error as Error);
        return [];
      }
      const queryWords = words(query);
      return products.flatMap((product): PriceCandidate[] => {
        if (product.priceCents === undefined || !product.url) return [];
        const titleWords = new Set(words(product.title));
        const overlap = queryWords.length
          ? queryWords.filter((word) => titleWords.has(word)).length / queryWords.length
          : 0;
        const score =
          Math.round(
            Math.min(
              1,
              overlap * 0.85 + (product.supplierTier === 1 ? 0.15 : product.supplierTier === 2 ? 0.08 : 0),
            ) * 100,
          ) / 100;
        const confidence: Confidence = score >= 0.75 ? 'high' : score >= 0.45 ? 'medium' : 'low';
        const parsed = parseProductTitle(product.title);
        const item: CatalogItem = {
          sku: product.url,
          name: product.title,
          category: 'live',
          priceCents: product.priceCents,
          packageUnit: 'each',
          ...(parsed.coverage ? { coverage: parsed.coverage } : {}),
          supplier: product.retailer,
          supplierTier: product.supplierTier,
          priceDate: product.priceDate ?? new Date().toISOString().slice(0, 10),
          source: `${providerName} (live): ${product.url}`,
          keywords: [...titleWords],
        };
        const reasons = [
          'live',
          `url: ${product.url}`,
          ...(product.imageUrl ? [`image: ${product.imageUrl}`] : []),
          `retailer: ${product.retailer}`,
        ];
        return [{ item, sourceKind: 'live_search', score, confidence, reasons }];
      });
    },
  };
}
