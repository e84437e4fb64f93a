import { afterEach, describe, expect, it } from 'vitest';
import { createLanguageModel } from '../models/create-language-model.ts';
import { modelConfigFromEnv } from '../models/model-config.ts';
import { registerEngineTools } from '../tools/engine-tools.ts';
import { ToolRegistry } from '../tools/tool-registry.ts';
import type { AgentEvent } from './agent-event.ts';
import { type RunAgentOptions, runAgent } from './run-agent.ts';
import { InMemorySpendLedger } from './spend-ledger.ts';
import { FLAT_PRICE } from './test-support/scripted-results.ts';
import { hang, json, sse, startWireServer, type WireReply } from './test-support/wire-server.ts';

// Each provider's wire format, written by hand from the providers' API references (no network here), played by
// a local server to the real AI SDK clients: streaming and not, tool calls in fragments, errors and cut streams.
const AREA_ARGS = '{"calculationType":"rectangle_area","dimensions":{"lengthFt":12,"widthFt":14}}';
const now = () => new Date('2026-03-02T10:00:00.000Z');

let closeServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
});

async function play(
  env: Record<string, string>,
  replies: WireReply[],
  options: Partial<RunAgentOptions> = {},
) {
  const server = await startWireServer(replies);
  closeServer = server.close;
  const config = modelConfigFromEnv({ ...env, QUOIN_MODEL_BASE_URL: `${server.url}${env.BASE_PATH ?? ''}` });
  const run = runAgent({
    model: createLanguageModel(config),
    registry: registerEngineTools(new ToolRegistry({ now, timer: () => 0 })),
    toolNames: ['calculate_area'],
    price: FLAT_PRICE,
    prompt: 'How big is a 12 by 14 ft floor?',
    maxRetries: 0,
    record: false,
    budget: { limits: { maxRunMicroUsd: 1_000_000 }, ledger: new InMemorySpendLedger(), now },
    ...options,
  });
  const events: AgentEvent[] = [];
  for await (const event of run) events.push(event);
  const outcome = await run.result.then(
    (result) => ({ result, error: undefined }),
    (error: unknown) => ({ result: undefined, error }),
  );
  return { ...outcome, events, received: server.received };
}

const OPENAI = { QUOIN_MODEL: 'openai:gpt-4.1-mini', OPENAI_API_KEY: 'sk-test', BASE_PATH: '/v1' };
const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  created: 1_767_000_000,
  model: 'gpt-4.1-mini',
  choices: [{ index: 0, delta, finish_reason: finish }],
});
const usageChunk = (prompt: number, completion: number) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  created: 1_767_000_000,
  model: 'gpt-4.1-mini',
  choices: [],
  usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
});
const openAiToolCallStream = (args: string) =>
  sse(
    [
      chunk({
        role: 'assistant',
        content: null,
        tool_calls: [
          { index: 0, id: 'call_1', type: 'function', function: { name: 'calculate_area', arguments: '' } },
        ],
      }),
      ...[args.slice(0, 20), args.slice(20, 45), args.slice(45)].map((part) =>
        chunk({ tool_calls: [{ index: 0, function: { arguments: part } }] }),
      ),
      chunk({}, 'tool_calls'),
      usageChunk(300, 40),
    ],
    { done: true },
  );
const openAiTextStream = (...parts: string[]) =>
  sse(
    [
      chunk({ role: 'assistant', content: '' }),
      ...parts.map((content) => chunk({ content })),
      chunk({}, 'stop'),
      usageChunk(380, 9),
    ],
    { done: true },
  );

describe('OpenAI Chat Completions, streamed', () => {
  it('assembles a tool call sent in fragments, runs it, and streams the answer', async () => {
    const { result, events, received } = await play(OPENAI, [
      openAiToolCallStream(AREA_ARGS),
      openAiTextStream('The floor is ', '168 sq ft.'),
    ]);
    expect(result).toMatchObject({ status: 'completed', text: 'The floor is 168 sq ft.' });
    expect(result?.usage).toMatchObject({ inputTokens: 680, outputTokens: 49 });
    expect(events.filter((event) => event.type === 'text-delta').map((event) => event.text)).toEqual([
      'The floor is ',
      '168 sq ft.',
    ]);
    expect(received[0]).toMatchObject({
      path: '/v1/chat/completions',
      body: { stream: true, model: 'gpt-4.1-mini' },
    });
    expect(received[0]?.headers.authorization).toBe('Bearer sk-test');
  });

  it('sends malformed tool arguments back to the model, which repairs them', async () => {
    const { result, received } = await play(OPENAI, [
      openAiToolCallStream('{"calculationType":"rectangle_area","dimensions":{"lengthFt":12,'),
      openAiToolCallStream(AREA_ARGS),
      openAiTextStream('168 sq ft.'),
    ]);
    expect(result).toMatchObject({ status: 'completed', text: '168 sq ft.' });
    expect(result?.steps[0]?.toolCalls[0]).toMatchObject({ status: 'error' });
    expect(result?.steps[1]?.toolCalls[0]).toMatchObject({ status: 'success' });
    const repairPrompt = JSON.stringify(received[1]?.body.messages);
    expect(repairPrompt).toMatch(/tool/);
  });

  it('ends with a typed error when the stream is cut mid-answer', async () => {
    const cut = sse([chunk({ role: 'assistant', content: '' }), chunk({ content: 'The floor' })], {
      cut: true,
    });
    const { result, error, events } = await play(OPENAI, [cut]);
    expect(result).toBeUndefined();
    expect(error).toBeDefined();
    expect(events.find((event) => event.type === 'error')).toBeDefined();
    expect(events.at(-1)).toMatchObject({ type: 'run-end', status: 'error' });
  });
});

describe('OpenAI Chat Completions, not streamed', () => {
  const completion = (message: Record<string, unknown>, finish: string) => ({
    id: 'chatcmpl-2',
    object: 'chat.completion',
    created: 1_767_000_000,
    model: 'gpt-4.1-mini',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finish }],
    usage: { prompt_tokens: 200, completion_tokens: 20, total_tokens: 220 },
  });

  it('retries a 500 when retries are allowed, and reports it as retryable when they are not', async () => {
    const ok = [
      json(
        200,
        completion(
          {
            content: null,
            tool_calls: [
              { id: 'call_1', type: 'function', function: { name: 'calculate_area', arguments: AREA_ARGS } },
            ],
          },
          'tool_calls',
        ),
      ),
      json(200, completion({ content: '168 sq ft.' }, 'stop')),
    ];
    const failure = json(500, { error: { message: 'The server had an error', type: 'server_error' } });
    const retried = await play(OPENAI, [failure, ...ok], { stream: false, maxRetries: 1 });
    expect(retried.result).toMatchObject({ status: 'completed', text: '168 sq ft.' });
    expect(retried.received).toHaveLength(3);

    const once = await play(OPENAI, [failure], { stream: false, maxRetries: 0 });
    expect(once.events.find((event) => event.type === 'error')).toMatchObject({
      error: { isRetryable: true },
    });
  });

  it('gives up on a provider that never answers when the timeout passes, without hanging', async () => {
    const started = performance.now();
    const { error, events } = await play(OPENAI, [hang], {
      stream: false,
      abortSignal: AbortSignal.timeout(300),
    });
    expect(error).toBeDefined();
    expect(events.at(-1)).toMatchObject({ type: 'run-end', status: 'error' });
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('Anthropic Messages, streamed (SSE)', () => {
  const ANTHROPIC = {
    QUOIN_MODEL: 'anthropic:claude-sonnet-4-5',
    ANTHROPIC_API_KEY: 'sk-ant-test',
    BASE_PATH: '/v1',
  };
  const start = (input: number) => ({
    event: 'message_start',
    data: {
      type: 'message_start',
      message: {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-4-5',
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: input, output_tokens: 1 },
      },
    },
  });
  const stop = (reason: string, output: number) => [
    {
      event: 'message_delta',
      data: {
        type: 'message_delta',
        delta: { stop_reason: reason, stop_sequence: null },
        usage: { output_tokens: output },
      },
    },
    { event: 'message_stop', data: { type: 'message_stop' } },
  ];
  const toolUse = sse([
    start(410),
    {
      event: 'content_block_start',
      data: {
        type: 'content_block_start',
        index: 0,
        content_block: { type: 'tool_use', id: 'toolu_1', name: 'calculate_area', input: {} },
      },
    },
    {
      event: 'content_block_delta',
      data: {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'input_json_delta', partial_json: AREA_ARGS.slice(0, 30) },
      },
    },
    {
      event: 'content_block_delta',
      data: {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'input_json_delta', partial_json: AREA_ARGS.slice(30) },
      },
    },
    { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
    ...stop('tool_use', 60),
  ]);
  const text = sse([
    start(520),
    {
      event: 'content_block_start',
      data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
    },
    {
      event: 'content_block_delta',
      data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'It is 168 ' } },
    },
    {
      event: 'content_block_delta',
      data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'sq ft.' } },
    },
    { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
    ...stop('end_turn', 8),
  ]);

  it('runs a streamed tool_use and answers', async () => {
    const { result, received } = await play(ANTHROPIC, [toolUse, text]);
    expect(result).toMatchObject({ status: 'completed', text: 'It is 168 sq ft.' });
    expect(result?.steps[0]?.toolCalls[0]).toMatchObject({ toolName: 'calculate_area', status: 'success' });
    expect(result?.usage).toMatchObject({ inputTokens: 930, outputTokens: 68 });
    expect(received[0]).toMatchObject({
      path: '/v1/messages',
      body: { stream: true, model: 'claude-sonnet-4-5' },
    });
    expect(received[0]?.headers['x-api-key']).toBe('sk-ant-test');
    const second = JSON.stringify(received[1]?.body.messages);
    expect(second).toContain('tool_result');
    expect(second).toContain('toolu_1');
  });

  it('surfaces an overloaded error (529) as retryable', async () => {
    const overloaded = json(529, {
      type: 'error',
      error: { type: 'overloaded_error', message: 'Overloaded' },
    });
    const { events } = await play(ANTHROPIC, [overloaded]);
    expect(events.find((event) => event.type === 'error')).toMatchObject({ error: { isRetryable: true } });
  });
});

describe('Gemini generateContent', () => {
  const GOOGLE = {
    QUOIN_MODEL: 'google:gemini-2.5-flash',
    GOOGLE_GENERATIVE_AI_API_KEY: 'g-test',
    BASE_PATH: '/v1beta',
  };
  const usage = (prompt: number, candidates: number) => ({
    promptTokenCount: prompt,
    candidatesTokenCount: candidates,
    totalTokenCount: prompt + candidates,
  });

  it('runs a functionCall (not streamed) and answers', async () => {
    const call = json(200, {
      candidates: [
        {
          content: {
            role: 'model',
            parts: [{ functionCall: { name: 'calculate_area', args: JSON.parse(AREA_ARGS) } }],
          },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: usage(350, 25),
      modelVersion: 'gemini-2.5-flash',
    });
    const answer = json(200, {
      candidates: [
        { content: { role: 'model', parts: [{ text: '168 square feet.' }] }, finishReason: 'STOP', index: 0 },
      ],
      usageMetadata: usage(420, 6),
      modelVersion: 'gemini-2.5-flash',
    });
    const { result, received } = await play(GOOGLE, [call, answer], { stream: false });
    expect(result).toMatchObject({ status: 'completed', text: '168 square feet.' });
    expect(result?.usage).toMatchObject({ inputTokens: 770, outputTokens: 31 });
    expect(received[0]?.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(received[0]?.headers['x-goog-api-key']).toBe('g-test');
    expect(JSON.stringify(received[1]?.body.contents)).toContain('functionResponse');
  });

  it('streams text over SSE', async () => {
    const stream = sse([
      {
        candidates: [{ content: { role: 'model', parts: [{ text: 'A 12 by 14 floor is ' }] }, index: 0 }],
        modelVersion: 'gemini-2.5-flash',
      },
      {
        candidates: [
          { content: { role: 'model', parts: [{ text: '168 sq ft.' }] }, finishReason: 'STOP', index: 0 },
        ],
        usageMetadata: usage(300, 12),
        modelVersion: 'gemini-2.5-flash',
      },
    ]);
    const { result, received } = await play(GOOGLE, [stream]);
    expect(result).toMatchObject({ status: 'completed', text: 'A 12 by 14 floor is 168 sq ft.' });
    expect(received[0]?.path).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse');
  });
});
