import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, GOLDEN_PLANS } from '@quoin/core';
import { actAs, openStore, type Store } from '@quoin/store';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgContextOf } from '../access/org-context.ts';
import type { AppDeps } from '../app-deps.ts';
import { type CreatedApp, createApp } from '../create-app.ts';
import { startPgFanout } from '../fanout/pg-fanout.ts';
import type { LiveSocket } from '../live/live-hub.ts';
import { agentRunsRoom } from '../studio/agent-run-progress.ts';
import { advisoryLock } from './advisory-lock.ts';
import { agentRunHandler } from './agent-run-job.ts';
import type { JobData } from './job-queue.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';
import { planExecutionHandler, requeueUnfinishedExecutions } from './plan-execution-job.ts';
import { runAgentAsJob } from './run-agent-as-job.ts';
import { scheduledAgentHandler } from './scheduled-agent-job.ts';

const databaseUrl = process.env.QUOIN_TEST_DATABASE_URL;

// Issue 20: a `quoin worker` runs every job in the organisation the job names. Two firms share one PostgreSQL;
// each has a plan resumed after a restart, an agent run (one whose first worker dies mid-run) and a scheduled
// agent; each job reads and writes only its own firm's rows.
const reviewer = (firm: string) => ({
  name: 'reviewer',
  category: 'Analysis',
  promptTemplate: [{ id: 'ask', text: `Review for ${firm}` }],
  dataBindings: [{ name: 'estimate', source: 'estimate' }],
  flow: [
    { kind: 'prompt', id: 'review', promptBlockId: 'ask' },
    {
      kind: 'tool',
      id: 'note',
      toolId: 'annotate_estimate',
      inputMapping: { estimateId: '$input.estimateId', note: `reviewed for ${firm}` },
    },
  ],
  permissions: { tools: ['annotate_estimate'], access: 'write', sensitiveFields: [] },
});

const nightly = (firm: string) => ({
  name: 'nightly',
  category: 'Report',
  promptTemplate: [{ id: 'ask', text: `Nightly report for ${firm}` }],
  flow: [{ kind: 'prompt', id: 'report', promptBlockId: 'ask' }],
  schedule: { cron: '0 2 * * *' },
});

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

if (databaseUrl) {
  const schema = `org_jobs_${process.pid}_${Date.now()}`;
  const opened: { close(): Promise<unknown> }[] = [];
  let server: CreatedApp;
  let store: Store;
  const firms: { name: string; orgId: string; estimateId: string; planId: string }[] = [];
  const tries: JobData[] = [];

  async function processOn(jobs: PgBossJobQueue, label: string): Promise<CreatedApp> {
    const processStore = await openStore({ databaseUrl: databaseUrl as string, postgresSchema: schema });
    const deps: AppDeps = {
      store: processStore,
      priceSource: bundledCatalog(),
      registry: defaultTradeRegistry(),
      clock: () => new Date(),
      newId: (prefix) => `${prefix}-${label}-${randomUUID().slice(0, 8)}`,
      uploadsDir: join(mkdtempSync(join(tmpdir(), 'quoin-org-jobs-')), 'uploads'),
      jobs,
      estimateReadCache: false,
    };
    const created = await createApp(deps);
    // Progress of a run on the worker reaches the server's sockets through LISTEN/NOTIFY.
    const fanout = await startPgFanout(created.context.hub, { databaseUrl: databaseUrl as string, schema });
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
    const worker = await processOn(workerJobs, 'worker');
    store = server.context.store;
    const runAgent = agentRunHandler(worker.context, advisoryLock(databaseUrl));
    await workerJobs.work('plan-execution', planExecutionHandler(worker.context, advisoryLock(databaseUrl)));
    await workerJobs.work('scheduled-agent', scheduledAgentHandler(worker.context));
    await workerJobs.work('agent-run', async (data) => {
      tries.push(data);
      // Cedar's first try dies after its run began, as a worker killed mid-run would.
      if (data.orgId === firms[1]?.orgId && tries.filter((t) => t.runId === data.runId).length === 1)
        throw new Error('worker died mid-run');
      return runAgent(data);
    });
    const plan = GOLDEN_PLANS['roof-replacement'];
    if (!plan) throw new Error('no plan');
    for (const name of ['Birch', 'Cedar']) {
      const org = await store.accounts.createOrganisation(`${name} ${schema}`, { actor: 'test' });
      const scoped = store.forOrg(org.id);
      const estimateId = `est-${name.toLowerCase()}`;
      // A deck estimate; the approved plan adds the roof.
      const { estimate } = await buildEstimateFromPlan(GOLDEN_PLANS.deck!, {
        registry: defaultTradeRegistry(),
        priceSource: bundledCatalog(),
        id: estimateId,
        now: '2026-11-25T00:00:00.000Z',
      });
      await scoped.estimates.saveEstimate(estimate, { actor: 'test' });
      const proposed = await scoped.plans.proposePlan({ estimateId, plan }, { actor: 'test' });
      // Approved before a restart cut its execution short: what the next server finds and queues.
      await scoped.plans.setPlanStatus(proposed.id, 'approved', { actor: 'test' });
      await scoped.agents.create(reviewer(name), { actor: 'test' }, { publish: true });
      await scoped.agents.create(nightly(name), { actor: 'test' }, { publish: true });
      firms.push({ name, orgId: org.id, estimateId, planId: proposed.id });
    }
  }, 180_000);

  afterAll(async () => {
    for (const resource of opened) await resource.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.query(`drop schema if exists "${schema}_boss" cascade`);
    await client.end();
  });

  describe('a worker runs each job in the organisation it names (PostgreSQL, pg-boss)', () => {
    it("resumes each firm's approved plan on the worker, in that firm", async () => {
      await requeueUnfinishedExecutions(server.context);
      for (const firm of firms) {
        await until(
          async () => (await store.plans.getPlan(firm.planId))?.status === 'executed',
          `${firm.name}'s plan to execute (status ${(await store.plans.getPlan(firm.planId))?.status})`,
        );
        const own = await store.forOrg(firm.orgId).estimates.getEstimate(firm.estimateId);
        const roofGroup = GOLDEN_PLANS['roof-replacement']?.groups[0]?.name;
        expect(own?.groups.map((group) => group.name)).toContain(roofGroup);
        for (const other of firms.filter((candidate) => candidate !== firm))
          expect(await store.forOrg(other.orgId).estimates.getEstimate(firm.estimateId)).toBeUndefined();
      }
    }, 180_000);

    it("runs each firm's agent on the worker over its own config and estimate, exactly once", async () => {
      // A browser of each firm on the server, watching its firm's agent runs.
      const seen = new Map<string, Record<string, unknown>[]>();
      for (const firm of firms) {
        const frames: Record<string, unknown>[] = [];
        seen.set(firm.orgId, frames);
        const browser: LiveSocket = { readyState: 1, send: (frame) => frames.push(JSON.parse(frame)) };
        server.context.hub.join(agentRunsRoom(firm.orgId), browser);
      }
      for (const firm of firms) {
        const scoped = orgContextOf(server.context, firm.orgId);
        const log = await actAs(
          `estimator@${firm.name.toLowerCase()}.example`,
          () =>
            runAgentAsJob(scoped, 'reviewer', {
              actor: 'api',
              estimateId: firm.estimateId,
              input: { estimateId: firm.estimateId },
            }),
          'estimator',
        );
        expect(log.status, JSON.stringify(log)).toBe('success');
        const jobTries = tries.filter((data) => data.runId === log.id);
        expect(jobTries.map((data) => [data.orgId, data.actingRole])).toEqual(
          jobTries.map(() => [firm.orgId, 'estimator']),
        );
        expect(jobTries).toHaveLength(firm.name === 'Cedar' ? 2 : 1);
        for (const other of firms.filter((candidate) => candidate !== firm))
          expect(await store.forOrg(other.orgId).agentRuns.get(log.id)).toBeUndefined();
        const estimate = await store.forOrg(firm.orgId).estimates.getEstimate(firm.estimateId);
        const notes = estimate?.assumptions.filter((line) => line.includes('reviewed for')) ?? [];
        expect(notes).toEqual([expect.stringContaining(`reviewed for ${firm.name}`)]);
        const frames = seen.get(firm.orgId) ?? [];
        await until(
          async () => frames.some((frame) => frame.runId === log.id && frame.phase === 'run-finished'),
          `${firm.name}'s run progress on the server (${JSON.stringify(frames)})`,
        );
        expect(frames.filter((frame) => frame.runId !== undefined && frame.agent !== 'reviewer')).toEqual([]);
        for (const other of firms.filter((candidate) => candidate !== firm))
          expect(seen.get(other.orgId)?.some((frame) => frame.runId === log.id)).toBe(false);
      }
    }, 240_000);

    it("runs each firm's scheduled agent once, on the worker, in its own run log", async () => {
      const ended = await server.context.jobs.enqueueAndWait(
        'scheduled-agent',
        { from: '2026-11-25T01:59:00.000Z', to: '2026-11-25T02:00:00.000Z' },
        120_000,
      );
      expect(ended.outcome).toBe('completed');
      for (const firm of firms) {
        const runs = await store.forOrg(firm.orgId).agentRuns.search({ agent: 'nightly' });
        expect(
          runs.map((run) => [run.actor, run.status]),
          JSON.stringify(runs),
        ).toEqual([['scheduler', 'success']]);
      }
    }, 180_000);
  });
} else {
  describe('a worker runs each job in the organisation it names (PostgreSQL, pg-boss)', () => {
    it.skip('needs QUOIN_TEST_DATABASE_URL; run scripts/with-test-postgres.sh npx vitest run packages/server/src/jobs', () => {});
  });
}
