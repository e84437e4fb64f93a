import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '@quoin/store';
import { killHard, spawnServe } from '@quoin/testkit/process';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

// Issue 20 against the real process and the embedded database: two firms each approve a plan; the server is
// killed with SIGKILL while one executes; on restart each plan finishes in its own firm (before, start-up
// resumed them in the default organisation's view, where neither estimate exists).
const JOB = 'paint a 12x14 bedroom in 80202';
// biome-ignore lint/suspicious/noExplicitAny: test-side view of JSON answers and events
type Loose = Record<string, any>;
// The read cache stays on (the default): it is keyed by organisation, so each firm reads its own estimate.
const SERVE_ENV = {};
const children = new Set<ChildProcess>();
const home = mkdtempSync(join(tmpdir(), 'quoin-org-crash-'));
afterAll(async () => {
  for (const child of children) await killHard(child);
  rmSync(home, { recursive: true, force: true });
});

async function api(url: string, token: string, path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Loose };
}

function listen(url: string, token: string, id: string) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const events: Loose[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data))));
  socket.on('error', () => {});
  const until = async (type: string, output: () => string, timeoutMs = 240_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find((event) => event.type === type);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no ${type}: ${JSON.stringify(events).slice(0, 400)}\nserver: ${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { socket, events, until };
}

describe('two firms, kill -9 mid-plan, restart', { timeout: 400_000 }, () => {
  it("resumes each firm's approved plan in that firm", async () => {
    const store = await openStore({ quoinHome: home });
    const firms: { name: string; orgId: string; token: string; estimateId?: string; planId?: string }[] = [];
    for (const name of ['Birch', 'Cedar']) {
      const org = await store.accounts.createOrganisation(name, { actor: 'test' });
      const userId = await store.accounts.ensureUser(
        `estimator@${name.toLowerCase()}.example`,
        'a long password',
      );
      await store.accounts.setMembership(org.id, userId, 'estimator', { actor: 'test' });
      const { token } = await store.credentials.createToken(
        { orgId: org.id, userId, scope: 'admin', name: 'test' },
        { actor: 'test' },
      );
      firms.push({ name, orgId: org.id, token });
    }
    await store.close();

    const first = await spawnServe(home, { ...SERVE_ENV, QUOIN_EXECUTION_STEP_DELAY_MS: '400' }, [
      '--auth',
      'required',
    ]);
    children.add(first.child);
    for (const firm of firms) {
      const created = await api(first.url, firm.token, '/api/estimates', { title: firm.name, text: JOB });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      firm.estimateId = created.body.estimate.id;
    }
    const [birch, cedar] = firms as [(typeof firms)[0], (typeof firms)[0]];
    const running = listen(first.url, birch.token, birch.estimateId!);
    const proposed = await running.until('plan_proposed', first.output);
    birch.planId = proposed.planId;
    running.socket.send(JSON.stringify({ type: 'approve_plan', planId: proposed.planId }));
    await running.until('execution_progress', first.output);
    await killHard(first.child);

    // Cedar's plan was approved too, its execution not begun when the server died.
    const between = await openStore({ quoinHome: home });
    const pending = await between.plans.getPendingPlan(cedar.estimateId!);
    await between.plans.setPlanStatus(pending!.id, 'approved', { actor: 'test' });
    cedar.planId = pending!.id;
    await between.close();

    const second = await spawnServe(home, SERVE_ENV, ['--auth', 'required']);
    children.add(second.child);
    for (const firm of firms) {
      const deadline = Date.now() + 240_000;
      for (;;) {
        const read = await api(second.url, firm.token, `/api/estimates/${firm.estimateId}`);
        if (read.body.estimate?.qualityScore !== undefined && read.body.estimate.groups.length > 0) break;
        if (Date.now() > deadline)
          throw new Error(`${firm.name}'s plan never finished: ${JSON.stringify(read)}\n${second.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const other = firms.find((candidate) => candidate !== firm)!;
      expect((await api(second.url, other.token, `/api/estimates/${firm.estimateId}`)).status).toBe(404);
    }
    await killHard(second.child);

    const after = await openStore({ quoinHome: home });
    for (const firm of firms) {
      expect((await after.plans.getPlan(firm.planId!))?.status).toBe('executed');
      const audit = await after.forOrg(firm.orgId).auditLog.list({ estimateId: firm.estimateId! });
      expect(audit.map((entry) => entry.action)).toContain('plan.executed');
    }
    expect(await after.auditLog.list({ estimateId: birch.estimateId! })).toEqual([]);
    await after.close();
  });
});
