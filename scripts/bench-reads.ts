// Estimate reads: `GET /api/estimates/:id` with the stamp-checked read cache and without it, 50 concurrent
// clients for 5 s each (autocannon), against one listening server on PGlite and one on PostgreSQL (the one
// QUOIN_BENCH_DATABASE_URL or QUOIN_TEST_DATABASE_URL names, else a throwaway cluster started by
// scripts/with-test-postgres.sh; the section says it was skipped, and why, when none can be started).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { inSchema } from './postgres-schema.ts';
import { spawnQuoin } from './spawn-quoin.ts';

const CLIENTS = 50;
const DURATION_S = 5;

export interface ReadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** Seeds one priced estimate (a bathroom remodel: plan proposed over REST, approved over the socket). */
export async function seedEstimate(url: string, title = 'Bath remodel'): Promise<string> {
  const created = await fetch(`${url}/api/estimates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title, text: 'Remodel my 5x8 bathroom in Austin, TX' }),
  });
  const { estimate } = (await created.json()) as { estimate: { id: string } };
  await new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/${estimate.id}`);
    socket.on('error', reject);
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; planId?: string };
      if (event.type === 'plan_proposed')
        socket.send(JSON.stringify({ type: 'approve_plan', planId: event.planId }));
      if (event.type === 'estimate_quality_updated') {
        socket.close();
        resolve();
      }
    });
  });
  return estimate.id;
}

/** Reads/s and p99 of GET /api/estimates/:id at `url`. */
export async function measureReads(
  url: string,
  estimateId: string,
  seconds = DURATION_S,
  headers: Record<string, string> = {},
): Promise<ReadFigures> {
  const result = await autocannon({
    url: `${url}/api/estimates/${estimateId}`,
    connections: CLIENTS,
    duration: seconds,
    headers,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    // A 304 answers a matching If-None-Match: a success, not an error.
    errors: result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0) + result.errors,
  };
}

export function formatReads(label: string, figures: ReadFigures): string {
  return `  ${label}: ${figures.requestsPerSecond.toLocaleString('en-US')} reads/s · p99 ${figures.p99Ms} ms${figures.errors ? ` · ${figures.errors} errors` : ''}`;
}

/** Reads with the cache on and off, and with the cache on a client's If-None-Match (304, no body). */
async function readSection(env: Record<string, string>): Promise<void> {
  for (const cache of ['on', 'off'] as const) {
    const server = await spawnQuoin(['serve', '--port', '0', '--no-web'], {
      QUOIN_HOME: mkdtempSync(join(tmpdir(), 'quoin-bench-reads-')),
      QUOIN_SCHEDULER: '0',
      QUOIN_READ_CACHE: cache,
      ...env,
    });
    try {
      const id = await seedEstimate(server.url);
      const first = await fetch(`${server.url}/api/estimates/${id}`);
      const bytes = (await first.arrayBuffer()).byteLength;
      console.log(
        formatReads(
          `read cache ${cache} (${bytes.toLocaleString('en-US')}-byte body)`,
          await measureReads(server.url, id),
        ),
      );
      if (cache === 'on') {
        // What a browser asks for: the body gzipped once per version in the cache.
        const figures = await measureReads(server.url, id, DURATION_S, { 'accept-encoding': 'gzip' });
        console.log(formatReads(`read cache ${cache}, Accept-Encoding: gzip`, figures));
      }
      const etag = first.headers.get('etag');
      if (etag) {
        const figures = await measureReads(server.url, id, DURATION_S, { 'if-none-match': etag });
        console.log(formatReads(`read cache ${cache}, If-None-Match (304)`, figures));
      }
    } finally {
      await server.stop();
    }
  }
}

/** The PostgreSQL section against `databaseUrl`, in a schema of its own. */
export async function benchReadsOnPostgres(databaseUrl: string): Promise<void> {
  console.log(
    `\nEstimate reads on PostgreSQL, GET /api/estimates/:id of a priced bathroom remodel, ${CLIENTS} clients × ${DURATION_S} s, one \`quoin serve\` child process:`,
  );
  await inSchema(databaseUrl, (url) => readSection({ DATABASE_URL: url }));
}

/** Runs this file's PostgreSQL section inside scripts/with-test-postgres.sh; says why when it cannot. */
async function benchReadsOnThrowawayPostgres(): Promise<void> {
  const script = new URL('./with-test-postgres.sh', import.meta.url).pathname;
  const self = new URL(import.meta.url).pathname;
  let stderr = '';
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn('bash', [script, process.execPath, '--import', 'tsx', self, '--postgres'], {
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    child.stderr.on('data', (data: Buffer) => {
      stderr += String(data);
    });
    child.once('error', () => resolve(null));
    child.once('exit', resolve);
  });
  if (status === 0) return;
  const started = /with-test-postgres: PostgreSQL \S+ on/.test(stderr);
  const reason = stderr.trim().split('\n').at(-1) ?? `exit ${status}`;
  console.log(
    started
      ? `\nEstimate reads on PostgreSQL: FAILED (${reason})\n${stderr}`
      : `\nEstimate reads on PostgreSQL: skipped, no PostgreSQL could be started (${reason}); set QUOIN_BENCH_DATABASE_URL to use one`,
  );
}

/** One `quoin serve` child on a throwaway PGlite folder, then one on PostgreSQL. */
export async function benchReads(): Promise<void> {
  console.log(
    `\nEstimate reads, GET /api/estimates/:id of a priced bathroom remodel, ${CLIENTS} clients × ${DURATION_S} s, one \`quoin serve\` child process on PGlite:`,
  );
  await readSection({});
  const databaseUrl = process.env.QUOIN_BENCH_DATABASE_URL ?? process.env.QUOIN_TEST_DATABASE_URL;
  if (databaseUrl) await benchReadsOnPostgres(databaseUrl);
  else await benchReadsOnThrowawayPostgres();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--postgres')) {
    const url = process.env.QUOIN_TEST_DATABASE_URL;
    if (!url) throw new Error('bench-reads --postgres runs inside scripts/with-test-postgres.sh');
    await benchReadsOnPostgres(url);
  } else await benchReads();
}
