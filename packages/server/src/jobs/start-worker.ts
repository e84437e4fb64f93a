import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { AgentModel } from '@quoin/agents';
import { bundledCatalog, defaultTradeRegistry } from '@quoin/core';
import { openStore, storeOptionsFromEnv } from '@quoin/store';
import { createApp } from '../create-app.ts';
import { startPgFanout } from '../fanout/pg-fanout.ts';
import { AgentStudioService } from '../studio/agent-studio-service.ts';
import { advisoryLock } from './advisory-lock.ts';
import type { JobName } from './job-queue.ts';
import { PgBossJobQueue, pgBossOptionsFromEnv } from './pg-boss-job-queue.ts';
import { planExecutionHandler } from './plan-execution-job.ts';
import { fanoutOptionsFromEnv, requireDatabaseUrl } from './scale-from-env.ts';
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
  const store = await openStore({ ...storeOptionsFromEnv(env), databaseUrl, purpose: 'quoin worker' });
  const jobs = await PgBossJobQueue.start(pgBossOptionsFromEnv(databaseUrl, env));
  const delay = Number(env.QUOIN_EXECUTION_STEP_DELAY_MS ?? 0);
  const newId = (prefix: string) => `${prefix}-${randomUUID()}`;
  const agentStudio = options.studioModel
    ? new AgentStudioService(store, {
        model: options.studioModel,
        priceSource: bundledCatalog(),
        tradeRegistry: defaultTradeRegistry(),
        clock: () => new Date(),
        newId,
      })
    : undefined;
  const { app, context } = await createApp({
    store,
    ...(agentStudio ? { agentStudio } : {}),
    jobs,
    priceSource: bundledCatalog(),
    registry: defaultTradeRegistry(),
    clock: () => new Date(),
    newId,
    uploadsDir: join(resolve(env.QUOIN_HOME?.trim() || '.quoin'), 'uploads'),
    logger: { level: 'error', stream: process.stderr },
    ...(Number.isFinite(delay) && delay > 0 ? { executionStepDelayMs: delay } : {}),
    estimateReadCache: false,
  });
  const fanout = await startPgFanout(context.hub, fanoutOptionsFromEnv(databaseUrl, env));
  await jobs.work('plan-execution', planExecutionHandler(context, advisoryLock(databaseUrl)));
  await jobs.work('scheduled-agent', scheduledAgentHandler(context));
  return {
    jobs: ['plan-execution', 'scheduled-agent'],
    stop: async () => {
      await jobs.stop();
      await fanout.stop();
      await app.close();
      await store.close();
    },
  };
}
