import { startRecordedProductServer } from '@quoin/agents/testing-shopping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../test-support/run-in-process.ts';
import { makeWorkspace } from '../test-support/run-quoin.ts';

let cwd: string;
let server: Awaited<ReturnType<typeof startRecordedProductServer>>;
beforeAll(async () => {
  cwd = makeWorkspace();
  server = await startRecordedProductServer();
});
afterAll(() => server?.close());

describe('quoin estimate with a live price search (SEARCHAPI_KEY)', { timeout: 120_000 }, () => {
  it('prices a material from the live search: provenance says live, with retailer, URL, image and date', async () => {
    const run = await runInProcess(['estimate', 'Install a new bathroom vanity', '-f', 'json'], {
      cwd,
      env: { SEARCHAPI_KEY: 'k', QUOIN_SEARCHAPI_BASE_URL: server.url },
    });
    expect(run.code).toBe(0);
    const { estimate } = JSON.parse(run.text);
    const materials = estimate.groups.flatMap((g: { items: { materials: unknown[] }[] }) =>
      g.items.flatMap((i) => i.materials),
    ) as {
      provenance: { sourceKind: string; supplier?: string; priceDate?: string; notes: string[] };
    }[];
    const live = materials.find((m) => m.provenance.sourceKind === 'live_search');
    expect(live?.provenance.supplier).toBeTruthy();
    expect(live?.provenance.priceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(live?.provenance.notes).toEqual(
      expect.arrayContaining(['live', expect.stringMatching(/^url: https:/)]),
    );
  });

  it('a live search that fails leaves the catalog pricing, and says so', async () => {
    const run = await runInProcess(['estimate', 'Install a new bathroom vanity', '-f', 'json'], {
      cwd,
      env: {
        SEARCHAPI_KEY: 'k',
        QUOIN_SEARCHAPI_BASE_URL: 'http://127.0.0.1:9',
        QUOIN_SHOPPING_TIMEOUT_MS: '500',
      },
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/live price search failed, the catalog priced it instead/);
    expect(JSON.parse(run.text).totals.grandTotalCents).toBeGreaterThan(0);
  });
});
