import type { PriceCandidate, PriceSearchOptions, PriceSource } from '../catalog/price-source.ts';

/** A search the engine made whose candidates were all low confidence: where a model's judgment is worth a call. */
export interface LowConfidenceNeed {
  id: string;
  query: string;
  candidates: PriceCandidate[];
}

/** Wraps a price source and keeps every search whose results had no high or medium candidate. */
export function recordingPriceSource(source: PriceSource) {
  const needs = new Map<string, LowConfidenceNeed>();
  const recorder: PriceSource = {
    kind: source.kind,
    async search(query: string, options?: PriceSearchOptions) {
      const candidates = await source.search(query, options);
      const confident = candidates.some((c) => c.confidence !== 'low');
      if (!confident && candidates.length > 0 && !needs.has(query))
        needs.set(query, { id: `n${needs.size + 1}`, query, candidates: candidates.slice(0, 5) });
      return candidates;
    },
  };
  return { source: recorder, needs: () => [...needs.values()] };
}

/**
 * A price source where an agent's choices come first for their query, at medium confidence: the
 * product and its price are the catalog's, only the judgment "this one fits" is the model's. The validation
 * gate still checks package math and price.
 */
export function chosenPriceSource(
  source: PriceSource,
  chosen: ReadonlyMap<string, PriceCandidate>,
): PriceSource {
  return {
    kind: source.kind,
    async search(query: string, options?: PriceSearchOptions) {
      const results = await source.search(query, options);
      const pick = chosen.get(query);
      if (!pick) return results;
      const promoted: PriceCandidate = {
        ...pick,
        confidence: 'medium',
        reasons: [...pick.reasons, 'chosen by the model among catalog candidates'],
      };
      return [promoted, ...results.filter((c) => c.item.sku !== pick.item.sku)];
    },
  };
}
