import { newEstimate } from '@quoin/core';
import type { ChatResponderEvent } from '@quoin/protocol';
import { testContext } from '@quoin/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCRIPTED_PRICE } from '../pipeline/agent-model.ts';
import { preloadTokenizer } from '../scripted-models/count-prompt-tokens.ts';
import { parserResponder } from '../scripted-models/parser-responder.ts';
import { ScriptedLanguageModel, type ScriptedResponder } from '../scripted-models/scripted-model.ts';
import { createAgentChatResponder } from './agent-chat-responder.ts';

function responder(script: ScriptedResponder = parserResponder()) {
  const { context } = testContext();
  const model = new ScriptedLanguageModel('chat', script);
  return createAgentChatResponder({
    model: { model, price: SCRIPTED_PRICE, label: 'scripted:chat' },
    tradeRegistry: context.tradeRegistry,
    priceSource: context.priceSource,
    now: context.now,
  });
}

async function turn(respond: ReturnType<typeof responder>, text: string) {
  const events: ChatResponderEvent[] = [];
  const estimate = newEstimate({ id: 'e1', title: 'Chat' });
  for await (const event of respond({ estimateId: 'e1', text, history: [], estimate })) events.push(event);
  return events;
}

// The tokenizer loads on first use (issue 14); loading it is set-up, not the first test's time.
beforeAll(() => preloadTokenizer());
describe('the agent chat responder', () => {
  it('streams text, then a plan, suggestions and usage', async () => {
    const events = await turn(responder(), 'paint a 12x14 bedroom in 60614');
    expect(events.map((e) => e.type)).toEqual([
      ...events.filter((e) => e.type === 'text-delta').map(() => 'text-delta'),
      'plan',
      'suggestions',
      'usage',
    ]);
    expect(events.filter((e) => e.type === 'text-delta').length).toBeGreaterThan(3);
    const plan = events.find((e) => e.type === 'plan');
    expect(plan).toMatchObject({
      plan: { zip: '60614' },
      understood: expect.arrayContaining([expect.stringMatching(/12/)]),
    });
    expect(events.at(-1)).toMatchObject({ type: 'usage', modelId: 'scripted:chat', costUsd: 0 });
    expect((events.at(-1) as { inputTokens: number }).inputTokens).toBeGreaterThan(100);
  });

  it('answers a price question through the product consultant, without a plan', async () => {
    const events = await turn(
      responder((call) =>
        call.toolNames.includes('route')
          ? { toolCalls: [{ toolName: 'route', input: { agent: 'pricing' } }] }
          : { text: 'A 4x8 sheet covers 32 sq ft.' },
      ),
      'how is drywall sold?',
    );
    expect(
      events
        .filter((e) => e.type === 'text-delta')
        .map((e) => (e as { text: string }).text)
        .join(''),
    ).toBe('A 4x8 sheet covers 32 sq ft.');
    expect(events.some((e) => e.type === 'plan')).toBe(false);
  });

  it('says so in text when no plan comes out', async () => {
    const events = await turn(responder(), 'hello there');
    expect(events.some((e) => e.type === 'plan')).toBe(false);
    expect(events.map((e) => (e.type === 'text-delta' ? e.text : '')).join('')).toMatch(/could not/);
    expect(events.at(-1)?.type).toBe('usage');
  });

  it('fails the iteration when the model fails', async () => {
    const respond = responder(() => {
      throw new Error('provider down');
    });
    await expect(turn(respond, 'paint a room')).rejects.toThrow(/provider down/);
  });
});
