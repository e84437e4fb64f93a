import type { PriceCandidate, PriceSearchOptions, PriceSource, PriceSourceKind } from './price-source.ts';

/**
 * Scores closer than this are treated as equally good, and the higher layer's candidate goes first. Two
 * `high`-confidence candidates are both the product asked for whatever their scores: the higher layer's goes
 * first (a contractor's "Sherwin Williams eggshell interior paint 1 gal" must win over the catalog's
 * differently worded eggshell gallon, whose words the trade's search query was written from).
 */
export const LAYER_PREFERENCE_MARGIN = 0.1;
const DEFAULT_LIMIT = 10;

/**
 * Several price sources in priority order, e.g. a contractor's own price list before the bundled catalog:
 * a contractor's negotiated price for the same product should win over a national shelf price unless the
 * catalog matches clearly better.
 *
 * Each layer is searched with the same options and keeps its own order; the lists are merged by repeatedly
 * taking the best head score and then the highest layer whose head is within 0.1 of it, or as confident as it
 * when that is `high`. Candidates keep
 * their own `sourceKind` and score. A layer that rejects makes the whole search reject (the caller decides
 * whether to retry without it), so a failed live search is never silently hidden.
 */
export class LayeredPriceSource implements PriceSource {
  /** The kind of the top layer, the one whose prices this source prefers. */
  readonly kind: PriceSourceKind;
  private readonly layers: PriceSource[];

  constructor(layers: PriceSource[]) {
    const top = layers[0];
    if (top === undefined) throw new RangeError('LayeredPriceSource needs at least one layer');
    this.layers = [...layers];
    this.kind = top.kind;
  }

  async search(query: string, options: PriceSearchOptions = {}): Promise<PriceCandidate[]> {
    const limit = options.limit ?? DEFAULT_LIMIT;
    const perLayer = await Promise.all(this.layers.map((layer) => layer.search(query, options)));
    return mergeLayers(perLayer, limit);
  }
}

/** Merges per-layer result lists as described on `LayeredPriceSource`; `results[0]` is the top layer. */
export function mergeLayers(results: PriceCandidate[][], limit: number): PriceCandidate[] {
  // A layer that does not sort its own results would break the merge; the sort is stable, so ties keep the
  // layer's order.
  const perLayer = results.map((list) => [...list].sort((a, b) => b.score - a.score));
  const next = perLayer.map(() => 0);
  const merged: PriceCandidate[] = [];
  while (merged.length < limit) {
    let best: PriceCandidate | undefined;
    perLayer.forEach((list, layer) => {
      const head = list[next[layer] ?? 0];
      if (head !== undefined && (best === undefined || head.score > best.score)) best = head;
    });
    if (best === undefined) break;
    const { score: bestScore, confidence: bestConfidence } = best;
    const chosen = perLayer.findIndex((list, layer) => {
      const head = list[next[layer] ?? 0];
      if (head === undefined) return false;
      const bothHigh = head.confidence === 'high' && bestConfidence === 'high';
      return bothHigh || head.score >= bestScore - LAYER_PREFERENCE_MARGIN - 1e-9;
    });
    const candidate = perLayer[chosen]?.[next[chosen] ?? 0];
    if (candidate === undefined) break;
    merged.push(candidate);
    next[chosen] = (next[chosen] ?? 0) + 1;
  }
  return merged;
}
