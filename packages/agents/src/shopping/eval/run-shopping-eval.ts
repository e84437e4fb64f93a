import { readFileSync } from 'node:fs';
import { bundledCatalog, type PriceSource, type TradeRegistry } from '@quoin/core';
import { briefSchema } from '@quoin/protocol';
import yaml from 'js-yaml';
import { z } from 'zod';
import { buildShoppingList } from '../build-shopping-list.ts';
import { productProvidersFromEnv } from '../product-providers-from-env.ts';
import { SearchCache } from '../search-cache.ts';
import { recordedProductResponses, startRecordedProductServer } from './recorded-product-server.ts';
import { estimateFromWords } from './sample-estimates.ts';

const caseSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  request: z.string().min(1),
  brief: z.unknown(),
  expect: z.strictObject({ keep: z.array(z.string()), anchored: z.array(z.string()) }),
});
export type ShoppingCase = z.output<typeof caseSchema>;

/** The shopping eval cases (eval/shopping-cases.yaml), their briefs validated. */
function shoppingCases(): ShoppingCase[] {
  const raw = yaml.load(readFileSync(new URL('./shopping-cases.yaml', import.meta.url), 'utf8'));
  return z
    .array(caseSchema)
    .parse(raw)
    .map((entry) => ({ ...entry, brief: briefSchema.parse(entry.brief ?? {}) }));
}

export interface ShoppingCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface ShoppingEvalResult {
  id: string;
  checks: ShoppingCheck[];
  passed: boolean;
  needs: number;
  shown: number;
  unmatched: number;
  latencyMs: number;
}

export interface ShoppingEvalReport {
  mode: 'offline' | 'recorded' | 'recorded-latency';
  results: ShoppingEvalResult[];
  /** Standard deviation of every candidate's confidence (the spec wants > 0.15). */
  scoreStdDev: number;
  /** Shown products with a URL, and how many of those are valid http(s) addresses from the recorded answers. */
  urls: { shown: number; valid: number };
  passed: boolean;
}

function stdDev(values: number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
}

function recordedUrls(): Set<string> {
  const urls = new Set<string>();
  JSON.stringify(recordedProductResponses(), (key, value) => {
    if ((key === 'product_link' || key === 'url' || key === 'link') && typeof value === 'string') {
      try {
        urls.add(new URL(value).toString());
      } catch {}
    }
    return value;
  });
  return urls;
}

/**
 * `quoin shopping eval`: each case's estimate priced offline, its list built offline (catalog) or against the
 * recorded SearchAPI and Exa answers replayed by a local server (optionally at their recorded latency); checks
 * extraction coverage, kept things excluded, query specificity, score discrimination and URL validity.
 */
export async function runShoppingEval(options: {
  registry: TradeRegistry;
  mode: ShoppingEvalReport['mode'];
  priceSource?: PriceSource;
}): Promise<ShoppingEvalReport> {
  const server =
    options.mode === 'offline'
      ? undefined
      : await startRecordedProductServer({ latency: options.mode === 'recorded-latency' });
  const known = recordedUrls();
  const results: ShoppingEvalResult[] = [];
  const scores: number[] = [];
  const urls = { shown: 0, valid: 0 };
  try {
    const env = server
      ? {
          SEARCHAPI_KEY: 'eval',
          EXA_API_KEY: 'eval',
          QUOIN_SEARCHAPI_BASE_URL: server.url,
          QUOIN_EXA_BASE_URL: server.url,
          QUOIN_SHOPPING_TIMEOUT_MS: '20000',
        }
      : {};
    const providers = productProvidersFromEnv(env, {
      priceSource: options.priceSource ?? bundledCatalog(),
      today: () => '2026-11-25',
    });
    for (const entry of shoppingCases()) {
      const estimate = await estimateFromWords(entry.request, options.registry, entry.id);
      const brief = briefSchema.parse(entry.brief);
      const started = performance.now();
      const run = await buildShoppingList(estimate, {
        providers,
        brief,
        now: () => new Date(),
        cache: new SearchCache(),
      });
      const latencyMs = Math.round(performance.now() - started);
      const { list } = run;
      scores.push(...run.scores);
      const materials = estimate.groups.flatMap((g) =>
        g.items
          .filter((l) => !l.laborOnly)
          .flatMap((l) => l.materials.filter((m) => m.role !== 'consumable' && m.packages > 0)),
      );
      const extracted = [
        ...list.items.map((i) => i.need),
        ...list.unmatched.map((u) => u.need),
        ...list.skipped,
      ].filter((need) => need.source !== 'brief_anchored' || need.lineTitle);
      const keptBought = entry.expect.keep.filter((keep) =>
        list.items.some((item) => item.need.name.toLowerCase().includes(keep)),
      );
      const needs = [...list.items.map((i) => i.need), ...list.unmatched.map((u) => u.need)];
      const anchoredMissing = entry.expect.anchored.filter(
        (words) =>
          !needs.some(
            (need) =>
              need.source === 'brief_anchored' &&
              need.userWords === words &&
              (run.queries[need.id]?.[0] ?? '').includes(words),
          ),
      );
      for (const item of list.items)
        if (item.product.url) {
          urls.shown += 1;
          if (/^https?:\/\//.test(item.product.url) && known.has(item.product.url)) urls.valid += 1;
        }
      const checks: ShoppingCheck[] = [
        {
          name: 'extraction coverage',
          ok: extracted.length >= materials.length,
          detail: `${extracted.length} of ${materials.length} estimate materials`,
        },
        {
          name: 'keep-items excluded',
          ok: keptBought.length === 0,
          detail: keptBought.length ? `bought: ${keptBought.join(', ')}` : `skipped ${list.skipped.length}`,
        },
        {
          name: 'query specificity',
          ok: anchoredMissing.length === 0,
          detail: anchoredMissing.length
            ? `not anchored: ${anchoredMissing.join(', ')}`
            : `${entry.expect.anchored.length} brief phrases lead their queries`,
        },
        {
          name: 'total adds up',
          ok: list.totalCents === list.items.reduce((sum, item) => sum + (item.lineTotalCents ?? 0), 0),
          detail: `${list.totalCents} cents`,
        },
      ];
      results.push({
        id: entry.id,
        checks,
        passed: checks.every((c) => c.ok),
        needs: needs.length,
        shown: list.items.length,
        unmatched: list.unmatched.length,
        latencyMs,
      });
    }
  } finally {
    await server?.close();
  }
  const scoreStdDev = Math.round(stdDev(scores) * 1000) / 1000;
  const urlsOk = options.mode === 'offline' || (urls.shown > 0 && urls.valid === urls.shown);
  return {
    mode: options.mode,
    results,
    scoreStdDev,
    urls,
    passed: results.every((r) => r.passed) && scoreStdDev > 0.15 && urlsOk,
  };
}
