import { waitUntil } from '@quoin/testkit/process';
import { describeNeedsPostgres, dropSchemas, testDatabaseUrl, uniqueSchemaName } from '@quoin/testkit/store';
import { afterAll, describe, expect, it } from 'vitest';
import { InProcessJobQueue } from './in-process-job-queue.ts';
import type { JobData, JobQueue } from './job-queue.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';

const databaseUrl = testDatabaseUrl();

/** What every queue must do, whichever runs it. */
function describeJobQueueContract(label: string, open: () => Promise<JobQueue>) {
  describe(`job queue contract (${label})`, () => {
    const opened: JobQueue[] = [];
    afterAll(async () => {
      for (const queue of opened) await queue.stop();
    });

    it('runs every enqueued job once with its data', async () => {
      const queue = await open();
      opened.push(queue);
      const seen: JobData[] = [];
      await queue.work('plan-execution', async (data) => {
        seen.push(data);
      });
      for (const planId of ['p1', 'p2', 'p3'])
        await queue.enqueue('plan-execution', { planId }, { key: `${label}-${planId}` });
      await waitUntil(() => seen.length === 3, { what: 'three jobs run' });
      expect(seen.map((data) => data.planId).sort()).toEqual(['p1', 'p2', 'p3']);
    });

    it('retries a job whose handler failed, and the retry sees the same data', async () => {
      const queue = await open();
      opened.push(queue);
      let tries = 0;
      await queue.work('drawing-ingestion', async (data) => {
        tries += 1;
        expect(data.setId).toBe('set-1');
        if (tries === 1 && queue.kind === 'pg-boss') throw new Error('worker died');
      });
      await queue.enqueue('drawing-ingestion', { setId: 'set-1' });
      await waitUntil(() => tries >= (queue.kind === 'pg-boss' ? 2 : 1), { what: 'the retry' });
    });
  });
}

describeJobQueueContract('in-process', async () => new InProcessJobQueue());

if (databaseUrl) {
  const schema = uniqueSchemaName('jobs_test');
  describeJobQueueContract('pg-boss', () =>
    PgBossJobQueue.start({ databaseUrl, schema, pollingIntervalSeconds: 0.5, retryLimit: 3 }),
  );
  afterAll(() => dropSchemas(databaseUrl, [schema]));
} else {
  describeNeedsPostgres('job queue contract (pg-boss)', 'packages/server/src/jobs');
}

describe('InProcessJobQueue', () => {
  it('runs the job in the caller and drops a second enqueue of a key still running', async () => {
    const queue = new InProcessJobQueue();
    let runs = 0;
    let release: () => void = () => {};
    await queue.work('plan-execution', async () => {
      runs += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const first = queue.enqueue('plan-execution', { planId: 'p' }, { key: 'p' });
    await queue.enqueue('plan-execution', { planId: 'p' }, { key: 'p' });
    release();
    await first;
    expect(runs).toBe(1);
  });

  it('refuses a job no handler takes, by code', async () => {
    await expect(new InProcessJobQueue().enqueue('agent-run', {})).rejects.toMatchObject({
      code: 'INTERNAL',
    });
  });
});
