import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { AgentModel } from '@quoin/agents';
import { defaultTradeRegistry } from '@quoin/core';
import { openStore, type Store, storeOptionsFromEnv } from '@quoin/store';
import type { AppDeps } from './app-deps.ts';
import { type CreatedApp, createApp } from './create-app.ts';
import { drawingModelsFromEnv } from './drawings/drawing-models.ts';
import type { PgFanout } from './fanout/pg-fanout.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { fanoutFromEnv } from './jobs/scale-from-env.ts';
import { serverPriceSource } from './server-price-source.ts';
import { AgentStudioService } from './studio/agent-studio-service.ts';

type Env = Record<string, string | undefined>;

/** The dependencies a process adds to the ones every Quoin process shares. */
export type ExtraAppDeps = Omit<
  Partial<AppDeps>,
  'store' | 'priceSource' | 'registry' | 'clock' | 'newId' | 'uploadsDir' | 'jobs' | 'agentStudio'
>;

export interface AppRuntimeOptions {
  env: Env;
  /** Named in the store's errors and in pg_stat_activity: `quoin serve`, `quoin worker`. */
  purpose: string;
  /** PostgreSQL to open instead of the environment's store (a worker's DATABASE_URL, already required). */
  databaseUrl?: string;
  /** The queue, started once the store is open; absent → jobs run in-process. */
  startJobs?: () => Promise<JobQueue | undefined>;
  /** The model agent studio runs use; absent → the offline studio model. */
  studioModel?: AgentModel;
  deps?: ExtraAppDeps;
}

export interface AppRuntime extends CreatedApp {
  store: Store;
  jobs: JobQueue | undefined;
  /** Estimate events to and from the other processes on a shared PostgreSQL (absent on the embedded one). */
  fanout: PgFanout | undefined;
  /**
   * Stops taking jobs and lets running ones finish, then stops the fan-out (their last events are published
   * first), then closes the app and the store.
   */
  close(): Promise<void>;
}

/**
 * What `quoin serve` and `quoin worker` both build before they differ (one listens, one takes jobs): the store,
 * the job queue, the studio, and the app with the same price source, trade registry, clock, ids, uploads folder
 * and execution pacing, so a job runs the same wherever it runs; and the fan-out of estimate events on a shared
 * PostgreSQL. A failure part way closes what was opened.
 */
export async function openAppRuntime(options: AppRuntimeOptions): Promise<AppRuntime> {
  const { env } = options;
  const store = await openStore({
    ...storeOptionsFromEnv(env),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    purpose: options.purpose,
  });
  let jobs: JobQueue | undefined;
  try {
    jobs = await options.startJobs?.();
    const delay = Number(env.QUOIN_EXECUTION_STEP_DELAY_MS ?? 0);
    const newId = (prefix: string) => `${prefix}-${randomUUID()}`;
    // Live pricing (SEARCHAPI_KEY) above the catalog, as the CLI prices (issue 17).
    const priceSource = serverPriceSource(env);
    const agentStudio = options.studioModel
      ? new AgentStudioService(store, {
          model: options.studioModel,
          priceSource,
          tradeRegistry: defaultTradeRegistry(),
          clock: () => new Date(),
          newId,
        })
      : undefined;
    const created = await createApp({
      store,
      ...(agentStudio ? { agentStudio } : {}),
      priceSource,
      registry: defaultTradeRegistry(),
      clock: () => new Date(),
      newId,
      uploadsDir: join(resolve(env.QUOIN_HOME?.trim() || '.quoin'), 'uploads'),
      logger: { level: 'error', stream: process.stderr },
      ...(Number.isFinite(delay) && delay > 0 ? { executionStepDelayMs: delay } : {}),
      ...(jobs ? { jobs } : {}),
      // Drawing sets (ingested by the server or a worker): the CLI's embedding, vision and answering models.
      drawingModels: drawingModelsFromEnv(env, store),
      ...options.deps,
    });
    const opened = jobs;
    const fanout = await fanoutFromEnv(created.context, env).catch(async (error: unknown) => {
      await created.app.close();
      throw error;
    });
    return {
      ...created,
      store,
      jobs,
      fanout,
      close: async () => {
        await opened?.stop();
        await fanout?.stop();
        await created.app.close();
        await store.close();
      },
    };
  } catch (error) {
    await jobs?.stop();
    await store.close();
    throw error;
  }
}
