import type { Store } from '@quoin/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccountsApp, type OrgFixture, seedOrg } from '../access/access-fixtures.ts';
import type { AppContext } from '../app-deps.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { agentRunHandler } from './agent-run-job.ts';
import { drawingIngestionHandler } from './drawing-ingestion-job.ts';
import { planExecutionHandler } from './plan-execution-job.ts';

// Issue 20: jobs queued before jobs carried an organisation have no orgId. They used to run in the default
// organisation's view (a second firm's plan read as absent there); now they run in their subject's
// organisation, or are refused with a logged error when no stored subject says whose work they are.
let t: TestApp;
let cedar: OrgFixture;
const logged: { details: Record<string, unknown>; message: string }[] = [];
let context: AppContext;

beforeAll(async () => {
  t = await createAccountsApp();
  await seedOrg(t, 'Birch');
  cedar = await seedOrg(t, 'Cedar');
  context = {
    ...t.context,
    log: { error: (details, message) => logged.push({ details, message }) },
  };
}, 120_000);
afterAll(() => t.close());

const storeOf = (org: OrgFixture): Store => t.store.forOrg(org.orgId);

async function approvedPlanOf(org: OrgFixture) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/estimates',
    headers: bearer(org.tokens.estimator),
    payload: { title: 'Legacy', text: 'paint a 12x14 bedroom in 80202' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const estimateId: string = created.json().estimate.id;
  const pending = await t.store.plans.getPendingPlan(estimateId);
  const plan = await t.store.plans.setPlanStatus(pending!.id, 'approved', { actor: 'test' });
  return { estimateId, planId: plan.id };
}

describe('jobs queued without an organisation', () => {
  it("a plan execution runs in its plan's organisation, found from the plan", async () => {
    const { estimateId, planId } = await approvedPlanOf(cedar);
    // The data as an old server queued it: no orgId, no acting user.
    const output = await planExecutionHandler(context)({ planId, actor: 'resume' });
    expect(output).toBeUndefined();
    expect((await t.store.plans.getPlan(planId))?.status).toBe('executed');
    const estimate = await storeOf(cedar).estimates.getEstimate(estimateId);
    expect(estimate?.groups.flatMap((group) => group.items).length).toBeGreaterThan(0);
  });

  it.each([
    ['plan-execution', () => planExecutionHandler(context), { planId: 'plan-gone', actor: 'resume' }],
    ['agent-run', () => agentRunHandler(context), { agent: 'qa', runId: 'run-gone' }],
    [
      'drawing-ingestion',
      () => drawingIngestionHandler(context),
      { sha256: 'a'.repeat(64), fileName: 'x.pdf', setId: 'dset-x', actor: 'u' },
    ],
  ])(
    'a %s job whose subject is not stored is refused and logged, and runs nothing',
    async (_name, handler, data) => {
      logged.length = 0;
      const output = await handler()(data);
      expect(output).toEqual({
        refusal: expect.objectContaining({
          code: 'NOT_FOUND',
          message: expect.stringMatching(/no stored plan, run or estimate/),
        }),
      });
      expect(logged).toEqual([
        {
          details: expect.objectContaining({ code: 'NOT_FOUND', job: data }),
          message: expect.stringMatching(/without an organisation/),
        },
      ]);
    },
  );
});
