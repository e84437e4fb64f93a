import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnQuoin } from '@quoin/testkit/process';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

// The real `quoin serve` in a child process, killed with SIGKILL in the middle of a plan's execution and
// started again on the same data: the job resumes and the estimate ends identical to an uninterrupted run.
const JOB = 'Remodel my 5x8 bathroom in Austin, TX';
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

async function startServe(home: string, env: Record<string, string> = {}) {
  const serve = await spawnQuoin(['serve', '--port', '0'], {
    env: { PATH: process.env.PATH ?? '', QUOIN_HOME: home, ...env },
  });
  children.add(serve.child);
  return { child: serve.child, url: serve.ready };
}

async function api(url: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${url}${path}`, { ...init, headers: { 'content-type': 'application/json' } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Creates the estimate with the job's text (a pending plan), approves it over the socket, and returns. */
async function approveJob(url: string, onEvent: (event: Record<string, unknown>, socket: WebSocket) => void) {
  const created = await api(url, '/api/estimates', {
    method: 'POST',
    body: JSON.stringify({ title: 'Bathroom', text: JOB }),
  });
  expect(created.status).toBe(201);
  const id = (created.body.estimate as { id: string }).id;
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/${id}`);
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as Record<string, unknown>;
    if (event.type === 'plan_proposed')
      socket.send(JSON.stringify({ type: 'approve_plan', planId: event.planId }));
    onEvent(event, socket);
  });
  socket.on('error', () => {});
  return id;
}

async function executedEstimate(url: string, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await api(url, `/api/estimates/${id}`);
    const estimate = body.estimate as { qualityScore?: number; groups: unknown[] };
    if (estimate.qualityScore !== undefined && body.pendingPlan === undefined) return estimate;
    if (Date.now() > deadline)
      throw new Error(`estimate ${id} did not finish: ${JSON.stringify(body).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What must match between the runs: everything but times, versions and the estimate's own id. */
function comparable(estimate: Record<string, unknown>) {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...rest } = estimate;
  return JSON.parse(
    JSON.stringify(rest, (key, value) =>
      key === 'createdAt' || key === 'updatedAt' || key === 'pricedAt' ? undefined : value,
    ),
  );
}

describe('a plan execution killed with SIGKILL', { timeout: 180_000 }, () => {
  it('resumes on restart and ends identical to an uninterrupted run', async () => {
    const reference = await startServe(mkdtempSync(join(tmpdir(), 'quoin-ref-')));
    const referenceId = await approveJob(reference.url, () => {});
    const expected = await executedEstimate(reference.url, referenceId);
    reference.child.kill('SIGKILL');

    const home = mkdtempSync(join(tmpdir(), 'quoin-crash-'));
    const first = await startServe(home, { QUOIN_EXECUTION_STEP_DELAY_MS: '400' });
    let progressAtKill: Record<string, unknown> | undefined;
    const killed = new Promise<void>((resolve) => {
      first.child.once('exit', () => resolve());
    });
    const id = await approveJob(first.url, (event) => {
      if (event.type === 'execution_progress' && !progressAtKill) {
        progressAtKill = event;
        first.child.kill('SIGKILL');
      }
    });
    await killed;
    expect(progressAtKill).toMatchObject({ done: 1 });
    expect(Number(progressAtKill?.total)).toBeGreaterThan(2);

    const second = await startServe(home);
    const resumed = await executedEstimate(second.url, id);
    second.child.kill('SIGKILL');

    const lines = (estimate: Record<string, unknown>) =>
      (estimate.groups as Array<{ items: Array<{ id: string }> }>).flatMap((group) =>
        group.items.map((item) => item.id),
      );
    expect(lines(expected).length).toBeGreaterThan(5);
    expect(new Set(lines(resumed)).size).toBe(lines(resumed).length);
    expect(lines(resumed)).toEqual(lines(expected));
    expect(comparable(resumed)).toEqual(comparable(expected));
  });
});
