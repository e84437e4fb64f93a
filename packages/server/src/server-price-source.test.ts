import { startRecordedProductServer } from '@quoin/agents/testing-shopping';
import { bundledCatalog } from '@quoin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPriceSource } from './server-price-source.ts';

describe('the server price source', () => {
  let server: Awaited<ReturnType<typeof startRecordedProductServer>>;
  beforeAll(async () => {
    server = await startRecordedProductServer();
  });
  afterAll(() => server.close());

  it('is the bundled catalog without a provider key', () => {
    expect(serverPriceSource({})).toBe(bundledCatalog());
  });

  it('with SEARCHAPI_KEY prices from the recorded live search first: retailer, URL, image, date, live', async () => {
    const source = serverPriceSource({ SEARCHAPI_KEY: 'k', QUOIN_SEARCHAPI_BASE_URL: server.url });
    const [hit] = await source.search('bathroom vanity 30 in white');
    expect(hit).toMatchObject({ sourceKind: 'live_search', item: { supplier: 'The Home Depot' } });
    expect(hit?.reasons).toEqual(
      expect.arrayContaining([
        'live',
        expect.stringMatching(/^url: https:/),
        expect.stringMatching(/^image: https:/),
      ]),
    );
  });

  it('falls back to the catalog when the live search fails, and says so', async () => {
    const errors: string[] = [];
    const source = serverPriceSource(
      {
        SEARCHAPI_KEY: 'k',
        QUOIN_SEARCHAPI_BASE_URL: 'http://127.0.0.1:9/nothing',
        QUOIN_SHOPPING_TIMEOUT_MS: '500',
      },
      (error) => errors.push(error.message),
    );
    const hits = await source.search('interior latex paint');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]?.sourceKind).not.toBe('live_search');
    expect(errors.length).toBe(1);
  });
});
