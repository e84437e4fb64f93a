import { type AgentConfigInput, agentConfigSchema } from '@quoin/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadTokenizer } from '../estimating/scripted-models/count-prompt-tokens.ts';
import { runAgentConfig } from './run-agent-config.ts';
import { customerEstimate, testRuntime } from './test-support/studio-runtime.ts';

const permitCheck = (overrides: Partial<AgentConfigInput> = {}) =>
  agentConfigSchema.parse({
    name: 'permit-check',
    category: 'Analysis',
    promptTemplate: [{ id: 'ask', text: 'Which permits does this need? {{bindings.estimate}}' }],
    dataBindings: [{ name: 'estimate', source: 'estimate' }],
    flow: [{ kind: 'prompt', id: 'review', promptBlockId: 'ask' }],
    ...overrides,
  });

function promptText(prompt: unknown): string {
  return JSON.stringify(prompt);
}

// The tokenizer loads on first use (issue 14); loading it is set-up, not the first test's time.
beforeAll(() => preloadTokenizer());
describe('runAgentConfig', () => {
  it('runs on an estimate, logs the run, and keeps the customer out of the model and the log', async () => {
    const estimate = await customerEstimate();
    const seen: string[] = [];
    const { runtime, logs } = testRuntime(
      ({ prompt }) => {
        seen.push(promptText(prompt));
        return { text: 'Needs a roofing permit. (for ⟦VALUE_1⟧)' };
      },
      { estimates: [estimate] },
    );
    const config = permitCheck({ permissions: { sensitiveFields: ['title'] } });
    const { log } = await runAgentConfig(runtime, {
      config,
      version: 3,
      actor: 'alice',
      estimateId: 'est-1',
    });
    expect(log).toMatchObject({
      status: 'success',
      agentName: 'permit-check',
      agentVersion: 3,
      estimateId: 'est-1',
    });
    expect(seen.join('')).toContain('⟦VALUE_1⟧');
    expect(seen.join('')).not.toMatch(/Jane Example|jane@example\.com/);
    expect(logs.map((row) => row.status)).toEqual(['running', 'success']);
    expect(JSON.stringify(logs)).not.toMatch(/Jane Example|jane@example\.com/);
    expect(log.output).toBe('Needs a roofing permit. (for ⟦VALUE_1⟧)');
  });

  it('an agent without write scope cannot change an estimate; with it, it can', async () => {
    const estimate = await customerEstimate();
    const flow = [
      {
        kind: 'tool',
        id: 'note',
        toolId: 'annotate_estimate',
        inputMapping: { estimateId: '$input.estimateId', note: 'Check permits' },
      },
    ] as const;
    const { runtime, gateway } = testRuntime(() => ({ text: '' }), { estimates: [estimate] });
    const readOnly = permitCheck({
      flow: [...flow],
      permissions: { tools: ['annotate_estimate'], access: 'read' },
    });
    const refused = await runAgentConfig(runtime, {
      config: readOnly,
      version: 1,
      actor: 'alice',
      estimateId: 'est-1',
    });
    expect(refused.log).toMatchObject({ status: 'failure', errorCategory: 'validation' });
    expect(refused.log.errorMessage).toContain('read access only');
    expect(gateway.writes).toEqual([]);
    const writer = permitCheck({
      flow: [...flow],
      permissions: { tools: ['annotate_estimate'], access: 'write' },
    });
    const done = await runAgentConfig(runtime, {
      config: writer,
      version: 1,
      actor: 'alice',
      estimateId: 'est-1',
    });
    expect(done.log.status).toBe('success');
    expect(gateway.writes).toEqual([{ estimateId: 'est-1', text: 'Check permits', actor: 'agent' }]);
    const outside = permitCheck({ permissions: { estimates: ['est-2'] } });
    const denied = await runAgentConfig(runtime, {
      config: outside,
      version: 1,
      actor: 'alice',
      estimateId: 'est-1',
    });
    expect(denied.log).toMatchObject({ status: 'failure', errorCategory: 'permission' });
  });

  it("holds the model's own tool calls to the agent's estimates", async () => {
    const [mine, theirs] = await Promise.all([customerEstimate('est-1'), customerEstimate('est-2')]);
    const { runtime, gateway } = testRuntime(
      ({ callIndex }) =>
        callIndex === 0
          ? { toolCalls: [{ toolName: 'annotate_estimate', input: { estimateId: 'est-2', note: 'sneaky' } }] }
          : { text: 'done' },
      { estimates: [mine, theirs] },
    );
    const config = permitCheck({
      dataBindings: [],
      promptTemplate: [{ id: 'ask', text: 'Note what is missing on {{input.estimateId}}' }],
      flow: [{ kind: 'prompt', id: 'review', promptBlockId: 'ask', tools: ['annotate_estimate'] }],
      permissions: { estimates: ['est-1'], tools: ['annotate_estimate'], access: 'write' },
    });
    const { log } = await runAgentConfig(runtime, {
      config,
      version: 1,
      actor: 'alice',
      estimateId: 'est-1',
    });
    expect(log).toMatchObject({ status: 'success', output: 'done' });
    expect(gateway.writes).toEqual([]);
  });

  it('holds a run whose forecast cost passes the threshold until a person approves it', async () => {
    const estimate = await customerEstimate();
    const price = {
      inputUsdPerMillionTokens: 2,
      cachedInputUsdPerMillionTokens: 1,
      outputUsdPerMillionTokens: 8,
      effectiveDate: '2026-01-01',
      source: 'test',
    };
    const { runtime, model } = testRuntime(() => ({ text: 'ok' }), { estimates: [estimate], price });
    const config = permitCheck({ approvalAboveMicroUsd: 1000 });
    const held = await runAgentConfig(runtime, { config, version: 1, actor: 'alice', estimateId: 'est-1' });
    expect(held.log.status).toBe('requires-action');
    expect(held.log.steps[0]?.error).toMatch(/Forecast cost \$0\.\d+ is above/);
    expect(model.calls).toHaveLength(0);
    const approved = await runAgentConfig(runtime, {
      config,
      version: 1,
      actor: 'alice',
      estimateId: 'est-1',
      approveCost: true,
    });
    expect(approved.log.status).toBe('success');
    expect(approved.log.costMicroUsd).toBeGreaterThan(0);
  });

  it('calls another published agent from a flow', async () => {
    const { runtime, logs } = testRuntime(({ prompt }) => ({
      text: promptText(prompt).includes('Summarize') ? 'summary' : 'checked',
    }));
    const helper = permitCheck({
      name: 'summarizer',
      dataBindings: [],
      promptTemplate: [{ id: 'ask', text: 'Summarize {{input.text}}' }],
    });
    runtime.agentNames = ['summarizer'];
    runtime.publishedAgent = async (name) =>
      name === 'summarizer' ? { config: helper, version: 2 } : undefined;
    const caller = permitCheck({
      dataBindings: [],
      promptTemplate: [{ id: 'ask', text: 'Check {{input.topic}}' }],
      flow: [
        { kind: 'prompt', id: 'check', promptBlockId: 'ask' },
        { kind: 'tool', id: 'sum', toolId: 'agent:summarizer', inputMapping: { text: '$steps.check.text' } },
      ],
    });
    const { log } = await runAgentConfig(runtime, {
      config: caller,
      version: 1,
      actor: 'bob',
      input: { topic: 'roof' },
    });
    expect(log).toMatchObject({ status: 'success', output: 'summary', tools: ['agent:summarizer'] });
    expect(
      logs
        .filter((row) => row.status === 'success')
        .map((row) => `${row.agentName}@${row.agentVersion}:${row.actor}`),
    ).toEqual(['summarizer@2:agent:permit-check', 'permit-check@1:bob']);
  });

  it('fails a required binding with no estimate before any model call', async () => {
    const { runtime, model } = testRuntime(() => ({ text: 'x' }));
    const { log } = await runAgentConfig(runtime, { config: permitCheck(), version: 1, actor: 'alice' });
    expect(log).toMatchObject({ status: 'failure', errorCategory: 'validation' });
    expect(log.errorMessage).toContain('choose an estimate');
    expect(model.calls).toHaveLength(0);
  });
});
