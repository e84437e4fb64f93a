import { QuoinError } from '@quoin/core';
import pg from 'pg';

/** Runs `fn` while holding `key`, or refuses (retryable) when another live process holds it. */
export type Exclusive = <T>(key: string, fn: () => Promise<T>) => Promise<T>;

/**
 * A PostgreSQL session advisory lock on its own connection for as long as `fn` runs: two workers never run the
 * same plan at once (a job the queue retried because it looked dead, while its first run was only slow). The
 * lock goes with the connection, so a worker that dies releases it and the retry can take it.
 */
export function advisoryLock(databaseUrl: string): Exclusive {
  return async (key, fn) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => {});
    await client.connect();
    try {
      const taken = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as locked',
        [key],
      );
      if (!taken.rows[0]?.locked)
        throw new QuoinError('UNAVAILABLE', `${key} is running in another process; try again later.`, {
          key,
        });
      return await fn();
    } finally {
      await client.end().catch(() => {});
    }
  };
}
