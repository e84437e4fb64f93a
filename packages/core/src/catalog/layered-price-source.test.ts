import { describe, expect, it } from 'vitest';
import { CatalogPriceSource, confidenceForScore } from './catalog-price-source.ts';
import { LayeredPriceSource, mergeLayers } from './layered-price-source.ts';
import type { CatalogItem, PriceCandidate, PriceSource, PriceSourceKind } from './price-source.ts';

function item(sku: string, name: string, priceCents = 1000): CatalogItem {
  return {
    sku,
    name,
    category: 'drywall',
    priceCents,
    packageUnit: 'sheet',
    coverage: { value: 32, uom: 'sq_ft' },
    supplier: 'Test',
    supplierTier: 1,
    priceDate: '2026-11-22',
    source: 'test fixture',
    keywords: [],
  };
}

function candidate(sku: string, score: number, sourceKind: PriceSourceKind): PriceCandidate {
  return { item: item(sku, sku), sourceKind, score, confidence: confidenceForScore(score), reasons: [] };
}

const priceList = new CatalogPriceSource(
  [item('pl-dw', 'Drywall 1/2 in. 4x8 sheet contractor price', 1349)],
  'price_list',
);
const catalog = new CatalogPriceSource([item('cat-dw', 'Drywall 1/2 in. 4x8', 1598)]);

describe('LayeredPriceSource', () => {
  it("prefers the contractor's price list when its match is about as good as the catalog's", async () => {
    const layered = new LayeredPriceSource([priceList, catalog]);
    const results = await layered.search('1/2 in drywall 4x8');
    expect(results.map((result) => [result.item.sku, result.sourceKind])).toEqual([
      ['pl-dw', 'price_list'],
      ['cat-dw', 'catalog'],
    ]);
    // The catalog title matches more tightly; the layer order still wins within 0.1.
    expect((results[1]?.score ?? 0) - (results[0]?.score ?? 0)).toBeGreaterThan(0);
    expect(layered.kind).toBe('price_list');
  });

  it.each([
    ['within 0.1: the higher layer wins', 0.85, 0.9, ['top', 'bottom']],
    ['exactly 0.1 apart: still the higher layer', 0.8, 0.9, ['top', 'bottom']],
    ['clearly better lower layer wins', 0.6, 0.9, ['bottom', 'top']],
    ['both high confidence: the higher layer wins however far apart', 0.76, 1, ['top', 'bottom']],
    ['a medium higher layer loses to a high lower layer', 0.7, 0.95, ['bottom', 'top']],
    ['better higher layer wins', 0.95, 0.9, ['top', 'bottom']],
  ])('%s', (_title, topScore, bottomScore, expected) => {
    const merged = mergeLayers(
      [[candidate('top', topScore, 'price_list')], [candidate('bottom', bottomScore, 'catalog')]],
      10,
    );
    expect(merged.map((result) => result.item.sku)).toEqual(expected);
  });

  it('merges many results deterministically, keeps each layer in order and stops at the limit', () => {
    const top = [candidate('t1', 0.9, 'price_list'), candidate('t2', 0.5, 'price_list')];
    const bottom = [
      candidate('b1', 0.95, 'catalog'),
      candidate('b2', 0.7, 'catalog'),
      candidate('b3', 0.2, 'catalog'),
    ];
    expect(mergeLayers([top, bottom], 10).map((result) => result.item.sku)).toEqual([
      't1',
      'b1',
      'b2',
      't2',
      'b3',
    ]);
    expect(mergeLayers([top, bottom], 2).map((result) => result.item.sku)).toEqual(['t1', 'b1']);
    expect(mergeLayers([[...top].reverse(), bottom], 10)).toEqual(mergeLayers([top, bottom], 10));
  });

  it('passes options to every layer and rejects when a layer rejects', async () => {
    const seen: unknown[] = [];
    const recording: PriceSource = {
      kind: 'live_search',
      search: (_query, options) => {
        seen.push(options);
        return Promise.resolve([]);
      },
    };
    await new LayeredPriceSource([recording, catalog]).search('drywall', { limit: 3, category: 'drywall' });
    expect(seen).toEqual([{ limit: 3, category: 'drywall' }]);

    const failing: PriceSource = { kind: 'live_search', search: () => Promise.reject(new Error('offline')) };
    await expect(new LayeredPriceSource([failing, catalog]).search('drywall')).rejects.toThrow('offline');
  });

  it('needs at least one layer', () => {
    expect(() => new LayeredPriceSource([])).toThrow(/at least one layer/);
  });
});
