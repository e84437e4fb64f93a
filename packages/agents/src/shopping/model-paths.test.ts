import { bundledCatalog, defaultTradeRegistry } from '@quoin/core';
import { briefSchema } from '@quoin/protocol';
import { describe, expect, it } from 'vitest';
import { SCRIPTED_PRICE } from '../estimating/pipeline/agent-model.ts';
import { ScriptedLanguageModel, type ScriptedReply } from '../estimating/scripted-models/scripted-model.ts';
import { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { buildShoppingList } from './build-shopping-list.ts';
import { catalogProducts } from './catalog-products.ts';
import { estimateFromWords } from './eval/sample-estimates.ts';
import { extractImageNeeds } from './image-needs.ts';
import { modelCandidateGrader } from './model-grader.ts';
import type { ProductSearchProvider } from './product-provider.ts';
import { SearchCache } from './search-cache.ts';

const now = () => new Date('2026-11-25T12:00:00Z');
const model = (respond: (call: { toolNames: string[]; callIndex: number }) => ScriptedReply) => {
  const scripted = new ScriptedLanguageModel('shopping-test', respond);
  return { scripted, agent: { model: scripted, price: SCRIPTED_PRICE, label: 'scripted:shopping-test' } };
};

describe('shopping with a model', { timeout: 120_000 }, () => {
  it('reads things to buy from a photo (image_only), and what it shows as staying is skipped', async () => {
    const { scripted, agent } = model(() => ({
      toolCalls: [
        {
          toolName: 'list_visible_items',
          input: {
            items: [
              { name: 'brass pendant light', material: 'brass', style: 'modern' },
              { name: 'oak dining table', existing: true },
              { name: 'old clawfoot tub' },
            ],
          },
        },
      ],
    }));
    const brief = briefSchema.parse({ keepItems: [{ text: 'clawfoot tub', source: 'said' }] });
    const photo = { data: new Uint8Array([137, 80, 78, 71]), mediaType: 'image/png' as const };
    const { needs, skipped } = await extractImageNeeds({ model: agent, now }, photo, brief);
    expect(needs).toEqual([
      expect.objectContaining({
        name: 'brass pendant light',
        source: 'image_only',
        category: 'lighting',
        material: 'brass',
      }),
    ]);
    expect(skipped.map((need) => need.name)).toEqual(['oak dining table', 'old clawfoot tub']);
    expect(scripted.calls[0]?.toolNames).toEqual(['list_visible_items']);
  });

  it('a model grades candidates per criterion; the weights stay the engine’s', async () => {
    const { agent } = model(() => ({
      toolCalls: [
        {
          toolName: 'grade_products',
          input: {
            grades: Array.from({ length: 20 }, (_, index) => ({
              index,
              category: 1,
              material: 1,
              colour: 0,
              style: 1,
              dimensions: 1,
              why: 'right kind, wrong colour',
            })),
          },
        },
      ],
    }));
    const estimate = await estimateFromWords(
      'Paint a 12x14 bedroom, walls and ceiling',
      defaultTradeRegistry(),
    );
    const { list } = await buildShoppingList(estimate, {
      providers: [catalogProducts(bundledCatalog())],
      now,
      cache: new SearchCache(),
      grader: modelCandidateGrader({ model: agent, now }),
    });
    const graded = list.items.find((item) => item.scoredBy === 'model');
    expect(graded).toMatchObject({ confidence: 0.8, tier: 'match', whyMatched: 'right kind, wrong colour' });
  });

  it('live searches wait their turn at the provider’s rate limiter', async () => {
    let clock = 0;
    const slept: number[] = [];
    const limiter = new RateLimiter(
      { requestsPerMinute: 2 },
      {
        now: () => clock,
        sleep: async (ms) => {
          slept.push(ms);
          clock += ms;
        },
      },
    );
    const live: ProductSearchProvider = { name: 'searchapi', live: true, search: async () => [] };
    const estimate = await estimateFromWords(
      'Paint a 12x14 bedroom, walls and ceiling',
      defaultTradeRegistry(),
    );
    await buildShoppingList(estimate, {
      providers: [live],
      now,
      cache: new SearchCache(),
      limiters: { searchapi: limiter },
    });
    expect(slept.length).toBeGreaterThan(0);
  });
});
