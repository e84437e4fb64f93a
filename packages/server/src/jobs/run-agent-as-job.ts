import { QuoinError } from '@quoin/core';
import type { AgentRunLog } from '@quoin/protocol';
import type { AppContext } from '../app-deps.ts';
import type { AgentStudioService, StudioRunOptions } from '../studio/agent-studio-service.ts';
import type { AgentRunJobData } from './agent-run-job.ts';
import type { JobData } from './job-queue.ts';

/** How long `POST /api/agents/:name/run` waits for a queued run before answering that it is still going. */
export const AGENT_RUN_WAIT_MS = 120_000;

/**
 * The refusals a run meets before its first step (no such agent or version, a playground config that is not
 * valid), answered before queueing: on the queue they would be retried as if a worker had died.
 */
async function assertRunnable(studio: AgentStudioService, agent: string, options: StudioRunOptions) {
  if (options.config !== undefined) {
    const checked = await studio.validate(options.config);
    if (!checked.config)
      throw new QuoinError(
        'VALIDATION_FAILED',
        `The playground config is not valid: ${checked.problems[0]?.message}`,
        { problems: checked.problems },
      );
  } else if (options.version === undefined) await studio.store.agents.published(agent);
  else await studio.store.agents.requireVersion(agent, options.version);
}

/**
 * Runs an agent as an `agent-run` job and answers its log: in this process in single-process mode (the job
 * runs inside the request, as before queues), or on a `quoin worker` with QUOIN_JOBS=queue, waited for.
 */
export async function runAgentAsJob(
  context: AppContext,
  studio: AgentStudioService,
  agent: string,
  options: StudioRunOptions,
  waitMs = AGENT_RUN_WAIT_MS,
): Promise<AgentRunLog> {
  if (context.jobs.kind !== 'in-process') await assertRunnable(studio, agent, options);
  const runId = options.runId ?? context.newId('run');
  const data: AgentRunJobData = { ...options, agent, runId };
  const outcome = await context.jobs.enqueueAndWait('agent-run', data as unknown as JobData, waitMs);
  const log = await context.store.agentRuns.get(runId);
  if (outcome === 'completed' && log) return log;
  if (outcome === 'failed')
    throw new QuoinError('INTERNAL', `Agent run ${runId} failed on every try; the workers' log says why.`, {
      runId,
    });
  throw new QuoinError(
    'UNAVAILABLE',
    `Agent run ${runId} is still going on a worker; GET /api/agent-runs/${runId} gives its log when it ends.`,
    { runId },
  );
}
