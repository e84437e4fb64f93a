import { agentConfigSchema } from '@quoin/protocol';
import { type ChatCompletionsRequest, startScriptedChatServer } from '@quoin/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentModelFromEnv } from '../estimating/pipeline/agent-model.ts';
import { runAgentConfig } from './run-agent-config.ts';
import { customerEstimate, testRuntime } from './test-support/studio-runtime.ts';

// A studio agent through the real OpenAI-compatible client, against a local server that plays the model.
describe('a studio flow through the OpenAI-compatible client', () => {
  let server: Awaited<ReturnType<typeof startScriptedChatServer>>;
  const requests: ChatCompletionsRequest[] = [];
  beforeAll(async () => {
    server = await startScriptedChatServer((request) => {
      requests.push(request);
      const last = request.messages[request.messages.length - 1];
      if (last?.role === 'tool')
        return { text: 'Noted the missing permit.', usage: { promptTokens: 900, completionTokens: 20 } };
      if ((request.tools ?? []).some((tool) => tool.function.name === 'read_estimate'))
        return {
          toolCalls: [{ name: 'read_estimate', arguments: { estimateId: 'est-1' } }],
          usage: { promptTokens: 800, completionTokens: 30 },
        };
      return { text: 'fine', usage: { promptTokens: 10, completionTokens: 1 } };
    });
  });
  afterAll(() => server.close());

  it('runs a prompt step whose model calls a tool, with tokens and cost in the log', async () => {
    const estimate = await customerEstimate();
    const { runtime, logs } = testRuntime(() => ({ text: 'unused' }), { estimates: [estimate] });
    runtime.model = agentModelFromEnv(
      {
        QUOIN_MODEL: 'openai-compatible:test-model',
        QUOIN_MODEL_BASE_URL: server.baseUrl,
        QUOIN_MODEL_PRICE: '1/4',
      },
      { today: '2026-11-25' },
    )!;
    const config = agentConfigSchema.parse({
      name: 'permit-check',
      category: 'Analysis',
      promptTemplate: [
        { id: 'ask', text: 'Read estimate {{input.estimateId}} and say which permit is missing.' },
      ],
      flow: [{ kind: 'prompt', id: 'review', promptBlockId: 'ask', tools: ['read_estimate'], maxSteps: 3 }],
      permissions: { tools: ['read_estimate'], sensitiveFields: ['title'] },
    });
    const { log } = await runAgentConfig(runtime, {
      config,
      version: 1,
      actor: 'alice',
      estimateId: 'est-1',
    });
    expect(log).toMatchObject({
      status: 'success',
      output: 'Noted the missing permit.',
      tools: ['read_estimate'],
    });
    expect(log.inputTokens).toBe(1700);
    expect(log.costMicroUsd).toBe(1700 + 50 * 4);
    // The tool result went to the provider with the customer's name replaced.
    const toolMessage = JSON.stringify(requests.at(-1)?.messages.at(-1));
    expect(toolMessage).toContain('title\\":\\"⟦VALUE_');
    expect(toolMessage).not.toContain('Jane Example');
    expect(JSON.stringify(logs)).not.toContain('Jane Example');
  });
});
