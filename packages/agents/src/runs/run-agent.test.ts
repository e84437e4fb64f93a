import type { LanguageModelV3StreamPart, LanguageModelV3Usage } from '@ai-sdk/provider';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { ToolRegistry } from '../tools/tool-registry.ts';
import type { AgentEvent } from './agent-event.ts';
import { type RunAgentOptions, runAgent } from './run-agent.ts';
import { InMemorySpendLedger } from './spend-ledger.ts';
import {
  addNumbersTool,
  GPT_41_TEST_PRICE,
  textResult,
  toolCallResult,
  usage,
} from './test-support/scripted-results.ts';

const PRICE = GPT_41_TEST_PRICE;
const now = () => new Date('2026-03-02T10:00:00.000Z');

const registry = new ToolRegistry({ now, timer: () => 0 }).register(addNumbersTool);

function callsTool(input: string, id = 'call-1', tokens = usage(100, 20)) {
  return toolCallResult('add_numbers', input, { id, usage: tokens });
}
const answers = (text: string, tokens = usage(150, 10)) => textResult(text, tokens);

function start(model: MockLanguageModelV3, options: Partial<RunAgentOptions> = {}) {
  return runAgent({ model, registry, price: PRICE, prompt: 'What is 2 + 3?', stream: false, ...options });
}
async function collect(run: AsyncIterable<AgentEvent>): Promise<AgentEvent[]> {
  const events: AgentEvent[] = [];
  for await (const event of run) events.push(event);
  return events;
}
/** The tool results the model was sent on its n-th call. */
function toolOutputsSent(model: MockLanguageModelV3, call: number): unknown[] {
  const prompt = model.doGenerateCalls[call]?.prompt ?? [];
  return prompt.flatMap((message) =>
    message.role === 'tool' ? message.content.flatMap((part) => ('output' in part ? [part.output] : [])) : [],
  );
}

describe('runAgent', () => {
  it('calls a tool through the registry, then answers', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: [callsTool('{"a":2,"b":"3"}'), answers('The sum is 5.')],
    });
    const run = start(model);
    const events = await collect(run);
    const result = await run.result;

    expect(result).toMatchObject({ status: 'completed', text: 'The sum is 5.' });
    expect(events.map((event) => event.type)).toEqual([
      'tool-call-start',
      'tool-call-end',
      'step-end',
      'usage',
      'text-delta',
      'step-end',
      'usage',
      'run-end',
    ]);
    // The registry coerced "3" and answered in its response shape; the model reads the compact view.
    expect(events[1]).toMatchObject({
      type: 'tool-call-end',
      call: { toolName: 'add_numbers', status: 'success' },
      output: { status: 'success', data: { sum: 5 }, toolName: 'add_numbers', metadata: { coerced: ['b'] } },
    });
    expect(toolOutputsSent(model, 1)).toEqual([
      { type: 'json', value: { status: 'success', data: { sum: 5 } } },
    ]);
    // The model saw the registry's JSON Schema.
    expect(model.doGenerateCalls[0]?.tools?.[0]).toMatchObject({
      name: 'add_numbers',
      inputSchema: { type: 'object', required: ['a', 'b'] },
    });
  });

  it('sends invalid arguments back as a tool error the model repairs', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: [
        callsTool('{"a":2,"b":"three"}', 'call-1'),
        callsTool('{"a":2,"b":3', 'call-2'),
        callsTool('{"a":2,"b":3}', 'call-3'),
        answers('5'),
      ],
    });
    const run = start(model);
    const events = await collect(run);
    const result = await run.result;

    expect(result.status).toBe('completed');
    expect(result.steps.map((step) => step.toolCalls.map((call) => call.status))).toEqual([
      ['error'],
      ['error'],
      ['success'],
      [],
    ]);
    // A schema problem: the registry names the parameter.
    expect(toolOutputsSent(model, 1)).toEqual([
      {
        type: 'error-json',
        value: expect.objectContaining({
          status: 'error',
          error: expect.objectContaining({
            code: 'INVALID_ARGUMENTS',
            message: expect.stringContaining('"b"'),
          }),
        }),
      },
    ]);
    // Unparseable JSON: the SDK's tool error, and the loop goes on.
    expect(JSON.stringify(toolOutputsSent(model, 2).at(-1))).toMatch(/error/i);
    expect(result.steps[1]?.toolCalls[0]?.error).toMatchObject({
      code: 'TOOL_CALL_INVALID',
      message: expect.stringMatching(/Invalid input for tool add_numbers/),
    });
    expect(events.filter((event) => event.type === 'error')).toEqual([]);
  });

  it('stops at the step limit', async () => {
    const model = new MockLanguageModelV3({ doGenerate: () => Promise.resolve(callsTool('{"a":1,"b":1}')) });
    const run = start(model, { maxSteps: 3 });
    const events = await collect(run);
    const result = await run.result;
    expect(result.status).toBe('step-limit');
    expect(result.steps).toHaveLength(3);
    expect(model.doGenerateCalls).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ type: 'run-end', status: 'step-limit', stepCount: 3 });
  });

  it('refuses before any model call when the worst case passes the run budget', async () => {
    const model = new MockLanguageModelV3({ doGenerate: [answers('never')] });
    const run = start(model, {
      maxOutputTokens: 1000,
      estimatePromptTokens: () => 2000,
      budget: { limits: { maxRunMicroUsd: 10_000 }, ledger: new InMemorySpendLedger(), now },
    });
    const events = await collect(run);
    await expect(run.result).rejects.toThrow(
      'Run budget exceeded: the next model call may cost up to $0.012 (2,000 prompt tokens × $2/M + 1,000 max ' +
        'output tokens × $8/M) and this run has committed $0.00 of the $0.01 limit (QUOIN_MAX_RUN_USD)',
    );
    expect(model.doGenerateCalls).toHaveLength(0);
    expect(events).toMatchObject([
      { type: 'error', error: { code: 'BUDGET_EXCEEDED', isRetryable: false, details: { scope: 'run' } } },
      { type: 'run-end', status: 'error', stepCount: 0, costMicroUsd: 0 },
    ]);
  });

  it("holds the day's budget across runs", async () => {
    const ledger = new InMemorySpendLedger();
    // Worst case per call: 1000 × $2/M + 500 × $8/M = 6000 µUSD; real cost per step 100 × 2 + 20 × 8 = 360.
    const options = {
      maxOutputTokens: 500,
      estimatePromptTokens: () => 1000,
      budget: { limits: { maxDayMicroUsd: 6500 }, ledger, now },
    };
    const first = new MockLanguageModelV3({
      doGenerate: [callsTool('{"a":1,"b":2}'), answers('3', usage(100, 20))],
    });
    const firstRun = start(first, options);
    await collect(firstRun);
    expect(await firstRun.result).toMatchObject({ status: 'completed', costMicroUsd: 720 });
    expect(await ledger.committedOn('2026-03-02')).toBe(720);

    const second = new MockLanguageModelV3({ doGenerate: [answers('never')] });
    const secondRun = start(second, options);
    await collect(secondRun);
    await expect(secondRun.result).rejects.toThrow(
      /^Day budget exceeded: .*\$0\.006 .*committed \$0\.00072 of the \$0\.0065 limit \(QUOIN_MAX_DAY_USD\)/,
    );
    expect(second.doGenerateCalls).toHaveLength(0);
    expect(await ledger.committedOn('2026-03-02')).toBe(720);
  });

  it('meters usage and cost per step and per run', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: [
        callsTool('{"a":2,"b":3}', 'call-1', usage(1000, 50, 400)),
        answers('5', usage(1200, 30, 1000)),
      ],
    });
    const run = start(model);
    const events = await collect(run);
    const result = await run.result;
    // Step 0: 600 × 2 + 400 × 0.5 + 50 × 8 = 1800; step 1: 200 × 2 + 1000 × 0.5 + 30 × 8 = 1140.
    expect(result.steps.map((step) => step.costMicroUsd)).toEqual([1800, 1140]);
    expect(result.costMicroUsd).toBe(2940);
    expect(result.usage).toEqual({
      inputTokens: 2200,
      cachedInputTokens: 1400,
      cacheWriteTokens: 0,
      outputTokens: 80,
    });
    expect(events.filter((event) => event.type === 'usage').map((event) => event.costMicroUsd)).toEqual([
      1800, 2940,
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'run-end', costMicroUsd: 2940, usage: result.usage });
  });

  it('streams text deltas and the same events when streaming', async () => {
    const finish = (
      unified: 'tool-calls' | 'stop',
      tokens: LanguageModelV3Usage,
    ): LanguageModelV3StreamPart => ({
      type: 'finish',
      finishReason: { unified, raw: unified },
      usage: tokens,
    });
    const model = new MockLanguageModelV3({
      doStream: [
        {
          stream: convertArrayToReadableStream<LanguageModelV3StreamPart>([
            { type: 'tool-call', toolCallId: 'call-1', toolName: 'add_numbers', input: '{"a":2,"b":3}' },
            finish('tool-calls', usage(100, 20)),
          ]),
        },
        {
          stream: convertArrayToReadableStream<LanguageModelV3StreamPart>([
            { type: 'text-start', id: 't' },
            { type: 'text-delta', id: 't', delta: 'The sum ' },
            { type: 'text-delta', id: 't', delta: 'is 5.' },
            { type: 'text-end', id: 't' },
            finish('stop', usage(150, 10)),
          ]),
        },
      ],
    });
    const run = start(model, {
      stream: true,
      budget: { limits: { maxRunMicroUsd: 1_000_000 }, ledger: new InMemorySpendLedger(), now },
    });
    const events = await collect(run);
    const result = await run.result;
    expect(result).toMatchObject({ status: 'completed', text: 'The sum is 5.', costMicroUsd: 360 + 380 });
    expect(events.filter((event) => event.type === 'text-delta').map((event) => event.text)).toEqual([
      'The sum ',
      'is 5.',
    ]);
    expect(events.map((event) => event.type)).toEqual([
      'tool-call-start',
      'tool-call-end',
      'step-end',
      'usage',
      'text-delta',
      'text-delta',
      'step-end',
      'usage',
      'run-end',
    ]);
  });

  it('a budget refusal while streaming ends the run with an error event', async () => {
    const model = new MockLanguageModelV3({ doStream: [] });
    const run = start(model, {
      stream: true,
      estimatePromptTokens: () => 10_000,
      budget: { limits: { maxRunMicroUsd: 100 }, ledger: new InMemorySpendLedger(), now },
    });
    const events = await collect(run);
    await expect(run.result).rejects.toThrow(/budget/);
    expect(model.doStreamCalls).toHaveLength(0);
    expect(events.map((event) => event.type)).toEqual(['error', 'run-end']);
  });
});
