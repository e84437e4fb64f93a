import { emptyBrief } from '@quoin/protocol';
import { loadRecording } from '@quoin/testkit';
import { useReplayServer } from '@quoin/testkit/replay';
import { describe, expect, it } from 'vitest';
import { createLanguageModel } from '../../models/create-language-model.ts';
import { modelConfigFromEnv } from '../../models/model-config.ts';
import { resolveModelPrice } from '../../models/model-prices.ts';
import type { IntakeUsage } from '../model-interviewer.ts';
import { gradeBrief } from './grade-brief.ts';

const recording = loadRecording(new URL('./__fixtures__/grade-brief-chat-completions.json', import.meta.url));

describe('rubric grading of an intake through the real OpenAI client, replayed', () => {
  const replay = useReplayServer(recording.exchanges);

  it('sends the transcript and brief with the grade_brief tool, and reads the per-criterion breakdown', async () => {
    const env = {
      QUOIN_MODEL: 'openai:gpt-4.1-mini',
      QUOIN_MODEL_BASE_URL: `${replay.url}/v1`,
      OPENAI_API_KEY: 'sk-test',
    };
    const config = modelConfigFromEnv(env);
    const usage: IntakeUsage = {
      modelCalls: 0,
      inputTokens: 0,
      outputTokens: 0,
      costMicroUsd: 0,
      retries: 0,
      fallbacks: 0,
    };
    const grade = await gradeBrief(
      {
        model: {
          model: createLanguageModel(config),
          price: resolveModelPrice(config.modelId, env, '2026-11-25'),
          label: 'openai:gpt-4.1-mini',
        },
        now: () => new Date('2026-11-25T10:00:00.000Z'),
      },
      [
        { role: 'assistant', text: 'What would you like done?' },
        { role: 'user', text: 'Replace the old vinyl in our 12 x 14 kitchen with LVP, about $4,000.' },
      ],
      emptyBrief(),
      usage,
    );
    const { received } = replay;
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toBe('/v1/chat/completions');
    const tools = received[0]?.body.tools as { function: { name: string } }[];
    expect(tools.map((tool) => tool.function.name)).toEqual(['grade_brief']);
    expect(JSON.stringify(received[0]?.body.messages)).toContain('12 x 14 kitchen');
    expect(grade).toMatchObject({
      total: 79,
      tag: 'PASS',
      breakdown: {
        scopeClarity: { score: 17, max: 20 },
        dimensions: { score: 13, max: 15, reason: '12 x 14 ft given.' },
        userFidelity: { score: 5, max: 5 },
      },
    });
    // 1342 input tokens at $0.40/M and 187 output at $1.60/M, in micro-dollars rounded up.
    expect(usage).toMatchObject({ modelCalls: 1, inputTokens: 1342, outputTokens: 187 });
    expect(usage.costMicroUsd).toBe(537 + 300);
  });
});
