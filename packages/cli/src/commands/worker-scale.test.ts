import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERMIT_CHECK_AGENT } from '@quoin/testkit';
import { spawnQuoin, waitUntil } from '@quoin/testkit/process';
import { describeNeedsPostgres, testDatabaseUrl, uniqueSchemaName } from '@quoin/testkit/store';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

// Issue 20, the big test: PostgreSQL, two `quoin serve` (jobs queued) and two `quoin worker` child processes;
// estimates created and approved on both servers, one worker and one server SIGKILLed mid-run. Every plan must
// be executed exactly once (same lines and total as every other copy of the job, one "Priced" message, each
// checkpoint once) and every socket on the surviving server must see every event of its estimate, including
// those made on the other server and by the workers; agent runs queued as the worker dies each end once, with
// their log answered to the request. Needs QUOIN_TEST_DATABASE_URL (scripts/with-test-postgres.sh).
const JOB = 'Remodel my 5x8 bathroom in Austin, TX';
const ESTIMATES = Number(process.env.QUOIN_SCALE_ESTIMATES ?? 100);
const databaseUrl = testDatabaseUrl();
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

async function start(args: string[], env: Record<string, string>, ready: RegExp) {
  const started = await spawnQuoin(args, { env: { PATH: process.env.PATH ?? '', ...env }, ready });
  children.add(started.child);
  return { child: started.child, url: started.ready, output: started.output };
}

interface Observer {
  estimateId: string;
  events: Record<string, unknown>[];
  socket: WebSocket;
}

async function observe(url: string, estimateId: string): Promise<Observer> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/${estimateId}`);
  const events: Record<string, unknown>[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as Record<string, unknown>));
  socket.on('error', () => {});
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  // 'connected' comes once the server has joined the socket to the estimate's hub: events from then on reach it.
  while (!events.some((event) => event.type === 'connected'))
    await new Promise((resolve) => setTimeout(resolve, 20));
  return { estimateId, events, socket };
}

/** Creates an estimate on `url`, starts watching it on `watchUrl`, then approves its plan over `url`'s socket. */
async function createWatchAndApprove(url: string, watchUrl: string): Promise<Observer> {
  const response = await fetch(`${url}/api/estimates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Bathroom', text: JOB }),
  });
  const body = (await response.json()) as { estimate: { id: string }; pendingPlan: { id: string } };
  const observer = await observe(watchUrl, body.estimate.id);
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/${body.estimate.id}`);
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('open', resolve));
  const approved = new Promise((resolve) =>
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'plan_approved') resolve(undefined);
    }),
  );
  socket.send(JSON.stringify({ type: 'approve_plan', planId: body.pendingPlan.id }));
  await approved;
  socket.close();
  return observer;
}

const AGENT_RUNS = Number(process.env.QUOIN_SCALE_AGENT_RUNS ?? 20);

/** Runs the flow through `url` (the server queues it, a worker runs it) and answers the status and run. */
async function runAgent(url: string, estimateId: string, topic: string) {
  const response = await fetch(`${url}/api/agents/permit-check/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ estimateId, input: { topic }, config: PERMIT_CHECK_AGENT }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { run?: { id: string; status: string; output?: string } },
  };
}

const until = (check: () => Promise<boolean>, timeoutMs: number, what: string) =>
  waitUntil(check, { what, timeoutMs, intervalMs: 250 });

if (databaseUrl) {
  describe('many servers, many workers on one PostgreSQL', () => {
    it(`runs ${ESTIMATES} plans exactly once through two servers and two workers, one of each killed`, async () => {
      const run = uniqueSchemaName('scale');
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`create schema ${run}`);
      try {
        const url = `${databaseUrl}?options=${encodeURIComponent(`-c search_path=${run}`)}`;
        const env = {
          DATABASE_URL: url,
          QUOIN_JOBS: 'queue',
          QUOIN_JOB_SCHEMA: `${run}_jobs`,
          QUOIN_FANOUT_CHANNEL: `${run}_events`,
          QUOIN_JOB_EXPIRE_SECONDS: '10',
          QUOIN_JOB_POLL_SECONDS: '0.5',
          QUOIN_WORKER_CONCURRENCY: '3',
          QUOIN_EXECUTION_STEP_DELAY_MS: '100',
          QUOIN_SCHEDULER: '0',
          QUOIN_HOME: mkdtempSync(join(tmpdir(), 'quoin-scale-')),
        };
        const listening = /listening on (http:\/\/\S+)/;
        const serverA = await start(['serve', '--port', '0', '--no-web'], env, listening);
        const serverB = await start(['serve', '--port', '0', '--no-web'], env, listening);
        const workers = await Promise.all([1, 2].map(() => start(['worker'], env, /worker ready()/)));
        const started = Date.now();
        // Half the estimates are made and approved on each server; every one is watched from server A.
        const observers = await Promise.all(
          Array.from({ length: ESTIMATES }, (_unused, index) =>
            createWatchAndApprove(index % 2 === 0 ? serverA.url : serverB.url, serverA.url),
          ),
        );
        const executed = async () =>
          Number(
            (await admin.query(`select count(*) as n from ${run}.plans where status = 'executed'`)).rows[0]
              ?.n,
          );
        await until(async () => (await executed()) >= Math.max(1, ESTIMATES / 5), 120_000, 'first plans');
        // Agent runs queued on the surviving server as the worker dies: some are taken by it and cut off.
        const agentRuns = Promise.all(
          Array.from({ length: AGENT_RUNS }, (_unused, index) =>
            runAgent(serverA.url, observers[index % observers.length]?.estimateId ?? '', `job ${index}`),
          ),
        );
        await until(
          async () =>
            Number(
              (await admin.query(`select count(*) as n from ${run}_jobs.job where name = 'agent-run'`))
                .rows[0]?.n,
            ) >= Math.min(AGENT_RUNS, 3),
          60_000,
          'the first agent runs queued',
        );
        workers[0]?.child.kill('SIGKILL');
        serverB.child.kill('SIGKILL');
        await until(async () => (await executed()) === ESTIMATES, 300_000, 'every plan executed').catch(
          async (error: Error) => {
            const plans = await admin.query(`select status, count(*) as n from ${run}.plans group by status`);
            const jobs = await admin.query(
              `select name, state, count(*) as n from ${run}_jobs.job group by name, state`,
            );
            throw new Error(
              `${error.message}: plans ${JSON.stringify(plans.rows)}, jobs ${JSON.stringify(jobs.rows)}; worker: ${workers[1]?.output().slice(-2000)}; server A: ${serverA.output().slice(-2000)}`,
            );
          },
        );
        // Every agent run answered with its finished log, each logged once, whichever worker ran it.
        const answered = await agentRuns;
        for (const { status, body } of answered) {
          expect(status, JSON.stringify(body)).toBe(201);
          expect(body.run?.status).toBe('success');
        }
        const runIds = answered.map(({ body }) => body.run?.id);
        expect(new Set(runIds).size).toBe(AGENT_RUNS);
        const logged = await admin.query<{ status: string; n: string }>(
          `select status, count(*) as n from ${run}.agent_runs where id = any($1) group by status`,
          [runIds],
        );
        expect(logged.rows).toEqual([{ status: 'success', n: String(AGENT_RUNS) }]);
        // The "Priced N lines" message follows the plan's last step.
        const pricedCount = async () =>
          Number(
            (
              await admin.query(
                `select count(distinct estimate_id) as n from ${run}.chat_messages where content like 'Priced %'`,
              )
            ).rows[0]?.n,
          );
        await until(async () => (await pricedCount()) === ESTIMATES, 30_000, 'every Priced message');
        const seconds = (Date.now() - started) / 1000;
        // A moment for the last notifications to reach server A.
        await new Promise((resolve) => setTimeout(resolve, 1_000));

        const heads = await admin.query<{
          id: string;
          version: number;
          grand_total_cents: string;
          line_item_count: number;
        }>(`select id, version, grand_total_cents, line_item_count from ${run}.estimates`);
        expect(heads.rows).toHaveLength(ESTIMATES);
        // Exactly once: every copy of the same job ends with the same lines and total.
        expect(new Set(heads.rows.map((row) => `${row.line_item_count}/${row.grand_total_cents}`)).size).toBe(
          1,
        );
        const priced = await admin.query<{ estimate_id: string; n: string }>(
          `select estimate_id, count(*) as n from ${run}.chat_messages where content like 'Priced %' group by estimate_id`,
        );
        expect(priced.rows).toHaveLength(ESTIMATES);
        expect(priced.rows.every((row) => Number(row.n) === 1)).toBe(true);
        const twice = await admin.query(
          `select job_id, step_key from ${run}.job_checkpoints group by job_id, step_key having count(*) > 1`,
        );
        expect(twice.rows).toEqual([]);

        // Every socket on the surviving server saw its estimate's events through to the last saved version.
        const versions = new Map(heads.rows.map((row) => [row.id, Number(row.version)]));
        for (const observer of observers) {
          const updates = observer.events.filter((event) => event.type === 'estimate_updated');
          expect(updates.at(-1)?.version, observer.estimateId).toBe(versions.get(observer.estimateId));
          // Made on either server, run by either worker: the approval, the last step and the message all arrive.
          const types = observer.events.map((event) => event.type);
          expect(types, observer.estimateId).toContain('plan_approved');
          const progress = observer.events.filter((event) => event.type === 'execution_progress');
          expect(progress.at(-1)?.done, observer.estimateId).toBe(progress.at(-1)?.total);
          const said = observer.events.filter(
            (event) =>
              event.type === 'chat_message_added' &&
              String((event.message as { content: string }).content).startsWith('Priced '),
          );
          expect(said, observer.estimateId).toHaveLength(1);
          observer.socket.close();
        }
        console.log(
          `${ESTIMATES} plans and ${AGENT_RUNS} agent runs through 2 servers and 2 workers (one of each killed): ${seconds.toFixed(1)} s`,
        );
        await Promise.all([serverA, workers[1]].map((child) => child?.child.kill('SIGTERM')));
      } finally {
        await admin.query(`drop schema if exists ${run} cascade`);
        await admin.query(`drop schema if exists ${run}_jobs cascade`);
        await admin.end();
      }
    }, 600_000);
  });
} else {
  describeNeedsPostgres(
    'many servers, many workers on one PostgreSQL',
    'packages/cli/src/commands/worker-scale.test.ts',
  );
}
