import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Redactor } from '../privacy/redactor.ts';
import { runAgent } from '../runs/run-agent.ts';
import {
  GPT_41_TEST_PRICE,
  textResult,
  toolCallResult,
  usage,
} from '../runs/test-support/scripted-results.ts';
import { defineTool } from '../tools/define-tool.ts';
import { ToolRegistry } from '../tools/tool-registry.ts';
import { FileRunStore } from './file-run-store.ts';
import { replayRun } from './replay-run.ts';

const PRICE = GPT_41_TEST_PRICE;
// 120 tokens in at $2/M and 30 out at $8/M: 240 µUSD each way per call.
const USAGE = usage(120, 30);
const now = () => new Date('2026-03-02T10:00:00.000Z');
const multiply = defineTool({
  name: 'multiply',
  description: 'Multiplies two numbers.',
  category: 'test',
  uiPlacement: 'service',
  priority: 5,
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  examples: [{ description: 'a floor', args: { a: 12, b: 14 } }],
  execute: ({ a, b }) => ({ product: a * b }),
});
const registry = () => new ToolRegistry({ now, timer: () => 0 }).register(multiply);

function scriptedModel() {
  return new MockLanguageModelV3({
    modelId: 'scripted-1',
    doGenerate: [
      {
        ...toolCallResult('multiply', { a: 12, b: 14 }, { id: 'c1', usage: USAGE }),
        response: { id: 'r1', timestamp: new Date('2026-03-02T10:00:01Z'), modelId: 'scripted-1' },
      },
      textResult('The floor is 168 sq ft.', USAGE),
    ],
  });
}

async function recordedRun(extra: Partial<Parameters<typeof runAgent>[0]> = {}) {
  const store = new FileRunStore(join(mkdtempSync(join(tmpdir(), 'quoin-runs-')), 'runs'));
  const run = runAgent({
    model: scriptedModel(),
    registry: registry(),
    price: PRICE,
    prompt: 'How big is a 12 by 14 floor?',
    stream: false,
    agentName: 'takeoff',
    record: { store, id: 'run-test-1', promptVersion: 'takeoff@3' },
    budget: {
      limits: {},
      ledger: {
        reserve: async () => ({ accepted: true, committedMicroUsd: 0 }),
        settle: async () => {},
        committedOn: async () => 0,
      },
      now,
    },
    ...extra,
  });
  await run.result;
  return store;
}

describe('run records and replay', () => {
  it('stores the recipe, every model answer and tool result, and the outcome', async () => {
    const store = await recordedRun();
    const record = store.get('run-test-1');
    expect(record).toMatchObject({
      id: 'run-test-1',
      agentName: 'takeoff',
      createdAt: '2026-03-02T10:00:00.000Z',
      recipe: { modelId: 'scripted-1', promptVersion: 'takeoff@3', price: PRICE },
      outcome: { status: 'completed', text: 'The floor is 168 sq ft.', costMicroUsd: 2 * (240 + 240) },
    });
    expect(record?.recipe.toolVersions.multiply).toMatch(/^[0-9a-f]{12}$/);
    expect(record?.modelCalls).toHaveLength(2);
    expect(record?.toolResults).toMatchObject([{ toolName: 'multiply', output: { data: { product: 168 } } }]);
    expect(store.list().map((entry) => entry.id)).toEqual(['run-test-1']);
  });

  it('replays offline to the same result, re-running the tools it has', async () => {
    const record = (await recordedRun()).get('run-test-1');
    if (!record) throw new Error('no record');
    const report = await replayRun(record, registry());
    expect(report).toMatchObject({
      same: true,
      differences: [],
      modelCallsServed: 2,
      toolCallsReexecuted: 1,
      toolCallsFromRecord: 0,
      text: 'The floor is 168 sq ft.',
    });
  });

  it('answers tools it lacks from the record, and reports a tool that now answers differently', async () => {
    const record = (await recordedRun()).get('run-test-1');
    if (!record) throw new Error('no record');
    const empty = new ToolRegistry({ now, timer: () => 0 });
    expect(await replayRun(record, empty)).toMatchObject({
      same: true,
      toolCallsFromRecord: 1,
      toolCallsReexecuted: 0,
    });

    const changed = defineTool({
      ...multiply,
      execute: ({ a, b }: { a: number; b: number }) => ({ product: a * b + 1 }),
    });
    const report = await replayRun(record, new ToolRegistry({ now, timer: () => 0 }).register(changed));
    expect(report.same).toBe(false);
    expect(report.differences).toContain('tool call 1 (multiply) answered differently');
  });

  it('replays a streamed run', async () => {
    const parts: LanguageModelV3StreamPart[] = [
      { type: 'stream-start', warnings: [] },
      {
        type: 'response-metadata',
        id: 'r',
        timestamp: new Date('2026-03-02T10:00:02Z'),
        modelId: 'scripted-1',
      },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Paint two ' },
      { type: 'text-delta', id: 't', delta: 'coats.' },
      { type: 'text-end', id: 't' },
      { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: USAGE },
    ];
    const model = new MockLanguageModelV3({
      modelId: 'scripted-1',
      doStream: { stream: convertArrayToReadableStream(parts) },
    });
    const store = await recordedRun({ model, stream: true });
    const record = store.get('run-test-1');
    if (!record) throw new Error('no record');
    expect(record.modelCalls[0]?.kind).toBe('stream');
    expect(await replayRun(record, registry())).toMatchObject({ same: true, text: 'Paint two coats.' });
  });

  it('never writes a sensitive value to the record', async () => {
    const store = await recordedRun({
      prompt: 'For jane@example.com at 1207 West Oak Street: how big is a 12 by 14 floor?',
      redactor: new Redactor(),
    });
    const text = readdirSync(store.folder)
      .map((name) => readFileSync(join(store.folder, name), 'utf8'))
      .join('\n');
    expect(text).not.toContain('jane@example.com');
    expect(text).not.toContain('1207 West Oak');
    expect(text).toContain('⟦EMAIL_1⟧');
    expect(store.get('run-test-1')?.redactions).toEqual({ EMAIL: 1, ADDRESS: 1 });
  });

  it('refuses an id that would leave the runs folder', () => {
    const store = new FileRunStore(mkdtempSync(join(tmpdir(), 'quoin-runs-')));
    expect(() => store.get('../../etc/passwd')).toThrow(/not a run id/);
  });
});
