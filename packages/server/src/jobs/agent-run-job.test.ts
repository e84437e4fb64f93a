import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, GOLDEN_PLANS } from '@quoin/core';
import { openStore, type Store } from '@quoin/store';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps.ts';
import { type CreatedApp, createApp } from '../create-app.ts';
import { advisoryLock } from './advisory-lock.ts';
import { agentRunHandler } from './agent-run-job.ts';
import type { JobData } from './job-queue.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';

const databaseUrl = process.env.QUOIN_TEST_DATABASE_URL;

const permitCheck = {
  name: 'permit-check',
  category: 'Analysis',
  description: 'Checks jobs for missing permits',
  promptTemplate: [{ id: 'ask', text: 'List missing permits for {{input.topic}}' }],
  dataBindings: [{ name: 'estimate', source: 'estimate' }],
  flow: [{ kind: 'prompt', id: 'review', promptBlockId: 'ask' }],
  permissions: { tools: ['annotate_estimate'], access: 'read', sensitiveFields: [] },
};

if (databaseUrl) {
  const schema = `agent_jobs_${process.pid}_${Date.now()}`;
  const opened: { close(): Promise<unknown> }[] = [];
  let server: CreatedApp;
  let worker: CreatedApp;
  let store: Store;
  const tries: JobData[] = [];

  /** One process's app on the shared schema: the server only queues, the worker takes the jobs. */
  async function processOn(jobs: PgBossJobQueue, label: string): Promise<CreatedApp> {
    const processStore = await openStore({ databaseUrl: databaseUrl as string, postgresSchema: schema });
    const deps: AppDeps = {
      store: processStore,
      priceSource: bundledCatalog(),
      registry: defaultTradeRegistry(),
      clock: () => new Date(),
      newId: (prefix) => `${prefix}-${label}-${Math.random().toString(36).slice(2)}`,
      uploadsDir: join(mkdtempSync(join(tmpdir(), 'quoin-agent-jobs-')), 'uploads'),
      jobs,
      estimateReadCache: false,
    };
    const created = await createApp(deps);
    opened.unshift(processStore, created.app, { close: () => jobs.stop() });
    return created;
  }

  beforeAll(async () => {
    const queue = () =>
      PgBossJobQueue.start({
        databaseUrl,
        schema: `${schema}_boss`,
        pollingIntervalSeconds: 0.5,
        retryLimit: 3,
      });
    server = await processOn(await queue(), 'server');
    const workerJobs = await queue();
    worker = await processOn(workerJobs, 'worker');
    store = worker.context.store;
    const handler = agentRunHandler(worker.context, advisoryLock(databaseUrl));
    await workerJobs.work('agent-run', async (data) => {
      tries.push(data);
      // The first try of the 'dies' run is cut off after the run began, as a worker killed mid-run would be.
      if (
        (data.input as { topic?: string }).topic === 'dies' &&
        tries.filter((t) => t.runId === data.runId).length === 1
      ) {
        await store.agentRuns.record({
          id: String(data.runId),
          agentName: 'permit-check',
          agentVersion: 0,
          actor: 'test',
          inputs: {},
          playground: true,
          startedAt: new Date().toISOString(),
          status: 'running',
          steps: [],
          inputTokens: 0,
          outputTokens: 0,
          costMicroUsd: 0,
          latencyMs: 0,
          tools: [],
        });
        throw new Error('worker died mid-run');
      }
      await handler(data);
    });
    const plan = GOLDEN_PLANS['roof-replacement'];
    if (!plan) throw new Error('no plan');
    const { estimate } = await buildEstimateFromPlan(plan, {
      registry: defaultTradeRegistry(),
      priceSource: bundledCatalog(),
      id: 'est-roof',
      now: '2025-03-01T12:00:00.000Z',
    });
    await store.estimates.saveEstimate(estimate, { actor: 'test' });
  }, 120_000);

  afterAll(async () => {
    for (const resource of opened) await resource.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.query(`drop schema if exists "${schema}_boss" cascade`);
    await client.end();
  });

  const runThroughServer = async (topic: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/agents/permit-check/run',
      payload: { estimateId: 'est-roof', input: { topic }, config: permitCheck },
    });
    return {
      status: response.statusCode,
      body: response.json() as { run: { id: string; status: string; output?: string } },
    };
  };

  describe('agent runs as jobs (QUOIN_JOBS=queue)', () => {
    it('a run posted to the server runs on the worker and answers its log', async () => {
      const { status, body } = await runThroughServer('the roof');
      expect(status, JSON.stringify(body)).toBe(201);
      expect(body.run).toMatchObject({ status: 'success' });
      expect(body.run.output).toContain('List missing permits for the roof');
      expect(body.run.id).toMatch(/^run-server-/);
      expect(tries.map((data) => data.runId)).toContain(body.run.id);
    }, 120_000);

    it('a run whose worker died mid-run is retried and ends exactly once', async () => {
      const { status, body } = await runThroughServer('dies');
      expect(status, JSON.stringify(body)).toBe(201);
      expect(body.run.status).toBe('success');
      expect(tries.filter((data) => data.runId === body.run.id)).toHaveLength(2);
      const finished = await store.agentRuns.get(body.run.id);
      // A late retry of the same job (the queue missed the end) finds the run finished and runs nothing.
      const handler = agentRunHandler(worker.context);
      await handler(tries.find((data) => data.runId === body.run.id) as JobData);
      expect(await store.agentRuns.get(body.run.id)).toEqual(finished);
    }, 120_000);

    it('refuses a run that cannot start before queueing it', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/agents/nobody/run',
        payload: { input: {} },
      });
      expect(response.statusCode).toBe(404);
    });
  });
} else {
  describe('agent runs as jobs (QUOIN_JOBS=queue)', () => {
    it.skip('needs QUOIN_TEST_DATABASE_URL; run scripts/with-test-postgres.sh npx vitest run packages/server/src/jobs', () => {});
  });
}
