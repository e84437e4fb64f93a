import { caughtError } from '@quoin/testkit/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasErrorCode } from '../quoin-error.ts';
import { CatalogPriceSource, categoryTerms, confidenceForScore } from './catalog-price-source.ts';
import type { CatalogItem } from './price-source.ts';

function item(sku: string, name: string, overrides: Partial<CatalogItem> = {}): CatalogItem {
  return {
    sku,
    name,
    category: 'plumbing',
    priceCents: 10000,
    packageUnit: 'each',
    supplier: 'Test supplier',
    supplierTier: 1,
    priceDate: '2026-11-22',
    source: 'test fixture',
    keywords: [],
    ...overrides,
  };
}

const ITEMS = [
  item('wh-gas-40', 'Water heater gas 40 gal tank'),
  item('wh-gas-50', 'Water heater gas 50 gal tank'),
  item('wh-elec-50', 'Water heater electric 50 gal tank'),
  item('dw-half', 'Drywall 1/2 in. 4 ft x 8 ft', {
    category: 'drywall',
    packageUnit: 'sheet',
    keywords: ['sheetrock'],
  }),
  item('dw-58', 'Drywall 5/8 in. 4 ft x 8 ft', { category: 'drywall', packageUnit: 'sheet' }),
  item('paint-ceiling', 'Ceiling paint flat 1 gal', { category: 'paint', packageUnit: 'gallon' }),
  item('vent-ceiling', 'Ceiling vent register', { category: 'hvac', supplierTier: 3 }),
];

const source = new CatalogPriceSource(ITEMS);

describe('CatalogPriceSource', () => {
  it('ranks the item whose sizes match, and counts a contradicting size against the others', () => {
    const results = source.searchSync('50 gallon gas water heater');
    expect(results.map((candidate) => candidate.item.sku)).toEqual(['wh-gas-50', 'wh-elec-50', 'wh-gas-40']);
    expect(results[0]?.confidence).toBe('high');
    expect(results[0]?.score).toBe(0.97);
    expect(results[1]?.confidence).toBe('medium');
    expect(results[2]?.confidence).toBe('low');
    expect(results[2]?.reasons).toContain('size conflict: asked 50-gallon, item has 40-gallon');
  });

  it('finds an item by its keywords and explains the match', () => {
    const [best] = source.searchSync('1/2 sheetrock');
    expect(best?.item.sku).toBe('dw-half');
    expect(best?.sourceKind).toBe('catalog');
    expect(best?.reasons[0]).toBe('matched 1/2, sheetrock');
  });

  it('uses category fit to break a tie between equally worded items', () => {
    const withoutCategory = source.searchSync('ceiling');
    expect(withoutCategory.map((candidate) => candidate.item.sku)).toEqual(['paint-ceiling', 'vent-ceiling']);
    const [best, other] = source.searchSync('ceiling', { category: 'hvac_split_system' });
    expect(best?.item.sku).toBe('vent-ceiling');
    expect(best?.reasons).toContain('category hvac fits');
    expect(other?.reasons).toContain('category paint differs');
  });

  it('gives a tier-1 supplier a small edge over tier 3', () => {
    const [tierOne, tierThree] = new CatalogPriceSource([
      item('b', 'Sod pallet', { supplierTier: 3 }),
      item('a', 'Sod pallet', { supplierTier: 1 }),
    ]).searchSync('sod pallet');
    expect(tierOne?.item.sku).toBe('a');
    expect((tierOne?.score ?? 0) - (tierThree?.score ?? 0)).toBeCloseTo(0.05, 9);
  });

  it('returns nothing for words no item has, and honours the limit', () => {
    expect(source.searchSync('unobtainium widget')).toEqual([]);
    expect(source.searchSync('')).toEqual([]);
    expect(source.searchSync('water heater', { limit: 2 })).toHaveLength(2);
    expect(source.searchSync('water heater', { limit: 0 })).toEqual([]);
  });

  it('answers the async interface with the same results', async () => {
    expect(await source.search('drywall 5/8')).toEqual(source.searchSync('drywall 5/8'));
  });

  it('looks items up by sku and counts them', () => {
    expect(source.get('dw-58')?.name).toBe('Drywall 5/8 in. 4 ft x 8 ft');
    expect(source.get('nope')).toBeUndefined();
    expect(source.size()).toBe(ITEMS.length);
    expect(new CatalogPriceSource(ITEMS, 'price_list').kind).toBe('price_list');
  });

  it('refuses two items with one sku', () => {
    const error = caughtError(() => new CatalogPriceSource([item('x', 'One'), item('x', 'Two')]));
    expect(hasErrorCode(error, 'DUPLICATE_SKU')).toBe(true);
  });

  it('keeps scores in 0..1, sorted, with the confidence of their band, for any query', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (query) => {
        const results = source.searchSync(`${query} water`);
        for (const [index, candidate] of results.entries()) {
          expect(candidate.score).toBeGreaterThanOrEqual(0);
          expect(candidate.score).toBeLessThanOrEqual(1);
          expect(candidate.confidence).toBe(confidenceForScore(candidate.score));
          if (index > 0) expect(candidate.score).toBeLessThanOrEqual(results[index - 1]?.score ?? 1);
        }
      }),
    );
  });
});

describe('confidenceForScore', () => {
  it.each([
    [1, 'high'],
    [0.75, 'high'],
    [0.749, 'medium'],
    [0.5, 'medium'],
    [0.499, 'low'],
    [0, 'low'],
  ] as const)('%d is %s', (score, confidence) => {
    expect(confidenceForScore(score)).toBe(confidence);
  });
});

describe('categoryTerms', () => {
  it.each([
    ['windows_doors', ['window', 'door']],
    ['painting', ['paint']],
    ['framing_deck', ['lumber', 'decking']],
    ['irrigation_residential', ['landscaping', 'residential']],
    ['Flooring & Tile', ['flooring', 'tile']],
  ])('%s → %j', (category, expected) => {
    expect([...categoryTerms(category)]).toEqual(expected);
  });
});
