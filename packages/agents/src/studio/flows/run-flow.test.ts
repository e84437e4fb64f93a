import { describe, expect, it } from 'vitest';
import { InMemoryFlowCheckpoints } from './flow-checkpoints.ts';
import { collectFlow, type RunFlowOptions, runFlow } from './run-flow.ts';
import { flowConfig, ScriptedExecutor, TEST_ENVIRONMENT } from './test-support/flow-fixtures.ts';

function run(
  options: Partial<RunFlowOptions> & Pick<RunFlowOptions, 'config'>,
  executor = new ScriptedExecutor(),
) {
  return collectFlow(runFlow({ runId: 'run-1', environment: TEST_ENVIRONMENT, executor, ...options }));
}

const readTools = { tools: ['read_estimate', 'annotate_estimate', 'send_summary'], access: 'write' as const };

describe('runFlow', () => {
  it('renders the prompt from the input and streams typed events in order', async () => {
    const executor = new ScriptedExecutor(['Permits are missing.']);
    const { events, result } = await run({ config: flowConfig(), input: { topic: 'the kitchen' } }, executor);
    expect(executor.prompts[0]?.prompt).toBe('Review the kitchen');
    expect(events.map((event) => event.type)).toEqual([
      'flow-start',
      'step-start',
      'step-finish',
      'flow-finish',
    ]);
    expect(result).toMatchObject({
      status: 'success',
      outputText: 'Permits are missing.',
      usage: { costMicroUsd: 3 },
    });
  });

  it.each([
    [6_000_000, 'big', 'Over $50k: check permits'],
    [1_000_000, 'small', 'Small job'],
  ])('branches on a condition (total %d → %s)', async (totalCents, _label, expected) => {
    const config = flowConfig({
      promptTemplate: [
        { id: 'big', text: 'Over $50k: check permits' },
        { id: 'small', text: 'Small job' },
      ],
      flow: [
        {
          kind: 'decision',
          id: 'size',
          condition: 'total > 5000000',
          variables: { total: '$input.totalCents' },
          onTrue: 'big',
          onFalse: 'small',
        },
        { kind: 'prompt', id: 'big', promptBlockId: 'big', next: '$end' },
        { kind: 'prompt', id: 'small', promptBlockId: 'small' },
      ],
    });
    const executor = new ScriptedExecutor(['done']);
    const { result, events } = await run({ config, input: { totalCents } }, executor);
    expect(executor.prompts.map((prompt) => prompt.prompt)).toEqual([expected]);
    expect(result.steps.map((step) => step.stepId)).toEqual([
      'size',
      expected.startsWith('Over') ? 'big' : 'small',
    ]);
    expect(events.find((event) => event.type === 'decision-take')).toMatchObject({
      result: totalCents > 5_000_000,
    });
  });

  it('loops until the condition fails, and never past maxIterations', async () => {
    const loop = (maxIterations: number) =>
      flowConfig({
        flow: [
          { kind: 'prompt', id: 'draft', promptBlockId: 'ask' },
          {
            kind: 'decision',
            id: 'again',
            condition: 'length < 3',
            variables: { length: '$steps.draft.text.length' },
            onTrue: 'draft',
            onFalse: '$end',
            maxIterations,
          },
        ],
      });
    const growing = new ScriptedExecutor(['a', 'ab', 'abc', 'abcd']);
    const { result } = await run({ config: loop(10) }, growing);
    expect(growing.prompts).toHaveLength(3);
    expect(result.outputText).toBe('abc');
    const stuck = new ScriptedExecutor(['a']);
    const { result: limited, events } = await run({ config: loop(2) }, stuck);
    expect(stuck.prompts).toHaveLength(3);
    expect(limited.status).toBe('success');
    expect(events.filter((event) => event.type === 'decision-take').at(-1)).toMatchObject({
      loopLimited: true,
      next: '$end',
    });
  });

  it('maps outputs into tools and transforms, and calls other agents', async () => {
    const config = flowConfig({
      permissions: readTools,
      flow: [
        {
          kind: 'tool',
          id: 'load',
          toolId: 'read_estimate',
          inputMapping: { estimateId: '$input.estimateId' },
        },
        {
          kind: 'transform',
          id: 'sum',
          transformer: 'summarize',
          inputMapping: { value: '$steps.load.estimate' },
        },
        {
          kind: 'transform',
          id: 'markup',
          transformer: 'price-adjust',
          inputMapping: { amountCents: 10_001 },
          config: { percent: 10 },
        },
        {
          kind: 'transform',
          id: 'twice',
          transformer: 'custom',
          inputMapping: { value: 21 },
          config: { function: 'double' },
        },
        {
          kind: 'tool',
          id: 'ask-helper',
          toolId: 'agent:helper',
          inputMapping: { summary: '$steps.sum.summary' },
        },
      ],
    });
    const estimate = {
      title: 'Bath',
      groups: [{ items: [1, 2] }, { items: [3] }],
      totals: { grandTotalCents: 1_234_500 },
    };
    const executor = new ScriptedExecutor([], () => ({ ok: true, data: { estimate } }));
    const { result } = await run({ config, input: { estimateId: 'est-1' } }, executor);
    expect(executor.toolCalls).toEqual([{ name: 'read_estimate', input: { estimateId: 'est-1' } }]);
    const outputs = Object.fromEntries(result.steps.map((step) => [step.stepId, step.output]));
    expect(outputs.sum).toEqual({ summary: 'Bath: 2 groups, 3 lines, total $12,345.00', count: 3 });
    expect(outputs.markup).toEqual({ amountCents: 10_001, adjustedCents: 11_001, percent: 10 });
    expect(outputs.twice).toEqual({ value: 42 });
    expect(result.outputText).toBe('helper says {"summary":"Bath: 2 groups, 3 lines, total $12,345.00"}');
  });

  it('refuses before running when the agent may not write, and stops at an estimate outside its scope', async () => {
    const writes = flowConfig({
      permissions: { tools: ['annotate_estimate'], access: 'read' },
      flow: [
        {
          kind: 'tool',
          id: 'note',
          toolId: 'annotate_estimate',
          inputMapping: { estimateId: 'est-1', note: 'hi' },
        },
      ],
    });
    const executor = new ScriptedExecutor();
    const { result } = await run({ config: writes }, executor);
    expect(result).toMatchObject({
      status: 'failure',
      error: { code: 'INVALID_FLOW', category: 'validation' },
    });
    expect(executor.toolCalls).toEqual([]);
    const scoped = flowConfig({
      permissions: { tools: ['read_estimate'], estimates: ['est-1'] },
      flow: [
        {
          kind: 'tool',
          id: 'load',
          toolId: 'read_estimate',
          inputMapping: { estimateId: '$input.estimateId' },
        },
      ],
    });
    const { result: other } = await run({ config: scoped, input: { estimateId: 'est-2' } }, executor);
    expect(other).toMatchObject({ status: 'failure', error: { category: 'permission', stepId: 'load' } });
    expect(executor.toolCalls).toEqual([]);
  });

  it('suspends at a step that needs approval and resumes from the checkpoint once approved', async () => {
    const config = flowConfig({
      permissions: readTools,
      flow: [
        { kind: 'prompt', id: 'review', promptBlockId: 'ask' },
        { kind: 'tool', id: 'send', toolId: 'send_summary', inputMapping: { text: '$steps.review.text' } },
      ],
    });
    const checkpoints = new InMemoryFlowCheckpoints();
    const executor = new ScriptedExecutor(['All good']);
    const first = await run({ config, checkpoints }, executor);
    expect(first.result).toMatchObject({ status: 'requires-action', suspendedAt: { stepId: 'send' } });
    const second = await run({ config, checkpoints, approvedSteps: ['send'] }, executor);
    expect(second.result.status).toBe('success');
    expect(executor.prompts).toHaveLength(1);
    expect(second.result.steps.map((step) => [step.stepId, step.restored])).toEqual([
      ['review', true],
      ['send', false],
    ]);
    expect(executor.toolCalls).toEqual([{ name: 'send_summary', input: { text: 'All good' } }]);
  });

  it('resumes after a crash from the last completed step, re-running none', async () => {
    const config = flowConfig({
      flow: [
        { kind: 'prompt', id: 'one', promptBlockId: 'ask' },
        { kind: 'prompt', id: 'two', promptBlockId: 'ask' },
        { kind: 'prompt', id: 'three', promptBlockId: 'ask' },
      ],
    });
    const checkpoints = new InMemoryFlowCheckpoints();
    const crashing = new ScriptedExecutor(['1', '2']);
    crashing.prompt = async function (request) {
      if (this.prompts.length === 2)
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNRESET' });
      this.prompts.push(request);
      return {
        text: String(this.prompts.length),
        toolNames: [],
        inputTokens: 1,
        outputTokens: 1,
        costMicroUsd: 0,
      };
    };
    const crashed = await run({ config, checkpoints }, crashing);
    expect(crashed.result).toMatchObject({
      status: 'failure',
      error: { category: 'network', stepId: 'three' },
    });
    const fresh = new ScriptedExecutor(['3']);
    const resumed = await run({ config, checkpoints }, fresh);
    expect(fresh.prompts).toHaveLength(1);
    expect(resumed.events[0]).toMatchObject({ type: 'flow-start', resumed: true });
    expect(
      resumed.result.steps.map((step) => `${step.stepId}:${String((step.output as { text: string }).text)}`),
    ).toEqual(['one:1', 'two:2', 'three:3']);
  });
});
