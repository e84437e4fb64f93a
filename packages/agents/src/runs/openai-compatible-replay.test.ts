import { loadRecording } from '@quoin/testkit';
import { useReplayServer } from '@quoin/testkit/replay';
import { describe, expect, it } from 'vitest';
import { createLanguageModel } from '../models/create-language-model.ts';
import { modelConfigFromEnv } from '../models/model-config.ts';
import { resolveModelPrice } from '../models/model-prices.ts';
import { registerEngineTools } from '../tools/engine-tools.ts';
import { ToolRegistry } from '../tools/tool-registry.ts';
import type { AgentEvent } from './agent-event.ts';
import { runAgent } from './run-agent.ts';
import { InMemorySpendLedger } from './spend-ledger.ts';

const recording = loadRecording(new URL('./__fixtures__/chat-completions-tool-loop.json', import.meta.url));

describe('a run through the real OpenAI-compatible client, replayed offline', () => {
  const replay = useReplayServer(recording.exchanges);

  it('calls a registry tool, sends its result back, and meters the run', async () => {
    const env = {
      QUOIN_MODEL: 'openai-compatible:llama3.1:8b',
      QUOIN_MODEL_BASE_URL: `${replay.url}/v1`,
      QUOIN_MODEL_PRICE: '0.2/0.6',
    };
    const config = modelConfigFromEnv(env);
    const now = () => new Date('2026-03-02T10:00:00.000Z');
    const registry = registerEngineTools(new ToolRegistry({ now, timer: () => 0 }));
    const run = runAgent({
      model: createLanguageModel(config),
      registry,
      toolNames: ['calculate_area'],
      price: resolveModelPrice(config.modelId, env, '2026-03-02'),
      prompt: 'How big is a 12 by 14 ft floor?',
      stream: false,
      maxRetries: 0,
      budget: { limits: { maxRunMicroUsd: 50_000 }, ledger: new InMemorySpendLedger(), now },
    });
    const events: AgentEvent[] = [];
    for await (const event of run) events.push(event);
    const result = await run.result;

    expect(result).toMatchObject({ status: 'completed', text: 'The floor is 168 sq ft.' });
    expect(result.steps[0]?.toolCalls).toMatchObject([{ toolName: 'calculate_area', status: 'success' }]);
    // Per step, each part rounded up: 812 × $0.2/M → 163, 41 × $0.6/M → 25; 901 × 0.2 → 181, 9 × 0.6 → 6 µUSD.
    expect(result.usage).toEqual({
      inputTokens: 1713,
      cachedInputTokens: 0,
      cacheWriteTokens: 0,
      outputTokens: 50,
    });
    expect(result.steps.map((step) => step.costMicroUsd)).toEqual([163 + 25, 181 + 6]);
    expect(events.at(-1)).toMatchObject({ type: 'run-end', status: 'completed', stepCount: 2 });

    const { received } = replay;
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/chat/completions',
      'POST /v1/chat/completions',
    ]);
    const [first, second] = received;
    expect(first?.body).toMatchObject({ model: 'llama3.1:8b', max_tokens: 4096 });
    expect(first?.body.tools).toMatchObject([{ type: 'function', function: { name: 'calculate_area' } }]);
    const messages = second?.body.messages as { role: string; tool_call_id?: string; content?: unknown }[];
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'tool']);
    expect(messages[2]).toMatchObject({ tool_call_id: 'call_area_1' });
    expect(JSON.parse(String(messages[2]?.content))).toMatchObject({
      status: 'success',
      data: { value: 168 },
    });
  });
});
