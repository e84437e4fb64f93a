import type { Estimate } from '@quoin/core';

export interface PriceSourceSummary {
  sourceKind: string;
  sourceName: string;
  /** Newest price date seen for this source, when the source dates its prices. */
  priceDate?: string;
  /** How many priced lines and materials use it. */
  uses: number;
}

/** Every price source an estimate used, once each, in order of first use: what a reader must verify. */
export function collectPriceSources(estimate: Estimate): PriceSourceSummary[] {
  const byKey = new Map<string, PriceSourceSummary>();
  for (const group of estimate.groups) {
    for (const item of group.items) {
      for (const provenance of [item.price, ...item.materials.map((material) => material.provenance)]) {
        if (!provenance) continue;
        const key = `${provenance.sourceKind}\u0000${provenance.sourceName}`;
        const known = byKey.get(key);
        const summary = known ?? {
          sourceKind: provenance.sourceKind,
          sourceName: provenance.sourceName,
          uses: 0,
        };
        summary.uses += 1;
        if (provenance.priceDate && (!summary.priceDate || provenance.priceDate > summary.priceDate)) {
          summary.priceDate = provenance.priceDate;
        }
        byKey.set(key, summary);
      }
    }
  }
  return [...byKey.values()];
}
