// Server figures: REST latency and throughput with 50 concurrent clients on loopback (autocannon), and event
// fan-out latency to 100 WebSocket subscribers of one estimate, against a real listening server on PGlite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { startServer } from '../packages/server/src/index.ts';

const CLIENTS = 50;
const SUBSCRIBERS = 100;
const DURATION_S = 5;

async function json(url: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${url}${path}`, { ...init, headers: { 'content-type': 'application/json' } });
  return (await response.json()) as { estimate: { id: string; version: number } };
}

function pct(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function restFigures(url: string, estimateId: string): Promise<void> {
  console.log(
    `\nREST on loopback, ${CLIENTS} concurrent clients, ${DURATION_S} s each (autocannon; PGlite store):`,
  );
  for (const [label, path] of [
    ['GET /api/health', '/api/health'],
    [
      'GET /api/estimates/:id (estimate with groups, items, materials, totals)',
      `/api/estimates/${estimateId}`,
    ],
    ['GET /api/estimates?search=bath', '/api/estimates?search=bath'],
  ] as const) {
    const result = await autocannon({ url: `${url}${path}`, connections: CLIENTS, duration: DURATION_S });
    const { latency, requests, non2xx, errors } = result;
    console.log(
      `  ${label}: ${Math.round(requests.average).toLocaleString('en-US')} req/s · latency median ${latency.p50} ms, p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms, max ${latency.max} ms${non2xx || errors ? ` · ${non2xx} non-2xx, ${errors} errors` : ''}`,
    );
  }
}

async function fanOutFigures(url: string, estimateId: string): Promise<void> {
  const received: number[][] = [];
  const sockets = await Promise.all(
    Array.from({ length: SUBSCRIBERS }, async (_unused, index) => {
      const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/${estimateId}`);
      received[index] = [];
      socket.on('message', (data) => {
        const event = JSON.parse(String(data)) as { type: string };
        if (event.type === 'estimate_updated') received[index]?.push(performance.now());
      });
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      return socket;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const latencies: number[] = [];
  const rounds = 30;
  for (let round = 0; round < rounds; round++) {
    const { estimate } = await json(url, `/api/estimates/${estimateId}`);
    const sent = performance.now();
    await json(url, `/api/estimates/${estimateId}`, {
      method: 'PATCH',
      body: JSON.stringify({ version: estimate.version, title: `Bath remodel, round ${round}` }),
    });
    const deadline = Date.now() + 5_000;
    while (received.some((times) => (times?.length ?? 0) <= round) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    for (const times of received) {
      const at = times[round];
      if (at !== undefined) latencies.push(at - sent);
    }
  }
  for (const socket of sockets) socket.close();
  const sorted = latencies.sort((a, b) => a - b);
  console.log(
    `\nWebSocket fan-out: a REST edit → estimate_updated at each of ${SUBSCRIBERS} subscribers, ${rounds} edits (${latencies.length} deliveries of ${rounds * SUBSCRIBERS}):`,
  );
  console.log(
    `  from sending the PATCH to receipt: median ${pct(sorted, 0.5).toFixed(1)} ms, p95 ${pct(sorted, 0.95).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (includes the PATCH's own save)`,
  );
}

/** Starts a server on a throwaway PGlite folder, seeds one priced estimate, prints the figures. */
export async function benchServer(): Promise<void> {
  const home = mkdtempSync(join(tmpdir(), 'quoin-bench-server-'));
  const server = await startServer({ port: 0, env: { QUOIN_HOME: home } });
  try {
    const created = await json(server.url, '/api/estimates', {
      method: 'POST',
      body: JSON.stringify({ title: 'Bath remodel', text: 'Remodel my 5x8 bathroom in Austin, TX' }),
    });
    const estimateId = created.estimate.id as string;
    await new Promise<void>((resolve) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/${estimateId}`);
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
    await restFigures(server.url, estimateId);
    await fanOutFigures(server.url, estimateId);
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchServer();
