// Estimate reads: `GET /api/estimates/:id` with the version-checked read cache and without it, 50 concurrent
// clients for 5 s each (autocannon), against one listening server on PGlite or, given a URL, PostgreSQL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import WebSocket from 'ws';
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
): Promise<ReadFigures> {
  const result = await autocannon({
    url: `${url}/api/estimates/${estimateId}`,
    connections: CLIENTS,
    duration: seconds,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

export function formatReads(label: string, figures: ReadFigures): string {
  return `  ${label}: ${figures.requestsPerSecond.toLocaleString('en-US')} reads/s · p99 ${figures.p99Ms} ms${figures.errors ? ` · ${figures.errors} errors` : ''}`;
}

/** One `quoin serve` child on a throwaway PGlite folder, once with the read cache and once without. */
export async function benchReads(): Promise<void> {
  console.log(
    `\nEstimate reads, GET /api/estimates/:id of a priced bathroom remodel, ${CLIENTS} clients × ${DURATION_S} s, one \`quoin serve\` child process on PGlite:`,
  );
  for (const cache of ['on', 'off'] as const) {
    const home = mkdtempSync(join(tmpdir(), 'quoin-bench-reads-'));
    const server = await spawnQuoin(['serve', '--port', '0', '--no-web'], {
      QUOIN_HOME: home,
      QUOIN_SCHEDULER: '0',
      QUOIN_READ_CACHE: cache,
    });
    try {
      const id = await seedEstimate(server.url);
      console.log(formatReads(`read cache ${cache}`, await measureReads(server.url, id)));
    } finally {
      await server.stop();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReads();
