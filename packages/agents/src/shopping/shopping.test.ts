import { bundledCatalog, defaultTradeRegistry, type Estimate } from '@quoin/core';
import { type Brief, briefSchema, type ShoppingNeed, shoppingListSchema } from '@quoin/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShoppingList } from './build-shopping-list.ts';
import { catalogProducts } from './catalog-products.ts';
import { startRecordedProductServer } from './eval/recorded-product-server.ts';
import { estimateFromWords, estimateWithoutMaterials } from './eval/sample-estimates.ts';
import { extractShoppingNeeds } from './extract-shopping-needs.ts';
import { liveProductPriceSource } from './live-price-source.ts';
import { productProvidersFromEnv } from './product-providers-from-env.ts';
import { fallbackShoppingUrl, queryVariants } from './query-variants.ts';
import { scoreCandidate } from './score-candidate.ts';
import { SearchCache } from './search-cache.ts';
import { searchApiShopping } from './searchapi-shopping.ts';

const registry = defaultTradeRegistry();
const now = () => new Date('2026-11-25T12:00:00Z');
const today = () => '2026-11-25';
const BATH = 'Remodel my 5x8 bathroom: new vanity, toilet, faucet, tile floor, and paint the walls';
const brief: Brief = briefSchema.parse({
  rooms: [{ name: 'bathroom', lengthFt: 8, widthFt: 5, source: 'said' }],
  style: {
    style: { text: 'modern', source: 'said' },
    colours: [{ text: 'white', source: 'said' }],
    materials: [{ text: 'brushed nickel', source: 'said' }],
    lighting: [{ text: 'sconces', source: 'said' }],
  },
  keepItems: [{ text: 'toilet', source: 'said' }],
});

let bath: Estimate;
beforeAll(async () => {
  bath = await estimateFromWords(BATH, registry);
});

describe('extracting what to buy', { timeout: 120_000 }, () => {
  it('tags estimate lines and brief-anchored things, skips consumables and what the user keeps', () => {
    const { needs, skipped } = extractShoppingNeeds(bath, brief);
    expect(skipped.map((need) => need.category)).toContain('toilet');
    expect(skipped.every((need) => need.source === 'existing_kept')).toBe(true);
    expect(needs.some((need) => /toilet 2-piece/i.test(need.name))).toBe(false);
    expect(needs.some((need) => /wax ring|putty/i.test(need.name))).toBe(false);
    const faucet = needs.find((need) => need.category === 'faucet');
    expect(faucet).toMatchObject({
      source: 'brief_anchored',
      userWords: 'brushed nickel',
      material: 'brushed nickel',
    });
    expect(needs.find((need) => need.name === 'sconces')).toMatchObject({
      source: 'brief_anchored',
      quantity: 1,
    });
    const vanity = needs.find((need) => need.category === 'vanity');
    expect(vanity).toMatchObject({ colour: 'white', style: 'modern', roomLimitIn: 60 });
  });

  it('an estimate with no materials has nothing to buy, and the list says so with a zero total', async () => {
    const run = await buildShoppingList(estimateWithoutMaterials(), {
      providers: [catalogProducts(bundledCatalog())],
      now,
    });
    expect(run.list).toMatchObject({ items: [], unmatched: [], skipped: [], totalCents: 0 });
  });
});

describe('queries and scores', { timeout: 120_000 }, () => {
  const need: ShoppingNeed = {
    id: 'n1',
    name: 'Bathroom faucet centerset 4 in.',
    category: 'faucet',
    group: 'Plumbing – bathroom',
    quantity: 1,
    packageUnit: 'each',
    source: 'brief_anchored',
    userWords: 'brushed nickel',
    material: 'brushed nickel',
    style: 'modern',
  };

  it('brief-anchored needs search the user words first; 2–3 variants', () => {
    const variants = queryVariants(need);
    expect(variants[0]).toContain('brushed nickel');
    expect(variants.length).toBeGreaterThanOrEqual(2);
    expect(variants.length).toBeLessThanOrEqual(3);
  });

  it.each([
    ['Modern Centerset Bathroom Faucet Brushed Nickel', 'match'],
    ['Centerset Bathroom Faucet Chrome', 'close'],
    ['Bathroom vanity mirror brushed nickel frame', 'hidden'],
  ])('%s is a %s', (title, tier) => {
    const { confidence } = scoreCandidate(need, {
      title,
      retailer: "Lowe's",
      provider: 'searchapi',
      supplierTier: 1,
      query: 'q',
    });
    expect(confidence >= 0.8 ? 'match' : confidence >= 0.5 ? 'close' : 'hidden').toBe(tier);
  });

  it('a product wider than the room is filtered; tight and fits badges', () => {
    const vanity = { ...need, category: 'vanity', name: 'Bathroom vanity', roomLimitIn: 60 };
    const score = (title: string) =>
      scoreCandidate(vanity, { title, retailer: 'x', provider: 'catalog', supplierTier: 1, query: 'q' });
    expect(score('Bathroom vanity 30 in.')).toMatchObject({ fit: 'fits', filtered: false });
    expect(score('Bathroom vanity 48 in.')).toMatchObject({ fit: 'tight', filtered: false });
    expect(score('Double vanity 72 in.')).toMatchObject({ filtered: true });
  });

  it('confidence is the weighted rubric, always within 0–1', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, colour) => {
        const { confidence, breakdown } = scoreCandidate(
          { ...need, colour },
          { title: title || 'x', retailer: 'x', provider: 'catalog', supplierTier: 3, query: 'q' },
        );
        const weighted =
          0.3 * breakdown.category +
          0.2 * (breakdown.material + breakdown.colour + breakdown.style) +
          0.1 * breakdown.dimensions;
        expect(confidence).toBeGreaterThanOrEqual(0);
        expect(confidence).toBeLessThanOrEqual(1);
        expect(confidence).toBeCloseTo(breakdown.category === 0 ? Math.min(weighted, 0.45) : weighted, 2);
      }),
    );
  });

  it('the fallback link is a shopping search for the keywords', () => {
    expect(fallbackShoppingUrl('brushed nickel faucet')).toBe(
      'https://www.google.com/search?tbm=shop&q=brushed+nickel+faucet',
    );
  });
});

describe('the shopping list offline', { timeout: 120_000 }, () => {
  // How fast is npm run bench's to measure, not a test's (a bound fails on a loaded two-core machine).
  it('builds from the catalog, with tiers, reasons and a total that adds up', async () => {
    const { list } = await buildShoppingList(bath, {
      providers: [catalogProducts(bundledCatalog())],
      now,
      brief,
      cache: new SearchCache(),
    });
    expect(shoppingListSchema.parse(list)).toEqual(list);
    expect(list.items.length).toBeGreaterThan(5);
    expect(list.totalCents).toBe(list.items.reduce((sum, item) => sum + (item.lineTotalCents ?? 0), 0));
    expect(new Set(list.items.map((item) => item.tier))).toEqual(new Set(['match', 'close']));
    expect(list.items.every((item) => item.confidence >= 0.5 && item.whyMatched.length > 0)).toBe(true);
    for (const missing of list.unmatched)
      expect(missing.fallbackUrl).toMatch(/^https:\/\/www\.google\.com\/search\?tbm=shop&q=/);
  });
});

describe('live providers, replayed from recorded responses', { timeout: 120_000 }, () => {
  let server: Awaited<ReturnType<typeof startRecordedProductServer>>;
  beforeAll(async () => {
    server = await startRecordedProductServer();
  });
  afterAll(() => server.close());

  const env = () => ({
    SEARCHAPI_KEY: 'test-key',
    EXA_API_KEY: 'exa-key',
    QUOIN_SEARCHAPI_BASE_URL: server.url,
    QUOIN_EXA_BASE_URL: server.url,
  });

  it('searches SearchAPI Google Shopping and Exa with 2–3 variants per need, in parallel, and keeps retailer, price, URL and image', async () => {
    const providers = productProvidersFromEnv(env(), { priceSource: bundledCatalog(), today });
    expect(providers.map((p) => p.name)).toEqual(['catalog', 'searchapi', 'exa']);
    const cache = new SearchCache();
    const { list, queries } = await buildShoppingList(bath, { providers, now, brief, cache });
    const vanity = list.items.find((item) => item.need.category === 'vanity');
    expect(vanity?.product).toMatchObject({
      retailer: 'The Home Depot',
      priceCents: 34900,
      url: expect.stringMatching(/^https:\/\/www\.homedepot\.com\//),
    });
    expect(vanity?.product.imageUrl).toMatch(/^https:/);
    expect(vanity?.fit).toBe('fits');
    const faucet = list.items.find((item) => item.need.category === 'faucet');
    expect(faucet?.product.title).toMatch(/Brushed Nickel/);
    expect(faucet?.tier).toBe('match');
    const searched = server.requests.filter((r) => r.provider === 'searchapi').length;
    expect(searched).toBe(new Set(Object.values(queries).flat()).size);
    expect(server.requests.find((r) => r.provider === 'searchapi')?.authorization).toBe('Bearer test-key');
    expect(server.requests.find((r) => r.provider === 'exa')?.authorization).toBe('exa-key');
    // The same list again within 15 minutes is answered from the cache.
    const before = server.requests.length;
    await buildShoppingList(bath, { providers, now, brief, cache });
    expect(server.requests.length).toBe(before);
    expect(cache.hits).toBeGreaterThan(0);
  });

  it('a provider that answers garbage or an error is a warning; the catalog still answers', async () => {
    for (const behaviour of ['garbage', 'error'] as const) {
      const bad = await startRecordedProductServer({ behaviour });
      const providers = productProvidersFromEnv(
        { SEARCHAPI_KEY: 'k', QUOIN_SEARCHAPI_BASE_URL: bad.url },
        { priceSource: bundledCatalog(), today },
      );
      const { list } = await buildShoppingList(bath, { providers, now, cache: new SearchCache() });
      await bad.close();
      expect(list.warnings[0]).toMatch(/^searchapi: SearchAPI (answered something|answered 503)/);
      expect(list.items.length).toBeGreaterThan(5);
    }
  });

  it('a provider that hangs times out; the list is built from the others', async () => {
    const hung = await startRecordedProductServer({ behaviour: 'hang' });
    const providers = productProvidersFromEnv(
      { SEARCHAPI_KEY: 'k', QUOIN_SEARCHAPI_BASE_URL: hung.url, QUOIN_SHOPPING_TIMEOUT_MS: '200' },
      { priceSource: bundledCatalog(), today },
    );
    const started = performance.now();
    const { list } = await buildShoppingList(bath, {
      providers,
      now,
      cache: new SearchCache(),
      concurrency: 16,
    });
    await hung.close();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(list.warnings[0]).toMatch(/SearchAPI did not answer/);
    expect(list.items.length).toBeGreaterThan(5);
  });

  it('the live provider prices the estimate too: provenance says live, with retailer, URL, image and date', async () => {
    const source = liveProductPriceSource(searchApiShopping({ apiKey: 'k', baseUrl: server.url, today }));
    const [hit] = await source.search('bathroom vanity 30 in white');
    expect(hit).toMatchObject({
      sourceKind: 'live_search',
      item: { supplier: 'The Home Depot', priceCents: 34900, priceDate: '2026-11-25' },
    });
    expect(hit?.reasons).toEqual(
      expect.arrayContaining([
        'live',
        expect.stringMatching(/^url: https:/),
        expect.stringMatching(/^image: https:/),
      ]),
    );
  });
});
