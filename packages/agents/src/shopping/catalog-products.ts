import type { PriceSource } from '@quoin/core';
import type { ProductCandidate } from '@quoin/protocol';
import type { ProductSearchProvider } from './product-provider.ts';

/** The bundled catalog (and an imported price list layered over it) as a product search: offline, no URLs. */
export function catalogProducts(source: PriceSource): ProductSearchProvider {
  return {
    name: source.kind === 'price_list' ? 'price_list' : 'catalog',
    live: false,
    async search(query, { limit }) {
      const candidates = await source.search(query, { limit });
      return candidates.map(
        (candidate): ProductCandidate => ({
          title: candidate.item.name,
          retailer: candidate.item.supplier,
          priceCents: candidate.item.priceCents,
          provider: candidate.sourceKind === 'price_list' ? 'price_list' : 'catalog',
          supplierTier: candidate.item.supplierTier,
          priceDate: candidate.item.priceDate,
          query,
        }),
      );
    },
  };
}
