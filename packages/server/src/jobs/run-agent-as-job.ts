import { QuoinError } from '@quoin/core';
import type { AgentRunLog } from '@quoin/protocol';
import type { AppContext } from '../app-deps.ts';
import type { StudioRunOptions } from '../studio/agent-studio-service.ts';
import type { AgentRunJobData } from './agent-run-job.ts';
import { throwIfRefused } from './job-outcome.ts';
import type { JobData } from './job-queue.ts';
import { jobScopeOf } from './job-scope.ts';

/** How long `POST /api/agents/:name/run` waits for a queued run before answering that it is still going. */
export const AGENT_RUN_WAIT_MS = 120_000;

/**
 * Runs an agent as an `agent-run` job and answers its log: in this process in single-process mode (the job
 * runs inside the request, as before queues), or on a `quoin worker` with QUOIN_JOBS=queue, waited for.
 */
export async function runAgentAsJob(
  context: AppContext,
  agent: string,
  options: StudioRunOptions,
  waitMs = AGENT_RUN_WAIT_MS,
): Promise<AgentRunLog> {
  const runId = options.runId ?? context.newId('run');
  const data: AgentRunJobData = { ...options, agent, runId, ...jobScopeOf(context) };
  const ended = await context.jobs.enqueueAndWait('agent-run', data as unknown as JobData, waitMs);
  throwIfRefused(ended);
  const log = await context.store.agentRuns.get(runId);
  if (ended.outcome === 'completed' && log) return log;
  if (ended.outcome === 'failed')
    throw new QuoinError('INTERNAL', `Agent run ${runId} failed on every try; the workers' log says why.`, {
      runId,
    });
  throw new QuoinError(
    'UNAVAILABLE',
    `Agent run ${runId} is still going on a worker; GET /api/agent-runs/${runId} gives its log when it ends.`,
    { runId },
  );
}
