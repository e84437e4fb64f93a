import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runAgent } from '../runs/run-agent.ts';
import { defineTool } from '../tools/define-tool.ts';
import { ToolRegistry } from '../tools/tool-registry.ts';

const PRICE = {
  inputUsdPerMillionTokens: 1,
  cachedInputUsdPerMillionTokens: 1,
  outputUsdPerMillionTokens: 1,
  effectiveDate: '2025-01-01',
  source: 'test',
};
const USAGE = {
  inputTokens: { total: 100, noCache: 100, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 20, text: 20, reasoning: 0 },
};
const addNumbers = defineTool({
  name: 'add_numbers',
  description: 'Adds two numbers.',
  category: 'test',
  uiPlacement: 'service',
  priority: 5,
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  examples: [{ description: 'two and three', args: { a: 2, b: 3 } }],
  execute: ({ a, b }) => ({ sum: a + b }),
});

function tracing() {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  return { exporter, tracer: provider.getTracer('test') };
}

describe('run tracing', () => {
  it('nests model calls and tool calls under steps under the run, with usage', async () => {
    const { exporter, tracer } = tracing();
    const model = new MockLanguageModelV3({
      modelId: 'mock-model',
      doGenerate: [
        {
          content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'add_numbers', input: '{"a":2,"b":3}' }],
          finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
          usage: USAGE,
          warnings: [],
        },
        {
          content: [{ type: 'text', text: '5' }],
          finishReason: { unified: 'stop', raw: 'stop' },
          usage: USAGE,
          warnings: [],
        },
      ],
    });
    const registry = new ToolRegistry({ now: () => new Date(0), timer: () => 0 }).register(addNumbers);
    const run = runAgent({
      model,
      registry,
      price: PRICE,
      prompt: '2+3?',
      stream: false,
      tracer,
      agentName: 'adder',
    });
    await run.result;

    const spans = exporter.getFinishedSpans();
    const byName = new Map(spans.map((span) => [span.name, span]));
    expect(spans.map((span) => span.name).sort()).toEqual([
      'agent.run',
      'agent.step 0',
      'agent.step 1',
      'chat mock-model',
      'chat mock-model',
      'tool add_numbers',
    ]);
    const runSpan = byName.get('agent.run');
    const parentOf = (name: string) => spans.find((span) => span.name === name)?.parentSpanContext?.spanId;
    expect(parentOf('agent.step 0')).toBe(runSpan?.spanContext().spanId);
    expect(parentOf('tool add_numbers')).toBe(byName.get('agent.step 0')?.spanContext().spanId);
    const chats = spans.filter((span) => span.name === 'chat mock-model');
    expect(chats.map((span) => span.parentSpanContext?.spanId)).toEqual([
      byName.get('agent.step 0')?.spanContext().spanId,
      byName.get('agent.step 1')?.spanContext().spanId,
    ]);
    expect(chats[0]?.attributes).toMatchObject({
      'gen_ai.usage.input_tokens': 100,
      'gen_ai.usage.output_tokens': 20,
    });
    expect(runSpan?.attributes).toMatchObject({
      'gen_ai.agent.name': 'adder',
      'quoin.run.status': 'completed',
      'quoin.run.steps': 2,
      'gen_ai.usage.input_tokens': 200,
    });
  });

  it('marks the run span as an error when the model fails', async () => {
    const { exporter, tracer } = tracing();
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('provider down');
      },
    });
    const registry = new ToolRegistry({ now: () => new Date(0), timer: () => 0 }).register(addNumbers);
    const run = runAgent({
      model,
      registry,
      price: PRICE,
      prompt: 'x',
      stream: false,
      tracer,
      maxRetries: 0,
    });
    await expect(run.result).rejects.toThrow('provider down');
    const runSpan = exporter.getFinishedSpans().find((span) => span.name === 'agent.run');
    expect(runSpan?.status.code).toBe(2);
    expect(runSpan?.attributes['quoin.run.status']).toBe('error');
  });
});
