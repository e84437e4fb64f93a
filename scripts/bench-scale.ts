// Issue 20 figures on a shared PostgreSQL: plan-execution jobs per second with 1, 2 and 4 `quoin worker`
// processes, and estimate reads per second on each of two `quoin serve` processes read at the same time.
// `npm run bench` runs it when QUOIN_BENCH_DATABASE_URL (or QUOIN_TEST_DATABASE_URL) names a PostgreSQL:
//   scripts/with-test-postgres.sh npx tsx scripts/bench-scale.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { formatReads, measureReads, seedEstimate } from './bench-reads.ts';
import { inSchema } from './postgres-schema.ts';
import { type QuoinChild, spawnQuoin } from './spawn-quoin.ts';

const PLANS = Number(process.env.QUOIN_BENCH_PLANS ?? 40);
const JOB = 'Remodel my 5x8 bathroom in Austin, TX';

function envFor(url: string, schema: string): Record<string, string> {
  return {
    DATABASE_URL: url,
    QUOIN_JOBS: 'queue',
    QUOIN_JOB_SCHEMA: `${schema}_jobs`,
    QUOIN_FANOUT_CHANNEL: `${schema}_events`,
    QUOIN_SCHEDULER: '0',
    QUOIN_WORKER_CONCURRENCY: '2',
    QUOIN_HOME: mkdtempSync(join(tmpdir(), 'quoin-bench-scale-')),
  };
}

/** Creates a plan-carrying estimate and approves it over the socket; resolves once approved (queued). */
async function approve(url: string): Promise<void> {
  const response = await fetch(`${url}/api/estimates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Bathroom', text: JOB }),
  });
  const body = (await response.json()) as { estimate: { id: string }; pendingPlan: { id: string } };
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/${body.estimate.id}`);
  await new Promise((resolve) => socket.once('open', resolve));
  await new Promise<void>((resolve) => {
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'plan_approved') resolve();
    });
    socket.send(JSON.stringify({ type: 'approve_plan', planId: body.pendingPlan.id }));
  });
  socket.close();
}

async function jobsPerSecond(databaseUrl: string, workerCount: number): Promise<string> {
  return inSchema(databaseUrl, async (url, schema) => {
    const env = envFor(url, schema);
    const children: QuoinChild[] = [];
    try {
      const server = await spawnQuoin(['serve', '--port', '0', '--no-web'], env);
      children.push(server);
      // Plans are queued with no worker running, then the workers start and drain the queue.
      for (let index = 0; index < PLANS; index++) await approve(server.url);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const started = performance.now();
      children.push(
        ...(await Promise.all(
          Array.from({ length: workerCount }, () => spawnQuoin(['worker'], env, /worker ready()/)),
        )),
      );
      const ready = performance.now();
      for (;;) {
        const done = await admin.query<{ n: string }>(
          `select count(*) as n from plans where status = 'executed'`,
        );
        if (Number(done.rows[0]?.n) >= PLANS) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seconds = (performance.now() - ready) / 1000;
      await admin.end();
      return `  ${workerCount} worker${workerCount > 1 ? 's' : ''} × 2 jobs at once: ${(PLANS / seconds).toFixed(2)} jobs/s (${PLANS} plans in ${seconds.toFixed(1)} s after the workers were up; start-up ${((ready - started) / 1000).toFixed(1)} s)`;
    } finally {
      await Promise.all(children.map((child) => child.stop()));
    }
  });
}

async function readsPerServer(databaseUrl: string): Promise<string[]> {
  return inSchema(databaseUrl, async (url, schema) => {
    const env = { ...envFor(url, schema), QUOIN_JOBS: 'in-process' };
    const servers = await Promise.all(
      [1, 2].map(() => spawnQuoin(['serve', '--port', '0', '--no-web'], env)),
    );
    try {
      const id = await seedEstimate(servers[0]!.url);
      const figures = await Promise.all(servers.map((server) => measureReads(server.url, id)));
      return figures.map((figure, index) => formatReads(`server ${index + 1} of 2, read at once`, figure));
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
}

/** Prints the scale figures against `databaseUrl`. */
export async function benchScale(databaseUrl: string): Promise<void> {
  console.log(
    `\nPlan-execution jobs on PostgreSQL through pg-boss (${PLANS} bathroom plans queued, then drained):`,
  );
  for (const workers of [1, 2, 4]) console.log(await jobsPerSecond(databaseUrl, workers));
  console.log(
    '\nEstimate reads on PostgreSQL, two `quoin serve` processes, 50 clients each for 5 s (read cache on):',
  );
  for (const line of await readsPerServer(databaseUrl)) console.log(line);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.QUOIN_BENCH_DATABASE_URL ?? process.env.QUOIN_TEST_DATABASE_URL;
  if (!url) throw new Error('bench-scale needs QUOIN_BENCH_DATABASE_URL or QUOIN_TEST_DATABASE_URL');
  await benchScale(url);
}
