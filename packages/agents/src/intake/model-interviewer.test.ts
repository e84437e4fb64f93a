import { readFileSync } from 'node:fs';
import { intakeTurnSchema } from '@quoin/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentModelFromEnv, SCRIPTED_PRICE } from '../estimating/pipeline/agent-model.ts';
import { ScriptedLanguageModel, type ScriptedReply } from '../estimating/scripted-models/scripted-model.ts';
import { json, startWireServer } from '../runs/test-support/wire-server.ts';
import { answerIntakeWithModel, emptyIntakeUsage, type IntakeModelContext } from './model-interviewer.ts';
import { startIntake } from './offline-interviewer.ts';

const now = () => new Date('2026-11-25T12:00:00Z');
const ANSWER = 'Our 12x14 kitchen: new cabinets and quartz countertops, keep the fridge';
const UPDATE = {
  toolName: 'update_brief',
  input: {
    rooms: [{ name: 'kitchen', lengthFt: 14, widthFt: 12, source: 'said' }],
    keepItems: [{ text: 'fridge', source: 'said' }],
    domainsCovered: ['project', 'dimensions', 'keep'],
  },
};
const RESPOND = {
  toolName: 'respond_to_user',
  input: {
    message: 'What finish level?',
    quickReplies: [
      { label: 'Mid-range', value: 'mid-range' },
      { label: 'High-end', value: 'high-end' },
    ],
  },
};

function scripted(replies: ScriptedReply[]): { context: IntakeModelContext; model: ScriptedLanguageModel } {
  const model = new ScriptedLanguageModel(
    'intake-test',
    ({ callIndex }) => replies[callIndex] ?? { text: 'no more' },
  );
  return { context: { model: { model, price: SCRIPTED_PRICE, label: 'scripted:intake-test' }, now }, model };
}

describe('an intake turn with a model', { timeout: 120_000 }, () => {
  it('one call that calls both tools updates the brief and answers', async () => {
    const { context, model } = scripted([{ toolCalls: [UPDATE, RESPOND] }]);
    const usage = emptyIntakeUsage();
    const session = await answerIntakeWithModel(context, startIntake('quick'), ANSWER, usage);
    const turn = session.turns.at(-1);
    expect(intakeTurnSchema.parse(turn)).toMatchObject({
      answeredBy: 'model',
      message: 'What finish level?',
    });
    expect(session.brief.keepItems).toEqual([{ text: 'fridge', source: 'said' }]);
    expect(session.turn).toBe(1);
    expect(model.calls[0]?.toolNames.sort()).toEqual(['respond_to_user', 'update_brief']);
    expect(usage).toMatchObject({ modelCalls: 1, retries: 0, fallbacks: 0 });
  });

  it.each([
    ['skips respond_to_user', [{ toolCalls: [UPDATE] }]],
    ['skips update_brief', [{ toolCalls: [RESPOND] }]],
    ['answers in text', [{ text: 'What finish level?' }]],
    [
      'sends a brief outside the schema',
      [{ toolCalls: [{ toolName: 'update_brief', input: { rooms: 'kitchen' } }, RESPOND] }],
    ],
  ])('a turn that %s is retried once and then succeeds', async (_name, first) => {
    const { context, model } = scripted([...(first as ScriptedReply[]), { toolCalls: [UPDATE, RESPOND] }]);
    const usage = emptyIntakeUsage();
    const session = await answerIntakeWithModel(context, startIntake('quick'), ANSWER, usage);
    expect(session.turns.at(-1)?.answeredBy).toBe('model');
    expect(model.calls).toHaveLength(2);
    expect(usage).toMatchObject({ modelCalls: 2, retries: 1, fallbacks: 0 });
  });

  it('a turn that misses a tool twice is answered by the offline interviewer', async () => {
    const { context, model } = scripted([{ toolCalls: [UPDATE] }, { text: 'hello' }]);
    const usage = emptyIntakeUsage();
    const session = await answerIntakeWithModel(context, startIntake('quick'), ANSWER, usage);
    expect(model.calls).toHaveLength(2);
    expect(session.turns.at(-1)).toMatchObject({ answeredBy: 'offline-fallback', domain: 'finish' });
    expect(session.brief.keepItems.map((k) => k.text)).toEqual(['fridge']);
    expect(usage).toMatchObject({ retries: 1, fallbacks: 1 });
  });

  it('the server counts turns: at the cap the turn is a summary even if the model asks another question', async () => {
    const { context } = scripted([{ toolCalls: [UPDATE, RESPOND] }]);
    const atCap = { ...startIntake('quick'), turn: 2 };
    const session = await answerIntakeWithModel(context, atCap, ANSWER);
    expect(session.turns.at(-1)).toMatchObject({ isSummary: true, status: 'summary', progress: { turn: 3 } });
    expect(session.brief.finishLevel).toEqual({ value: 'standard', source: 'inferred' });
  });
});

describe('an intake turn through the real OpenAI-compatible client, replayed offline', {
  timeout: 120_000,
}, () => {
  const fixture = JSON.parse(
    readFileSync(new URL('./__fixtures__/intake-turn-openai-compatible.json', import.meta.url), 'utf8'),
  ) as {
    response: unknown;
  };
  let server: Awaited<ReturnType<typeof startWireServer>>;
  beforeAll(async () => {
    server = await startWireServer([json(200, fixture.response)]);
  });
  afterAll(() => server.close());

  it('offers both tools, reads both calls, and prices the call', async () => {
    const env = {
      QUOIN_MODEL: 'openai-compatible:llama3.1:8b',
      QUOIN_MODEL_BASE_URL: `${server.url}/v1`,
      QUOIN_MODEL_PRICE: '0.2/0.6',
    };
    const model = agentModelFromEnv(env, { today: '2026-11-25' });
    if (!model) throw new Error('no model');
    const usage = emptyIntakeUsage();
    const session = await answerIntakeWithModel({ model, now }, startIntake('quick'), ANSWER, usage);
    expect(session.turns.at(-1)).toMatchObject({
      answeredBy: 'model',
      quickReplies: [{ label: 'Mid-range' }, { label: 'High-end' }],
    });
    expect(session.brief.scopeOfWork).toEqual([
      { area: 'kitchen', work: 'new cabinets and quartz countertops', source: 'said' },
    ]);
    const tools = server.received[0]?.body.tools as { function: { name: string } }[];
    expect(tools.map((tool) => tool.function.name).sort()).toEqual(['respond_to_user', 'update_brief']);
    // 1,180 × $0.2/M → 236 µUSD, 176 × $0.6/M → 106 µUSD (each rounded up).
    expect(usage).toMatchObject({
      modelCalls: 1,
      inputTokens: 1180,
      outputTokens: 176,
      costMicroUsd: 236 + 106,
    });
  });
});
