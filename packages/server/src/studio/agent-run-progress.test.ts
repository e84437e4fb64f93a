import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, createAccountsApp, type OrgFixture, seedOrg } from '../access/access-fixtures.ts';
import type { TestApp } from '../test-support/test-app.ts';

// Issue 20: a running agent run reports its progress (started, each step, each tool, cost so far, the end)
// through the hub, to the sockets of its own organisation only.
let t: TestApp;
let base: string;
let birch: OrgFixture;
let cedar: OrgFixture;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createAccountsApp();
  birch = await seedOrg(t, 'Birch');
  cedar = await seedOrg(t, 'Cedar');
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http:', 'ws:');
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await t.close();
});

async function open(token: string) {
  const socket = new WebSocket(`${base}/ws/agent-runs`, { headers: bearer(token) });
  sockets.push(socket);
  const events: Record<string, unknown>[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data))));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
  });
  return events;
}

async function until(check: () => boolean, what: string, events: unknown[]) {
  for (let waited = 0; waited < 60_000; waited += 50) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(events)}`);
}

describe('/ws/agent-runs', { timeout: 120_000 }, () => {
  it('refuses a socket without a token', async () => {
    const socket = new WebSocket(`${base}/ws/agent-runs`);
    sockets.push(socket);
    const answer = await new Promise<number | 'open'>((resolve) => {
      socket.once('open', () => resolve('open'));
      socket.once('unexpected-response', (request, response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      socket.once('error', () => resolve(0));
    });
    expect(answer).toBe(401);
  });

  it("streams a run's progress to its organisation's sockets, and nothing to another's", async () => {
    const birchEvents = await open(birch.tokens.viewer);
    const cedarEvents = await open(cedar.tokens.viewer);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/estimates',
      headers: bearer(birch.tokens.estimator),
      payload: { title: 'Birch deck', text: 'build a 12x16 deck in 80202' },
    });
    const estimateId: string = created.json().estimate.id;
    const config = {
      name: 'reviewer',
      category: 'Analysis',
      promptTemplate: [{ id: 'ask', text: 'Review the deck' }],
      flow: [
        { kind: 'prompt', id: 'review', promptBlockId: 'ask' },
        {
          kind: 'tool',
          id: 'note',
          toolId: 'annotate_estimate',
          inputMapping: { estimateId: '$input.estimateId', note: 'reviewed' },
        },
      ],
      permissions: { tools: ['annotate_estimate'], access: 'write', sensitiveFields: [] },
    };
    const ran = await t.app.inject({
      method: 'POST',
      url: '/api/agents/reviewer/run',
      headers: bearer(birch.tokens.admin),
      payload: { config, estimateId, input: { estimateId } },
    });
    expect(ran.statusCode, ran.body).toBe(201);
    const runId: string = ran.json().run.id;
    const finished = () => birchEvents.some((event) => event.phase === 'run-finished');
    await until(finished, 'the run to finish on the socket', birchEvents);
    const phases = birchEvents.map((event) => [event.phase, event.stepId ?? event.toolName ?? null]);
    expect(phases).toEqual([
      ['run-started', null],
      ['step-started', 'review'],
      ['step-finished', 'review'],
      ['step-started', 'note'],
      ['tool-called', 'note'],
      ['step-finished', 'note'],
      ['run-finished', null],
    ]);
    for (const event of birchEvents)
      expect(event).toMatchObject({
        type: 'agent_run_progress',
        runId,
        agent: 'reviewer',
        costMicroUsd: expect.any(Number),
      });
    expect(birchEvents.find((event) => event.phase === 'tool-called')?.toolName).toBe('annotate_estimate');
    expect(birchEvents.at(-1)).toMatchObject({ status: 'success' });
    const log = (
      await t.app.inject({ url: `/api/agent-runs/${runId}`, headers: bearer(birch.tokens.viewer) })
    ).json().run;
    expect(birchEvents.at(-1)?.costMicroUsd).toBe(Math.round(log.costMicroUsd));
    expect(cedarEvents).toEqual([]);
  });
});

/** A reviewer run of the organisation's estimator's estimate: a prompt step, then a note (a write). */
async function runReviewer(org: OrgFixture) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/estimates',
    headers: bearer(org.tokens.estimator),
    payload: { title: 'Stored progress', text: 'build a 12x16 deck in 80202' },
  });
  const estimateId: string = created.json().estimate.id;
  const config = {
    name: 'progress-reviewer',
    category: 'Analysis',
    promptTemplate: [{ id: 'ask', text: 'Review the deck' }],
    flow: [
      { kind: 'prompt', id: 'review', promptBlockId: 'ask' },
      {
        kind: 'tool',
        id: 'note',
        toolId: 'annotate_estimate',
        inputMapping: { estimateId: '$input.estimateId', note: 'reviewed' },
      },
    ],
    permissions: { tools: ['annotate_estimate'], access: 'write', sensitiveFields: [] },
  };
  const ran = await t.app.inject({
    method: 'POST',
    url: '/api/agents/progress-reviewer/run',
    headers: bearer(org.tokens.admin),
    payload: { config, estimateId, input: { estimateId } },
  });
  expect(ran.statusCode, ran.body).toBe(201);
  return ran.json().run.id as string;
}

describe('GET /api/agent-runs/:runId/progress', { timeout: 120_000 }, () => {
  const progressOf = (runId: string, token: string) =>
    t.app.inject({ url: `/api/agent-runs/${runId}/progress`, headers: bearer(token) });

  it('gives a browser that joins late every event sent so far, in order, with the seq the live ones carry', async () => {
    const live = await open(birch.tokens.viewer);
    const runId = await runReviewer(birch);
    await until(() => live.some((event) => event.phase === 'run-finished'), 'the live end', live);
    // Joining now: what the session view loads before it follows the socket. Each event is stored before
    // it is sent, so the live end means the stored one is there.
    const answer = await progressOf(runId, birch.tokens.viewer);
    expect(answer.statusCode, answer.body).toBe(200);
    const stored: Record<string, unknown>[] = answer.json().events;
    expect(stored.map((event) => event.phase)).toEqual([
      'run-started',
      'step-started',
      'step-finished',
      'step-started',
      'tool-called',
      'step-finished',
      'run-finished',
    ]);
    const seqs = stored.map((event) => event.seq as number);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(live.filter((event) => event.runId === runId)).toEqual(stored);
  });

  it("is 404 for another organisation's run and for a run that does not exist", async () => {
    const runId = await runReviewer(birch);
    const theirs = await progressOf(runId, cedar.tokens.owner);
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect(theirs.body).not.toContain('progress-reviewer');
    expect((await progressOf('run-none', birch.tokens.viewer)).statusCode).toBe(404);
  });
});
