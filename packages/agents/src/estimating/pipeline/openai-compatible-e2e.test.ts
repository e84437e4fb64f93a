import { parseScope } from '@quoin/core';
import { type ChatCompletionsRequest, startScriptedChatServer, TEST_NOW, testContext } from '@quoin/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonBlock } from '../scripted-models/parser-responder.ts';
import { agentModelFromEnv } from './agent-model.ts';
import { priceApprovedPlan } from './price-approved-plan.ts';
import { proposePlan } from './propose-plan.ts';

// The plan a model would send: the parser's reading of the deck, which has one low-confidence material.
const DECK_PLAN = {
  ...parseScope('build a 12x16 composite deck in Nashville TN').plan,
  title: 'Composite deck 12 x 16',
};
const needs = z.array(z.object({ need: z.string(), candidates: z.array(z.object({ sku: z.string() })) }));
const tools = (request: ChatCompletionsRequest) => (request.tools ?? []).map((t) => t.function.name);
const lastMessage = (request: ChatCompletionsRequest) => request.messages[request.messages.length - 1];

describe('plan mode end to end through the real OpenAI-compatible client (local scripted server)', () => {
  let server: Awaited<ReturnType<typeof startScriptedChatServer>>;
  beforeAll(async () => {
    server = await startScriptedChatServer((request) => {
      if (lastMessage(request)?.role === 'tool') return { text: 'Done.' };
      if (tools(request).includes('generate_plan'))
        return {
          text: 'Here is the deck plan.',
          toolCalls: [{ name: 'generate_plan', arguments: DECK_PLAN }],
          usage: { promptTokens: 1800, completionTokens: 120 },
        };
      if (tools(request).includes('choose_products')) {
        const text = String(lastMessage(request)?.content ?? '');
        const choices = (jsonBlock(text, needs) ?? []).map((n) => ({
          need: n.need,
          sku: n.candidates[0]?.sku ?? null,
        }));
        return {
          toolCalls: [{ name: 'choose_products', arguments: { choices } }],
          usage: { promptTokens: 700, completionTokens: 40 },
        };
      }
      return { text: 'I only plan.' };
    });
  });
  afterAll(() => server.close());

  it.each([true, false])(
    'streaming %s: scope agent plans, the engine prices, the execution agent chooses',
    async (stream) => {
      server.received.length = 0;
      const env = {
        QUOIN_MODEL: 'openai-compatible:test-model',
        QUOIN_MODEL_BASE_URL: server.baseUrl,
        QUOIN_MODEL_PRICE: '1/4',
      };
      const model = agentModelFromEnv(env, { today: '2026-03-02' })!;
      const { context } = testContext();
      context.model = model;
      context.stream = stream;
      const proposed = await proposePlan(context, { text: 'build a 12x16 composite deck in Nashville' });
      expect(proposed.plan).toMatchObject({ title: 'Composite deck 12 x 16', zip: DECK_PLAN.zip });
      expect(proposed.text).toBe('Here is the deck plan.');
      const priced = await priceApprovedPlan(context, proposed.plan, { id: 'deck', now: TEST_NOW });

      expect(server.received.map(tools)).toEqual([['generate_plan'], ['choose_products']]);
      expect(server.received[0]?.stream ?? false).toBe(stream);
      expect(server.received[0]?.messages[0]).toMatchObject({
        role: 'system',
        content: expect.stringContaining('generate_plan'),
      });
      expect(String(server.received[0]?.messages[1]?.content)).toMatch(/Parser reading \(JSON plan draft\)/);
      expect(context.usage).toMatchObject({ modelCalls: 2, inputTokens: 2500, outputTokens: 160 });
      // 2,500 × $1/M + 160 × $4/M = 2,500 + 640 µUSD
      expect(context.usage.costMicroUsd).toBe(3140);
      const chosen = priced.estimate.groups
        .flatMap((g) => g.items.flatMap((i) => i.materials))
        .filter((m) => m.provenance.notes.includes('chosen by the model among catalog candidates'));
      expect(chosen.length).toBeGreaterThan(0);
      expect(priced.estimate.qualityScore).toBeGreaterThanOrEqual(70);
    },
  );
});
