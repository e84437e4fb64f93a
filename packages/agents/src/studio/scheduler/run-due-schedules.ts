import type { AgentConfig, AgentRunLog } from '@quoin/protocol';
import type { FlowEvent } from '../flows/flow-event.ts';
import { type AgentRunRequest, runAgentConfig, type StudioRuntime } from '../run-agent-config.ts';
import { dueMinutes, parseCron } from './cron.ts';

export interface ScheduledAgent {
  config: AgentConfig;
  version: number;
}

export interface ScheduleTick {
  agents: readonly ScheduledAgent[];
  /** The last tick; schedules due after it and up to `now` run once each. */
  after: Date;
  now: Date;
  /** What the agent has spent since the start of today (UTC), for its daily budget. */
  spentTodayMicroUsd: (agentName: string) => Promise<number>;
  /** One line per run or skip, for the server's log. */
  note: (line: string) => void;
  /** Where each run's flow events go as it runs (the server's progress events), by agent. */
  progress?: (agentName: string) => (event: FlowEvent) => void;
}

/**
 * The scheduler: each published config with a schedule due in (after, now] runs as a job, once per listed
 * estimate (or once with none). A config whose daily budget is spent is skipped with a log line and a
 * `skipped` row in the run log instead of running.
 */
export async function runDueSchedules(runtime: StudioRuntime, tick: ScheduleTick): Promise<AgentRunLog[]> {
  const logs: AgentRunLog[] = [];
  for (const { config, version } of tick.agents) {
    if (!config.schedule) continue;
    let due: Date[];
    try {
      due = dueMinutes(parseCron(config.schedule.cron), tick.after, tick.now, 1);
    } catch (error) {
      tick.note(`schedule of ${config.name} ignored: ${(error as Error).message}`);
      continue;
    }
    if (due.length === 0) continue;
    const targets = config.schedule.estimateIds.length > 0 ? config.schedule.estimateIds : [undefined];
    for (const estimateId of targets) {
      const budget = config.schedule.dailyBudgetMicroUsd;
      const spent = budget === undefined ? 0 : await tick.spentTodayMicroUsd(config.name);
      if (budget !== undefined && spent >= budget) {
        const line = `${config.name}: skipped, today's budget of $${(budget / 1e6).toFixed(2)} is spent ($${(spent / 1e6).toFixed(2)})`;
        tick.note(line);
        const skipped: AgentRunLog = {
          id: runtime.newRunId(),
          agentName: config.name,
          agentVersion: version,
          actor: 'scheduler',
          ...(estimateId ? { estimateId } : {}),
          status: 'skipped',
          errorCategory: 'budget',
          errorMessage: line,
          inputs: {},
          steps: [],
          inputTokens: 0,
          outputTokens: 0,
          costMicroUsd: 0,
          latencyMs: 0,
          tools: [],
          playground: false,
          startedAt: tick.now.toISOString(),
          finishedAt: tick.now.toISOString(),
        };
        await runtime.log?.record(skipped);
        logs.push(skipped);
        continue;
      }
      const request: AgentRunRequest = {
        config,
        version,
        actor: 'scheduler',
        ...(estimateId ? { estimateId } : {}),
        ...(tick.progress ? { onEvent: tick.progress(config.name) } : {}),
      };
      const { log } = await runAgentConfig(runtime, request);
      tick.note(`${config.name}${estimateId ? ` on ${estimateId}` : ''}: ${log.status} (run ${log.id})`);
      logs.push(log);
    }
  }
  return logs;
}
