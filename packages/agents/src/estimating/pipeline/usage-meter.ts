import type { AgentRunResult } from '../../runs/run-agent.ts';

/** Model calls and tokens of one request across every agent it ran. */
export interface AgentUsage {
  modelCalls: number;
  inputTokens: number;
  outputTokens: number;
  costMicroUsd: number;
  /** Calls per agent, in the order they ran: `{ scope: 1, pricing: 1 }`. */
  callsByAgent: Record<string, number>;
}

export function emptyUsage(): AgentUsage {
  return { modelCalls: 0, inputTokens: 0, outputTokens: 0, costMicroUsd: 0, callsByAgent: {} };
}

/** Adds one run's steps (one model call each) to a usage. */
export function addRunUsage(
  usage: AgentUsage,
  agent: string,
  run: Pick<AgentRunResult, 'steps' | 'usage' | 'costMicroUsd'>,
): void {
  usage.modelCalls += run.steps.length;
  usage.inputTokens += run.usage.inputTokens;
  usage.outputTokens += run.usage.outputTokens;
  usage.costMicroUsd += run.costMicroUsd;
  usage.callsByAgent[agent] = (usage.callsByAgent[agent] ?? 0) + run.steps.length;
}
