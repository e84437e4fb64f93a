// `npx tsx scripts/bench-studio.ts`: agent studio figures (issue 18), printed, no pass/fail. Run on an idle machine.
import { cpus } from 'node:os';
import {
  collectFlow,
  connectorExecutor,
  Redactor,
  runAgent,
  runFlow,
  SCRIPTED_PRICE,
  ToolRegistry,
} from '@quoin/agents';
import { agentConfigSchema } from '@quoin/protocol';
import { openStore } from '@quoin/store';
import { generateText } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { runConcurrentFlows } from '../packages/agents/src/studio/bench/concurrent-flows.ts';

function stats(samplesMs: number[]): string {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(3)} ms · p95 ${at(0.95).toFixed(3)} ms · n=${sorted.length}`;
}

function median(samplesMs: number[]): number {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const instantModel = () =>
  new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: 'text', text: 'ok' }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 2, text: 2, reasoning: 0 },
      },
      warnings: [],
    }),
  });

const ONE_PROMPT = agentConfigSchema.parse({
  name: 'bench-one',
  category: 'Custom',
  promptTemplate: [{ id: 'ask', text: 'Review {{input.topic}}' }],
  flow: [{ kind: 'prompt', id: 'review', promptBlockId: 'ask' }],
});

async function benchStepOverhead(): Promise<void> {
  const runs = 400;
  const model = instantModel();
  const registry = new ToolRegistry({ now: () => new Date(0), timer: () => performance.now() });
  const measure = async (fn: () => Promise<unknown>) => {
    for (let i = 0; i < 50; i++) await fn();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await fn();
      samples.push(performance.now() - start);
    }
    return samples;
  };
  const raw = await measure(() => generateText({ model, prompt: 'Review the roof' }));
  const connector = await measure(async () => {
    const run = runAgent({
      model,
      registry,
      prompt: 'Review the roof',
      price: SCRIPTED_PRICE,
      record: false,
      stream: false,
      redactor: new Redactor(),
    });
    for await (const _event of run);
    return run.result;
  });
  const executor = connectorExecutor({
    model: { model, price: SCRIPTED_PRICE, label: 'mock' },
    registry,
    redactor: new Redactor(),
    agentName: 'bench-one',
  });
  const flow = await measure(() =>
    collectFlow(
      runFlow({
        runId: 'b',
        config: ONE_PROMPT,
        input: { topic: 'the roof' },
        environment: { tools: new Map() },
        executor,
      }),
    ),
  );
  const instant = {
    prompt: async () => ({ text: 'ok', toolNames: [], inputTokens: 0, outputTokens: 0, costMicroUsd: 0 }),
    tool: async () => ({ ok: true, data: {} }),
  };
  const engineOnly = await measure(() =>
    collectFlow(
      runFlow({
        runId: 'b',
        config: ONE_PROMPT,
        input: { topic: 'the roof' },
        environment: { tools: new Map() },
        executor: instant,
      }),
    ),
  );
  console.log('\nFlow step overhead (one prompt step, MockLanguageModelV3 answering at once):');
  console.log(`  raw AI SDK generateText        ${stats(raw)}`);
  console.log(`  runAgent (the connector)       ${stats(connector)}`);
  console.log(`  runFlow, one prompt step       ${stats(flow)}`);
  console.log(
    `  runFlow with an instant step   ${stats(engineOnly)}  (the engine alone: validation, events, mapping)`,
  );
  console.log(
    `  → flow step over raw call: ${(median(flow) - median(raw)).toFixed(3)} ms median; over the connector: ${(median(flow) - median(connector)).toFixed(3)} ms`,
  );
}

async function benchLogSearch(): Promise<void> {
  const store = await openStore({ inMemory: true });
  const total = 100_000;
  const started = performance.now();
  await store.session.exec(`
    insert into agent_runs (id, agent_name, agent_version, actor, estimate_id, status, error_category, error_message,
      inputs, steps, output, input_tokens, output_tokens, cost_micro_usd, latency_ms, tools, search_vector, started_at, finished_at)
    select 'run-' || n, (array['permit-check','qa','scope','pricing','pi-reviewer','nightly-report','bid-leveler','change-order'])[1 + n % 8],
      1 + n % 5, (array['alice','bob','cli','scheduler'])[1 + n % 4], 'est-' || (n % 2000),
      case when n % 17 = 0 then 'failure' else 'success' end,
      case when n % 17 = 0 then (array['rate-limit','model','tool','network'])[1 + n % 4] end,
      case when n % 17 = 0 then 'provider said slow down' end,
      '{}'::jsonb, '[{"stepId":"review","kind":"prompt","status":"success"}]'::jsonb,
      (array['Missing the roofing permit','All permits present','Dumpster not priced','Electrical permit needed'])[1 + n % 4] || ' for job ' || n,
      800 + n % 500, 120 + n % 90, 300 + n % 1000, 400 + n % 3000, array['read_estimate'],
      to_tsvector('simple', 'run ' || n || ' ' || (array['Missing the roofing permit','All permits present','Dumpster not priced','Electrical permit needed'])[1 + n % 4]),
      timestamptz '2026-01-01' + (n || ' minutes')::interval, timestamptz '2026-01-01' + (n || ' minutes')::interval + interval '3 seconds'
    from generate_series(1, ${total}) as n`);
  await store.session.exec('analyze agent_runs');
  console.log(
    `\nExecution log search over ${total.toLocaleString('en-US')} runs (PGlite in memory; loaded in ${((performance.now() - started) / 1000).toFixed(1)} s):`,
  );
  const queries: [string, Parameters<typeof store.agentRuns.search>[0]][] = [
    ['newest 100', {}],
    ['by agent', { agent: 'permit-check' }],
    ['by agent + status', { agent: 'qa', status: 'failure' }],
    ['by estimate', { estimateId: 'est-1234' }],
    ['date range', { since: '2026-02-01T00:00:00Z', until: '2026-02-02T00:00:00Z' }],
    ['text "roofing permit"', { text: 'roofing permit' }],
    ['text + agent + date', { text: 'dumpster', agent: 'scope', since: '2026-01-20T00:00:00Z' }],
  ];
  const all: number[] = [];
  for (const [label, filter] of queries) {
    for (let i = 0; i < 5; i++) await store.agentRuns.search(filter);
    const samples: number[] = [];
    for (let i = 0; i < 40; i++) {
      const start = performance.now();
      await store.agentRuns.search(filter);
      samples.push(performance.now() - start);
    }
    all.push(...samples);
    console.log(`  ${label.padEnd(24)} ${stats(samples)}`);
  }
  console.log(`  all searches             ${stats(all)}`);
  const metricsStart = performance.now();
  await store.agentRuns.metrics();
  console.log(`  per-agent metrics over all runs: ${(performance.now() - metricsStart).toFixed(1)} ms`);
  await store.close();
}

async function benchConcurrency(): Promise<void> {
  const figures = await runConcurrentFlows(50, 600);
  console.log(
    '\n50 concurrent flow runs (two prompt steps and a summary each), one shared limiter at 600 requests/min:',
  );
  console.log(
    `  ${figures.succeeded}/${figures.runs} succeeded, ${figures.modelCalls} model calls, busiest minute ${figures.busiestMinuteCalls} calls`,
  );
  console.log(
    `  ${figures.runsPerVirtualMinute.toFixed(1)} runs per (limiter) minute; wall time ${figures.wallMs.toFixed(0)} ms`,
  );
  console.log(
    `  step latency (scripted model, so all of it is overhead and queueing): ${stats(figures.stepLatenciesMs)}`,
  );
  const limited = await runConcurrentFlows(50, 30);
  console.log(
    `  at 30 requests/min: ${limited.runsPerVirtualMinute.toFixed(1)} runs per minute, busiest minute ${limited.busiestMinuteCalls} calls`,
  );
}

console.log(
  `Quoin agent studio bench · node ${process.version} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`,
);
await benchStepOverhead();
await benchConcurrency();
await benchLogSearch();
