import { QuoinError } from '@quoin/core';
import type { ProductCandidate } from '@quoin/protocol';
import { z } from 'zod';
import { fetchProviderJson } from './fetch-provider-json.ts';
import { httpUrl, type ProductSearchProvider, readPriceCents, supplierTier } from './product-provider.ts';

export const SEARCHAPI_DEFAULT_BASE_URL = 'https://www.searchapi.io';

const resultSchema = z.looseObject({
  title: z.string().min(1),
  price: z.union([z.string(), z.number()]).optional(),
  extracted_price: z.number().nonnegative().optional(),
  seller: z.string().optional(),
  source: z.string().optional(),
  product_link: z.string().optional(),
  link: z.string().optional(),
  offers_link: z.string().optional(),
  thumbnail: z.string().optional(),
});
const responseSchema = z.looseObject({ shopping_results: z.array(z.unknown()).default([]) });

/**
 * SearchAPI's Google Shopping engine (the estimating spec's price source). `baseUrl` is overridable
 * (QUOIN_SEARCHAPI_BASE_URL) so tests replay recorded responses from a local server.
 */
export function searchApiShopping(options: {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  today: () => string;
}): ProductSearchProvider {
  const base = (options.baseUrl ?? SEARCHAPI_DEFAULT_BASE_URL).replace(/\/$/, '');
  return {
    name: 'searchapi',
    live: true,
    async search(query, { limit, signal }) {
      const url = `${base}/api/v1/search?${new URLSearchParams({ engine: 'google_shopping', q: query, num: String(limit) })}`;
      const body = await fetchProviderJson(
        'SearchAPI',
        url,
        {
          headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' },
        },
        { timeoutMs: options.timeoutMs, signal },
      );
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success)
        throw new QuoinError(
          'UNAVAILABLE',
          'SearchAPI answered something that is not a shopping result list',
          {},
        );
      const products: ProductCandidate[] = [];
      for (const raw of parsed.data.shopping_results) {
        const result = resultSchema.safeParse(raw);
        if (!result.success) continue;
        const item = result.data;
        const retailer = item.seller ?? item.source ?? 'unknown seller';
        const priceCents =
          item.extracted_price !== undefined
            ? Math.round(item.extracted_price * 100)
            : readPriceCents(String(item.price ?? ''));
        const productUrl = httpUrl(item.product_link ?? item.link ?? item.offers_link);
        const imageUrl = httpUrl(item.thumbnail);
        products.push({
          title: item.title,
          retailer,
          ...(priceCents !== undefined ? { priceCents } : {}),
          ...(productUrl ? { url: productUrl } : {}),
          ...(imageUrl ? { imageUrl } : {}),
          provider: 'searchapi',
          supplierTier: supplierTier(retailer),
          priceDate: options.today(),
          query,
        });
        if (products.length >= limit) break;
      }
      return products;
    },
  };
}
