import { randomUUID } from 'node:crypto';
import { bundledCatalogItems } from '@quoin/core';
import type { Store } from '@quoin/store';
import { expect, it } from 'vitest';
import { sampleAgentConfig, sampleRun } from './agent-studio-contract.ts';
import { ALICE, buildGoldenEstimate, expectCode } from './contract-fixtures.ts';
import { drawingSet } from './drawing-contract.ts';

/** Two fresh organisations' views of one store, named uniquely so suites can share the store. */
async function twoTenants(store: Store) {
  const tag = randomUUID().slice(0, 8);
  const a = await store.accounts.createOrganisation(`Tenant A ${tag}`, ALICE);
  const b = await store.accounts.createOrganisation(`Tenant B ${tag}`, ALICE);
  return { tag, a: store.forOrg(a.id), b: store.forOrg(b.id) };
}

const sha = (): string => randomUUID().replace(/-/g, '').repeat(2);

/**
 * Contract tests of tenancy in the repositories (issue 20): drawing sets and their questions, uploads, price
 * lists, the company profile and the agent run log belong to one organisation; another reads, lists, edits
 * and deletes none of them, whatever id it names.
 */
export function tenancyContractTests(getStore: () => Store): void {
  it("keeps agent run progress apart: another firm lists none of a run's events", async () => {
    const { tag, a, b } = await twoTenants(getStore());
    const runId = `run-progress-${tag}`;
    const first = await a.agentRunProgress.append(runId, { phase: 'run-started' });
    const second = await a.agentRunProgress.append(runId, { phase: 'step-started', stepId: 'review' });
    expect(second).toBeGreaterThan(first);
    expect(await a.agentRunProgress.list(runId)).toEqual([
      { seq: first, event: { phase: 'run-started' } },
      { seq: second, event: { phase: 'step-started', stepId: 'review' } },
    ]);
    expect(await b.agentRunProgress.list(runId)).toEqual([]);
  });

  it("prunes one firm's old agent run progress and leaves another's", async () => {
    const { tag, a, b } = await twoTenants(getStore());
    const runId = `run-prune-${tag}`;
    await a.agentRunProgress.append(runId, { phase: 'run-started' });
    await b.agentRunProgress.append(runId, { phase: 'run-started' });
    expect(await a.agentRunProgress.pruneBefore(new Date(Date.now() - 86_400_000))).toBe(0);
    expect(await a.agentRunProgress.list(runId)).toHaveLength(1);
    expect(await a.agentRunProgress.pruneBefore(new Date(Date.now() + 86_400_000))).toBe(1);
    expect(await a.agentRunProgress.list(runId)).toEqual([]);
    expect(await b.agentRunProgress.list(runId)).toHaveLength(1);
  });

  it("keeps drawing embeddings and captions apart: one firm's drawing Q&A reads none of another's", async () => {
    const { tag, a, b } = await twoTenants(getStore());
    const set = { ...drawingSet(`dset-e-${tag}`, `vectors-${tag}`, 1, '0'), sha256: sha() };
    await a.drawings.saveSet(set, ALICE);
    await a.drawingEmbeddings.saveEmbeddings(set.id, 'm1', [{ key: `${set.id}#0`, vector: [1, 0, 0] }]);
    expect(await a.drawingEmbeddings.storedKeys(set.id, 'm1')).toEqual(new Set([`${set.id}#0`]));
    expect(await b.drawingEmbeddings.storedKeys(set.id, 'm1')).toEqual(new Set());
    expect(await b.drawingEmbeddings.nearest([set.id], 'm1', [1, 0, 0], 5)).toEqual([]);
    if ((await a.drawingEmbeddings.vectorSupport()).available)
      expect((await a.drawingEmbeddings.nearest([set.id], 'm1', [1, 0, 0], 5)).map((n) => n.key)).toEqual([
        `${set.id}#0`,
      ]);
    await expectCode(
      b.drawingEmbeddings.saveEmbeddings(set.id, 'm1', [{ key: 'planted', vector: [0, 1, 0] }]),
      'NOT_FOUND',
    );
    const page = sha();
    const usage = { inputTokens: 1, outputTokens: 1, costUsd: 0 };
    await a.drawingCaptions.saveCaption(page, 'v1', "A's caption", usage);
    expect(await b.drawingCaptions.findCaption(page, 'v1')).toBeUndefined();
    await b.drawingCaptions.saveCaption(page, 'v1', "B's caption", usage);
    expect(await a.drawingCaptions.findCaption(page, 'v1')).toBe("A's caption");
    expect(await b.drawingCaptions.findCaption(page, 'v1')).toBe("B's caption");
  });

  it('keeps drawing sets and their questions apart, with names and files unique per organisation', async () => {
    const { tag, a, b } = await twoTenants(getStore());
    const bytes = sha();
    const set = { ...drawingSet(`dset-a-${tag}`, `house-${tag}`, 1, '0'), sha256: bytes };
    await a.drawings.saveSet(set, ALICE);
    expect(await b.drawings.getSet(set.id)).toBeUndefined();
    expect(await b.drawings.getSummary(set.id)).toBeUndefined();
    expect(await b.drawings.findBySha256(bytes)).toBeUndefined();
    expect((await b.drawings.listSets()).map((s) => s.id)).not.toContain(set.id);
    // The same file and name in another firm is that firm's own revision 1, not a duplicate or revision 2.
    expect(await b.drawings.nextRevision(`house-${tag}`)).toBe(1);
    const theirs = await b.drawings.saveSet({ ...set, id: `dset-b-${tag}` }, ALICE);
    expect(theirs).toMatchObject({ revision: 1, superseded: false });
    expect((await a.drawings.getSummary(set.id))?.superseded).toBe(false);
    const question = {
      id: `q-${tag}`,
      question: 'How many doors?',
      setVersion: `${set.id}@1`,
      answer: { text: 'four' },
      abstained: false,
      intent: 'count',
      latencyMs: 3,
      usage: { modelCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 },
    };
    await a.drawings.recordQuestion(question, ALICE);
    expect(await b.drawings.getQuestion(question.id)).toBeUndefined();
    expect(await b.drawings.findCachedAnswer(question.question, question.setVersion)).toBeUndefined();
    expect((await b.drawings.listQuestions()).map((q) => q.id)).not.toContain(question.id);
    await expectCode(b.drawings.recordFeedback(question.id, 'down', 'taken', ALICE), 'NOT_FOUND');
    expect((await a.drawings.getQuestion(question.id))?.feedback).toBeUndefined();
  });

  it('keeps uploads apart', async () => {
    const { a, b } = await twoTenants(getStore());
    const bytes = sha();
    const upload = await a.uploads.recordUpload(
      { sha256: bytes, mediaType: 'image/png', sizeBytes: 10 },
      ALICE,
    );
    expect(await b.uploads.getUpload(upload.id)).toBeUndefined();
    expect(await b.uploads.findBySha256(bytes)).toEqual([]);
    expect(await a.uploads.getUpload(upload.id)).toEqual(upload);
  });

  it('keeps price lists apart: another organisation can neither read nor replace one by its id', async () => {
    const { tag, a, b } = await twoTenants(getStore());
    const items = bundledCatalogItems().slice(0, 2);
    const id = `supplier-${tag}`;
    await a.priceLists.savePriceList({ id, name: 'A list', source: 'test', items }, ALICE);
    expect(await b.priceLists.getPriceList(id)).toBeUndefined();
    expect((await b.priceLists.listPriceLists()).map((list) => list.id)).not.toContain(id);
    await expectCode(
      b.priceLists.savePriceList({ id, name: 'Taken', source: 'x', items: [] }, ALICE),
      'ALREADY_EXISTS',
    );
    expect(await b.priceLists.deletePriceList(id, ALICE)).toBe(false);
    expect(await a.priceLists.getPriceList(id)).toMatchObject({ name: 'A list', items });
  });

  it('keeps one company profile per organisation', async () => {
    const { a, b } = await twoTenants(getStore());
    const profile = {
      name: 'A Remodeling',
      depositPercent: 0,
      paymentSchedule: [],
      proposalShowsMarkups: true,
    };
    await a.company.set(profile);
    expect(await b.company.get()).toBeUndefined();
    await b.company.set({ ...profile, name: 'B Builders' });
    expect((await a.company.get())?.name).toBe('A Remodeling');
    expect((await b.company.get())?.name).toBe('B Builders');
  });

  it('keeps the agent run log apart: runs, search, metrics, alerts and spend', async () => {
    const { tag, a, b } = await twoTenants(getStore());
    const run = sampleRun({ id: `run-${tag}`, agentName: `agent-${tag}`, status: 'failure' });
    await a.agentRuns.record(run);
    expect(await b.agentRuns.get(run.id)).toBeUndefined();
    expect(await b.agentRuns.search({ agent: run.agentName })).toEqual([]);
    expect(await b.agentRuns.metrics({ agent: run.agentName })).toEqual([]);
    expect(await b.agentRuns.spentMicroUsd(run.agentName, '2000-01-01T00:00:00.000Z')).toBe(0);
    const alerts = await b.agentRuns.failureAlerts({
      windowStartedAt: '2000-01-01T00:00:00.000Z',
      threshold: 0,
      minRuns: 1,
    });
    expect(alerts.map((alert) => alert.agentName)).not.toContain(run.agentName);
    // A run recorded again under the same id from another organisation does not overwrite it.
    await b.agentRuns.record({ ...run, status: 'success' });
    expect((await a.agentRuns.get(run.id))?.status).toBe('failure');
    expect((await a.agentRuns.search({ agent: run.agentName })).map((r) => r.id)).toEqual([run.id]);
  });

  it('keeps agent configs apart: the same name in two organisations is two agents', async () => {
    const { tag, a, b } = await twoTenants(getStore());
    const name = `estimator-${tag}`;
    await a.agents.create(sampleAgentConfig(name), ALICE, { publish: true });
    expect(await b.agents.get(name)).toBeUndefined();
    expect((await b.agents.list()).map((agent) => agent.name)).not.toContain(name);
    await expectCode(b.agents.save(name, sampleAgentConfig(name, 'taken'), ALICE), 'NOT_FOUND');
    await expectCode(b.agents.publish(name, ALICE), 'NOT_FOUND');
    await expectCode(b.agents.versions(name), 'NOT_FOUND');
    // B's own agent of the same name has its own versions; A's stays as it was.
    await b.agents.create(sampleAgentConfig(name, 'B prompt'), ALICE);
    await b.agents.save(name, sampleAgentConfig(name, 'B prompt 2'), ALICE);
    expect((await b.agents.require(name)).latestVersion).toBe(2);
    expect(await a.agents.require(name)).toMatchObject({ id: name, latestVersion: 1, publishedVersion: 1 });
    expect((await a.agents.published(name)).agentId).toBe(name);
    expect((await b.agents.versions(name)).map((version) => version.agentId)).toEqual([name, name]);
  });

  it('names each approved plan with the organisation of its estimate, and lists every organisation', async () => {
    const { tag, a, b } = await twoTenants(getStore());
    const approved = async (tenant: Store, id: string) => {
      await tenant.estimates.saveEstimate(await buildGoldenEstimate('deck', id), ALICE);
      const plan = await tenant.plans.proposePlan({ estimateId: id, plan: { v: 1 } }, ALICE);
      await tenant.plans.setPlanStatus(plan.id, 'approved', ALICE);
      return plan.id;
    };
    const planA = await approved(a, `est-plan-a-${tag}`);
    const planB = await approved(b, `est-plan-b-${tag}`);
    const listed = await a.plans.listPlansByStatusWithOrg('approved');
    const orgOf = new Map(listed.map((entry) => [entry.plan.id, entry.orgId]));
    expect(orgOf.get(planA)).toBe(a.orgId);
    expect(orgOf.get(planB)).toBe(b.orgId);
    const orgs = await getStore().accounts.listOrganisationIds();
    expect(orgs).toEqual(expect.arrayContaining([a.orgId, b.orgId]));
  });
}
