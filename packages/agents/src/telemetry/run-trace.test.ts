import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { runAgent } from '../runs/run-agent.ts';
import {
  addNumbersTool,
  FLAT_PRICE,
  textResult,
  toolCallResult,
  usage,
} from '../runs/test-support/scripted-results.ts';
import { ToolRegistry } from '../tools/tool-registry.ts';

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
      doGenerate: [toolCallResult('add_numbers', { a: 2, b: 3 }, { id: 'c1' }), textResult('5', usage())],
    });
    const registry = new ToolRegistry({ now: () => new Date(0), timer: () => 0 }).register(addNumbersTool);
    const run = runAgent({
      model,
      registry,
      price: FLAT_PRICE,
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
    const registry = new ToolRegistry({ now: () => new Date(0), timer: () => 0 }).register(addNumbersTool);
    const run = runAgent({
      model,
      registry,
      price: FLAT_PRICE,
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
