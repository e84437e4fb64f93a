import { readFileSync } from 'node:fs';
import type { ProductCandidate, ProductProviderName } from '@quoin/protocol';
import yaml from 'js-yaml';
import { z } from 'zod';

/** One product search: the bundled catalog, an imported price list, SearchAPI Google Shopping or Exa. */
export interface ProductSearchProvider {
  readonly name: ProductProviderName;
  /** True for providers that call the network (rate limited, cached, timed out). */
  readonly live: boolean;
  search(query: string, options: { limit: number; signal?: AbortSignal }): Promise<ProductCandidate[]>;
}

let tiers: { tier1: string[]; tier2: string[] } | undefined;

/** The supplier tier of a retailer name or web host (data/supplier-tiers.yaml). */
export function supplierTier(retailer: string): 1 | 2 | 3 {
  tiers ??= z
    .strictObject({ tier1: z.array(z.string()), tier2: z.array(z.string()) })
    .parse(yaml.load(readFileSync(new URL('./data/supplier-tiers.yaml', import.meta.url), 'utf8')));
  const name = retailer.toLowerCase();
  if (tiers.tier1.some((word) => name.includes(word))) return 1;
  if (tiers.tier2.some((word) => name.includes(word))) return 2;
  return 3;
}

/** "$1,299.00" → 129900; undefined when no price is written. */
export function readPriceCents(text: string | undefined): number | undefined {
  const match = text ? /\$\s?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?/.exec(text) : null;
  if (!match) return undefined;
  return Number((match[1] ?? '0').replace(/,/g, '')) * 100 + Number(match[2] ?? 0);
}

/** A URL when it is an absolute http(s) address, else undefined (providers send all sorts). */
export function httpUrl(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
