import type { ChatTurn } from '@quoin/protocol';
import { actAs, type Store } from '@quoin/store';
import { writeTestPdf } from '@quoin/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccountsApp, type OrgFixture, seedOrg } from '../access/access-fixtures.ts';
import { orgContextOf } from '../access/org-context.ts';
import { resumeUnfinishedExecutions } from '../live/plan-job.ts';
import { agentRunsRoom } from '../studio/agent-run-progress.ts';
import { studioOf } from '../studio/agent-studio-routes.ts';
import { orgChatResponders } from '../studio/org-chat-responders.ts';
import type { PublishedAgentSpecs } from '../studio/published-agent-specs.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { ingestDrawingsAsJob } from './drawing-ingestion-job.ts';
import { requeueUnfinishedExecutions } from './plan-execution-job.ts';
import { runAgentAsJob } from './run-agent-as-job.ts';
import { scheduledAgentHandler } from './scheduled-agent-job.ts';

// Issue 20: every job carries its organisation. Before, the handlers ran in the default organisation's view:
// a second firm's plan, resumed after a crash, read as absent (and failed); its agent was "not found"; its
// scheduled agents never ran; its chat ran the first firm's published agents.
let t: TestApp;
let birch: OrgFixture;
let cedar: OrgFixture;
const storeOf = (org: OrgFixture): Store => t.store.forOrg(org.orgId);

/** An agent whose run writes (it annotates the estimate it is given), or, scheduled, only reads and logs. */
const annotator = (name: string, note: string, schedule?: { cron: string }) => ({
  name,
  category: 'Analysis',
  promptTemplate: [{ id: 'ask', text: note }],
  flow: schedule
    ? [{ kind: 'prompt', id: 'review', promptBlockId: 'ask' }]
    : [
        { kind: 'prompt', id: 'review', promptBlockId: 'ask' },
        {
          kind: 'tool',
          id: 'note',
          toolId: 'annotate_estimate',
          inputMapping: { estimateId: '$input.estimateId', note },
        },
      ],
  ...(schedule ? {} : { dataBindings: [{ name: 'estimate', source: 'estimate' }] }),
  permissions: { tools: ['annotate_estimate'], access: 'write', sensitiveFields: [] },
  ...(schedule ? { schedule } : {}),
});

beforeAll(async () => {
  t = await createAccountsApp();
  birch = await seedOrg(t, 'Birch');
  cedar = await seedOrg(t, 'Cedar');
}, 120_000);
afterAll(() => t.close());

/** An estimate made through the API by the organisation's estimator, its plan approved, not yet executed. */
async function approvedPlanOf(org: OrgFixture, title: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/estimates',
    headers: bearer(org.tokens.estimator),
    payload: { title, text: 'paint a 12x14 bedroom in 80202' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const estimateId: string = created.json().estimate.id;
  const pending = await t.store.plans.getPendingPlan(estimateId);
  // Approved, then the process died before its execution: what start-up finds.
  const plan = await t.store.plans.setPlanStatus(pending!.id, 'approved', { actor: 'test' });
  return { estimateId, planId: plan.id };
}

async function expectExecutedInItsOrg(
  org: OrgFixture,
  other: OrgFixture,
  estimateId: string,
  planId: string,
) {
  expect((await t.store.plans.getPlan(planId))?.status).toBe('executed');
  const estimate = await storeOf(org).estimates.getEstimate(estimateId);
  expect(estimate?.groups.flatMap((group) => group.items).length).toBeGreaterThan(0);
  expect(await storeOf(other).estimates.getEstimate(estimateId)).toBeUndefined();
  // The execution's audit rows are the organisation's, not the other's.
  const audit = await storeOf(org).auditLog.list({ estimateId });
  expect(audit.length).toBeGreaterThan(1);
  expect(await storeOf(other).auditLog.list({ estimateId })).toEqual([]);
}

describe('jobs carry their organisation (in-process, embedded database)', { timeout: 180_000 }, () => {
  it("resumes each organisation's approved plans after a crash, each in its own organisation", async () => {
    const inBirch = await approvedPlanOf(birch, 'Birch bedroom');
    const inCedar = await approvedPlanOf(cedar, 'Cedar bedroom');
    const outcomes = await resumeUnfinishedExecutions(t.context);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['executed', 'executed']);
    await expectExecutedInItsOrg(birch, cedar, inBirch.estimateId, inBirch.planId);
    await expectExecutedInItsOrg(cedar, birch, inCedar.estimateId, inCedar.planId);
  });

  it('requeues them as jobs that name their organisation, run by the in-process queue', async () => {
    const inBirch = await approvedPlanOf(birch, 'Birch hall');
    const inCedar = await approvedPlanOf(cedar, 'Cedar hall');
    expect(await requeueUnfinishedExecutions(t.context)).toBe(2);
    await expectExecutedInItsOrg(birch, cedar, inBirch.estimateId, inBirch.planId);
    await expectExecutedInItsOrg(cedar, birch, inCedar.estimateId, inCedar.planId);
  });

  it('runs an agent as a job in the queuing organisation: its config, its estimate, its run log', async () => {
    const runs: Record<string, string> = {};
    for (const [org, other] of [
      [birch, cedar],
      [cedar, birch],
    ] as const) {
      const { estimateId } = await approvedPlanOf(org, `${org.name} run target`);
      await storeOf(org).agents.create(
        annotator('reviewer', `reviewed for ${org.name}`),
        { actor: 'test' },
        {
          publish: true,
        },
      );
      const scoped = orgContextOf(t.context, org.orgId);
      const log = await actAs(
        org.emails.estimator,
        () => runAgentAsJob(scoped, 'reviewer', { actor: 'api', estimateId, input: { estimateId } }),
        'estimator',
      );
      expect(log.status, JSON.stringify(log)).toBe('success');
      runs[org.name] = log.id;
      expect(await storeOf(org).agentRuns.get(log.id)).toMatchObject({ status: 'success' });
      expect(await storeOf(other).agentRuns.get(log.id)).toBeUndefined();
      const estimate = await storeOf(org).estimates.getEstimate(estimateId);
      expect(estimate?.assumptions.join('\n')).toContain(`reviewed for ${org.name}`);
    }
    expect(runs.Birch).not.toBe(runs.Cedar);
  });

  it("runs each organisation's scheduled agents in its own context, once each", async () => {
    for (const org of [birch, cedar])
      await storeOf(org).agents.create(
        annotator('nightly', `nightly for ${org.name}`, { cron: '0 2 * * *' }),
        { actor: 'test' },
        { publish: true },
      );
    const frames = new Map<string, Record<string, unknown>[]>();
    for (const org of [birch, cedar]) {
      const seen: Record<string, unknown>[] = [];
      frames.set(org.orgId, seen);
      t.context.hub.join(agentRunsRoom(org.orgId), {
        readyState: 1,
        send: (frame) => seen.push(JSON.parse(frame)),
      });
    }
    await scheduledAgentHandler(t.context)({
      from: '2026-11-25T01:59:00.000Z',
      to: '2026-11-25T02:00:00.000Z',
    });
    for (const org of [birch, cedar]) {
      const runs = await storeOf(org).agentRuns.search({ agent: 'nightly' });
      expect(
        runs.map((run) => [run.actor, run.status]),
        JSON.stringify(runs),
      ).toEqual([['scheduler', 'success']]);
      expect(runs[0]?.agentVersion).toBe(1);
      // Its progress went to its own organisation's sockets, and only there.
      const finished = frames.get(org.orgId)?.filter((frame) => frame.phase === 'run-finished');
      expect(finished?.map((frame) => frame.runId)).toEqual([runs[0]?.id]);
    }
    // The default organisation has no such agent: nothing ran in its name.
    expect(await t.store.agentRuns.search({ agent: 'nightly' })).toEqual([]);
  });

  it('stores a drawing set read as a job in the organisation that sent it', async () => {
    const pdf = writeTestPdf([[{ x: 2660, y: 160, text: 'A-101', size: 60 }]]);
    const scoped = orgContextOf(t.context, cedar.orgId);
    const added = await actAs(
      cedar.emails.estimator,
      () => ingestDrawingsAsJob(scoped, { bytes: pdf, fileName: 'house.pdf', actor: 'api' }),
      'estimator',
    );
    expect(added.status).toBe('added');
    expect(await storeOf(cedar).drawings.getSet(added.set.id)).toBeDefined();
    expect(await storeOf(birch).drawings.getSet(added.set.id)).toBeUndefined();
    expect(await t.store.drawings.getSet(added.set.id)).toBeUndefined();
    // The same file from another firm is that firm's own set, read again.
    const theirs = await actAs(
      birch.emails.estimator,
      () =>
        ingestDrawingsAsJob(orgContextOf(t.context, birch.orgId), {
          bytes: pdf,
          fileName: 'house.pdf',
          actor: 'api',
        }),
      'estimator',
    );
    expect(theirs.status).toBe('added');
    expect(theirs.set.id).not.toBe(added.set.id);
  });

  it("gives each organisation's chat the agents it published", async () => {
    await studioOf(orgContextOf(t.context, birch.orgId));
    await studioOf(orgContextOf(t.context, cedar.orgId));
    const scope = (await storeOf(cedar).agents.published('scope')).config;
    await storeOf(cedar).agents.save('scope', { ...scope, temperature: 0.9 }, { actor: 'test' });
    await storeOf(cedar).agents.publish('scope', { actor: 'test' });
    const seen: Record<string, PublishedAgentSpecs> = {};
    const responders = orgChatResponders(
      t.store,
      (specs) =>
        async function* (turn: ChatTurn) {
          seen[turn.estimateId] = specs;
          yield { type: 'text-delta' as const, text: 'ok' };
        },
    );
    const turn = (estimateId: string): ChatTurn =>
      ({ estimateId, text: 'hello', history: [], estimate: {} }) as unknown as ChatTurn;
    for (const [org, id] of [
      [birch, 'for-birch'],
      [cedar, 'for-cedar'],
    ] as const)
      for await (const _event of responders.forOrg(org.orgId)(turn(id))) {
        // drained
      }
    responders.stop();
    expect(seen['for-birch']?.scope?.temperature).toBe(0.2);
    expect(seen['for-cedar']?.scope?.temperature).toBe(0.9);
    expect(responders.forOrg(birch.orgId)).toBe(responders.forOrg(birch.orgId));
  });
});
