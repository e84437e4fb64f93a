import { agentConfigSchema } from '@quoin/protocol';
import { SCRIPTED_PRICE } from '../../estimating/pipeline/agent-model.ts';
import { ScriptedLanguageModel } from '../../estimating/scripted-models/scripted-model.ts';
import { Redactor } from '../../privacy/redactor.ts';
import { RateLimiter, type RateLimiterClock } from '../../rate-limits/rate-limiter.ts';
import { ToolRegistry } from '../../tools/tool-registry.ts';
import { connectorExecutor } from '../flows/connector-executor.ts';
import { collectFlow, runFlow } from '../flows/run-flow.ts';

/** Virtual time for the limiter: a wait advances the clock at once, so a minute's limit costs no wall time. */
export function virtualClock(): RateLimiterClock & { nowMs: number; calls: number[] } {
  const clock = {
    nowMs: 0,
    calls: [] as number[],
    now: () => clock.nowMs,
    sleep: async (ms: number) => {
      clock.nowMs += ms;
    },
  };
  return clock;
}

/** A three-step flow: two prompts and a summary, the shape of a typical studio agent. */
export const BENCH_FLOW = agentConfigSchema.parse({
  name: 'bench-flow',
  category: 'Analysis',
  promptTemplate: [
    { id: 'ask', text: 'Review {{input.topic}}' },
    { id: 'more', text: 'Expand on {{steps.first.text}}' },
  ],
  flow: [
    { kind: 'prompt', id: 'first', promptBlockId: 'ask' },
    { kind: 'prompt', id: 'second', promptBlockId: 'more' },
    {
      kind: 'transform',
      id: 'summary',
      transformer: 'summarize',
      inputMapping: { value: '$steps.second.text' },
    },
  ],
});

export interface ConcurrentFlowFigures {
  runs: number;
  succeeded: number;
  modelCalls: number;
  virtualMinutes: number;
  runsPerVirtualMinute: number;
  /** The most model calls in any 60 s of virtual time (must not pass the limit). */
  busiestMinuteCalls: number;
  wallMs: number;
  stepLatenciesMs: number[];
}

/**
 * `runs` flows at once over one shared limiter (`requestsPerMinute`) and a scripted model; the limiter runs on
 * virtual time, so the figures show how the queue orders calls, not how long a minute is.
 */
export async function runConcurrentFlows(
  runs: number,
  requestsPerMinute: number,
): Promise<ConcurrentFlowFigures> {
  const clock = virtualClock();
  const limiter = new RateLimiter({ requestsPerMinute }, clock);
  const model = new ScriptedLanguageModel('bench', () => {
    clock.calls.push(clock.nowMs);
    return { text: 'Checked: permits, disposal and cleanup are priced.' };
  });
  const registry = new ToolRegistry({ now: () => new Date(0), timer: () => performance.now() });
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: runs }, (_, index) =>
      collectFlow(
        runFlow({
          runId: `bench-${index}`,
          config: BENCH_FLOW,
          input: { topic: `job ${index}` },
          environment: { tools: new Map() },
          executor: connectorExecutor({
            model: { model, price: SCRIPTED_PRICE, label: 'scripted:bench' },
            registry,
            redactor: new Redactor(),
            agentName: 'bench-flow',
            rateLimiter: limiter,
          }),
        }),
      ),
    ),
  );
  const wallMs = performance.now() - started;
  let busiest = 0;
  for (const at of clock.calls)
    busiest = Math.max(busiest, clock.calls.filter((other) => other >= at && other < at + 60_000).length);
  const virtualMinutes = Math.max(1, clock.nowMs / 60_000);
  return {
    runs,
    succeeded: results.filter(({ result }) => result.status === 'success').length,
    modelCalls: clock.calls.length,
    virtualMinutes,
    runsPerVirtualMinute: runs / virtualMinutes,
    busiestMinuteCalls: busiest,
    wallMs,
    stepLatenciesMs: results.flatMap(({ result }) => result.steps.map((step) => step.latencyMs)),
  };
}
