import { QuoinError } from '@quoin/core';
import type { ProductCandidate } from '@quoin/protocol';
import { z } from 'zod';
import { fetchProviderJson } from './fetch-provider-json.ts';
import { httpUrl, type ProductSearchProvider, readPriceCents, supplierTier } from './product-provider.ts';

export const EXA_DEFAULT_BASE_URL = 'https://api.exa.ai';

const resultSchema = z.looseObject({
  title: z.string().nullish(),
  url: z.string(),
  image: z.string().nullish(),
  text: z.string().nullish(),
  publishedDate: z.string().nullish(),
});
const responseSchema = z.looseObject({ results: z.array(z.unknown()) });

/** Exa's neural web search over product pages; the price is read from the page text when it shows one. */
export function exaSearch(options: {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  today: () => string;
}): ProductSearchProvider {
  const base = (options.baseUrl ?? EXA_DEFAULT_BASE_URL).replace(/\/$/, '');
  return {
    name: 'exa',
    live: true,
    async search(query, { limit, signal }) {
      const body = await fetchProviderJson(
        'Exa',
        `${base}/search`,
        {
          method: 'POST',
          headers: {
            'x-api-key': options.apiKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            query: `${query} buy`,
            numResults: limit,
            type: 'auto',
            contents: { text: { maxCharacters: 600 } },
          }),
        },
        { timeoutMs: options.timeoutMs, signal },
      );
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success)
        throw new QuoinError('UNAVAILABLE', 'Exa answered something that is not a result list', {});
      const products: ProductCandidate[] = [];
      for (const raw of parsed.data.results) {
        const result = resultSchema.safeParse(raw);
        const url = result.success ? httpUrl(result.data.url) : undefined;
        if (!result.success || !url) continue;
        const host = new URL(url).hostname.replace(/^www\./, '');
        const priceCents = readPriceCents(`${result.data.title ?? ''} ${result.data.text ?? ''}`);
        const imageUrl = httpUrl(result.data.image ?? undefined);
        products.push({
          title: result.data.title?.trim() || host,
          retailer: host,
          ...(priceCents !== undefined ? { priceCents } : {}),
          url,
          ...(imageUrl ? { imageUrl } : {}),
          provider: 'exa',
          supplierTier: supplierTier(host),
          priceDate: options.today(),
          query,
        });
        if (products.length >= limit) break;
      }
      return products;
    },
  };
}
