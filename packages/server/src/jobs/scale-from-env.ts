import { QuoinError } from '@quoin/core';
import type { AppContext } from '../app-deps.ts';
import { type PgFanout, type PgFanoutOptions, startPgFanout } from '../fanout/pg-fanout.ts';
import type { JobQueue } from './job-queue.ts';
import { PgBossJobQueue, pgBossOptionsFromEnv } from './pg-boss-job-queue.ts';

type Env = Record<string, string | undefined>;

/**
 * QUOIN_JOBS=queue: jobs go to pg-boss on DATABASE_URL for `quoin worker` processes to take; otherwise
 * undefined (the server runs them in-process, single-process mode).
 */
export async function jobQueueFromEnv(env: Env): Promise<JobQueue | undefined> {
  if (env.QUOIN_JOBS !== 'queue') return undefined;
  return PgBossJobQueue.start(pgBossOptionsFromEnv(requireDatabaseUrl(env, 'QUOIN_JOBS=queue'), env));
}

/** The PostgreSQL URL that workers and queues need; a clear refusal without it. */
export function requireDatabaseUrl(env: Env, what: string): string {
  const url = env.DATABASE_URL?.trim();
  if (!url)
    throw new QuoinError(
      'VALIDATION_FAILED',
      `${what} needs a shared PostgreSQL: set DATABASE_URL=postgres://… (the embedded database has one process).`,
      { setting: 'DATABASE_URL' },
    );
  return url;
}

/**
 * On a shared PostgreSQL (DATABASE_URL), estimate events fan out to the other servers through LISTEN/NOTIFY
 * (QUOIN_FANOUT=off turns it off); on the embedded database the in-memory hub is all there is.
 */
export async function fanoutFromEnv(context: AppContext, env: Env): Promise<PgFanout | undefined> {
  const url = env.DATABASE_URL?.trim();
  if (!url || env.QUOIN_FANOUT === 'off') return undefined;
  return startPgFanout(context.hub, fanoutOptionsFromEnv(url, env));
}

/** QUOIN_FANOUT_CHANNEL names the NOTIFY channel (runs sharing one database keep apart with their own). */
export function fanoutOptionsFromEnv(databaseUrl: string, env: Env): PgFanoutOptions {
  return { databaseUrl, ...(env.QUOIN_FANOUT_CHANNEL ? { channel: env.QUOIN_FANOUT_CHANNEL } : {}) };
}
