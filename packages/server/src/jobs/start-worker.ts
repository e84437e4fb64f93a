import type { AgentModel } from '@quoin/agents';
import { openAppRuntime } from '../app-runtime.ts';
import { advisoryLock } from './advisory-lock.ts';
import { agentRunHandler } from './agent-run-job.ts';
import { drawingIngestionHandler } from './drawing-ingestion-job.ts';
import type { JobName } from './job-queue.ts';
import { PgBossJobQueue, pgBossOptionsFromEnv } from './pg-boss-job-queue.ts';
import { planExecutionHandler } from './plan-execution-job.ts';
import { requireDatabaseUrl } from './scale-from-env.ts';
import { scheduledAgentHandler } from './scheduled-agent-job.ts';

export interface RunningWorker {
  /** The job names this worker takes. */
  jobs: JobName[];
  stop(): Promise<void>;
}

/**
 * `quoin worker`: takes jobs from pg-boss on the shared PostgreSQL (DATABASE_URL) and runs them with the same
 * handlers the server uses in single-process mode; its events reach browsers through the servers (fanout/).
 */
export async function startWorker(
  options: {
    env?: Record<string, string | undefined>;
    /** The model scheduled agents run with (the CLI passes QUOIN_MODEL's); absent → the offline studio model. */
    studioModel?: AgentModel;
  } = {},
): Promise<RunningWorker> {
  const env = options.env ?? process.env;
  const databaseUrl = requireDatabaseUrl(env, 'quoin worker');
  const runtime = await openAppRuntime({
    // The worker's events must reach the servers' browsers: its fan-out is not optional.
    env: { ...env, DATABASE_URL: databaseUrl, QUOIN_FANOUT: 'on' },
    purpose: 'quoin worker',
    databaseUrl,
    startJobs: () => PgBossJobQueue.start(pgBossOptionsFromEnv(databaseUrl, env)),
    ...(options.studioModel ? { studioModel: options.studioModel } : {}),
    deps: { estimateReadCache: false },
  });
  const { context } = runtime;
  const jobs = runtime.jobs as PgBossJobQueue;
  try {
    await jobs.work('plan-execution', planExecutionHandler(context, advisoryLock(databaseUrl)));
    await jobs.work('scheduled-agent', scheduledAgentHandler(context));
    await jobs.work('agent-run', agentRunHandler(context, advisoryLock(databaseUrl)));
    await jobs.work('drawing-ingestion', drawingIngestionHandler(context));
  } catch (error) {
    await runtime.close();
    throw error;
  }
  return {
    jobs: ['plan-execution', 'scheduled-agent', 'agent-run', 'drawing-ingestion'],
    stop: () => runtime.close(),
  };
}
