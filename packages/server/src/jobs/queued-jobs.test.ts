import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, GOLDEN_PLANS } from '@quoin/core';
import { openStore, type Store } from '@quoin/store';
import { PERMIT_CHECK_AGENT, writeTestPdf } from '@quoin/testkit';
import { describeNeedsPostgres, dropSchemas, testDatabaseUrl, uniqueSchemaName } from '@quoin/testkit/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps.ts';
import { type CreatedApp, createApp } from '../create-app.ts';
import { type PgFanout, startPgFanout } from '../fanout/pg-fanout.ts';
import type { LiveSocket } from '../live/live-hub.ts';
import { advisoryLock } from './advisory-lock.ts';
import { agentRunHandler } from './agent-run-job.ts';
import { drawingIngestionHandler } from './drawing-ingestion-job.ts';
import type { JobData } from './job-queue.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';

const databaseUrl = testDatabaseUrl();

if (databaseUrl) {
  const schema = uniqueSchemaName('agent_jobs');
  const opened: { close(): Promise<unknown> }[] = [];
  let server: CreatedApp;
  let worker: CreatedApp;
  let store: Store;
  const tries: JobData[] = [];
  // One QUOIN_HOME for the server and the worker: the worker reads the uploaded PDF from it.
  const uploadsDir = join(mkdtempSync(join(tmpdir(), 'quoin-queued-jobs-')), 'uploads');
  const fanouts: PgFanout[] = [];

  /** One process's app on the shared schema: the server only queues, the worker takes the jobs. */
  async function processOn(jobs: PgBossJobQueue, label: string): Promise<CreatedApp> {
    const processStore = await openStore({ databaseUrl: databaseUrl as string, postgresSchema: schema });
    const deps: AppDeps = {
      store: processStore,
      priceSource: bundledCatalog(),
      registry: defaultTradeRegistry(),
      clock: () => new Date(),
      newId: (prefix) => `${prefix}-${label}-${Math.random().toString(36).slice(2)}`,
      uploadsDir,
      jobs,
      estimateReadCache: false,
    };
    const created = await createApp(deps);
    const fanout = await startPgFanout(created.context.hub, { databaseUrl: databaseUrl as string, schema });
    fanouts.push(fanout);
    opened.unshift(processStore, created.app, { close: () => fanout.stop() }, { close: () => jobs.stop() });
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
      return handler(data);
    });
    await workerJobs.work('drawing-ingestion', drawingIngestionHandler(worker.context));
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
    await dropSchemas(databaseUrl as string, [schema, `${schema}_boss`]);
  });

  const runThroughServer = async (topic: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/agents/permit-check/run',
      payload: { estimateId: 'est-roof', input: { topic }, config: PERMIT_CHECK_AGENT },
    });
    return {
      status: response.statusCode,
      body: response.json() as { run: { id: string; status: string; output?: string } },
    };
  };

  describe('agent runs and drawing ingestion as jobs (QUOIN_JOBS=queue)', () => {
    it("a drawing set posted to the server is read on the worker, its progress reaching the server's socket", async () => {
      const frames: string[] = [];
      const browser: LiveSocket = { readyState: 1, send: (frame) => frames.push(frame) };
      server.context.hub.join('est-roof', browser);
      const pdf = writeTestPdf([
        [{ x: 2660, y: 160, text: 'A-101', size: 60 }],
        [{ x: 2660, y: 160, text: 'A-102', size: 60 }],
      ]);
      const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'house.pdf');
      const response = await fetch(`${url}/api/drawing-sets?estimateId=est-roof`, {
        method: 'POST',
        body: form,
      });
      const body = (await response.json()) as { status: string; set: { id: string; pageCount: number } };
      expect(response.status, JSON.stringify(body)).toBe(201);
      expect(body).toMatchObject({ status: 'added', set: { pageCount: 2 } });
      expect(body.set.id).toMatch(/^dset-server-/);
      const deadline = Date.now() + 60_000;
      const progress = () => frames.filter((frame) => frame.includes('drawing_ingest_progress'));
      while (progress().length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(progress(), frames.join('\n')).toHaveLength(2);
      server.context.hub.leave('est-roof', browser);
      const again = await fetch(`${url}/api/drawing-sets`, { method: 'POST', body: form });
      expect(((await again.json()) as { status: string }).status).toBe('unchanged');
    }, 120_000);

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

    it('answers a run that cannot start with its refusal at once, not retried for minutes', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/agents/nobody/run',
        payload: { input: {} },
      });
      expect(response.statusCode, response.body).toBe(404);
    });
  });
} else {
  describeNeedsPostgres(
    'agent runs and drawing ingestion as jobs (QUOIN_JOBS=queue)',
    'packages/server/src/jobs',
  );
}
