import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, GOLDEN_PLANS } from '@quoin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const permitCheck = (text: string) => ({
  name: 'permit-check',
  category: 'Analysis',
  description: 'Checks jobs over $50k for missing permits',
  promptTemplate: [{ id: 'ask', text }],
  dataBindings: [{ name: 'estimate', source: 'estimate' }],
  flow: [
    {
      kind: 'decision',
      id: 'big',
      condition: 'lines > 0',
      variables: { lines: '$bindings.estimate.groups.length' },
      onTrue: 'review',
      onFalse: '$end',
    },
    { kind: 'prompt', id: 'review', promptBlockId: 'ask' },
  ],
  permissions: { tools: ['annotate_estimate'], access: 'read', sensitiveFields: ['title'] },
});

describe('agent studio routes', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
    const plan = GOLDEN_PLANS['roof-replacement'];
    if (!plan) throw new Error('no plan');
    const { estimate } = await buildEstimateFromPlan(plan, {
      registry: defaultTradeRegistry(),
      priceSource: bundledCatalog(),
      id: 'est-roof',
      now: '2025-03-01T12:00:00.000Z',
    });
    await test.store.estimates.saveEstimate(
      { ...estimate, title: 'Roof for Jane Client' },
      { actor: 'test' },
    );
  }, 60_000);
  afterAll(() => test.close());

  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const response = await test.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
    // biome-ignore lint/suspicious/noExplicitAny: the test reads JSON bodies loosely; the routes' schemas are tested in protocol.
    return { status: response.statusCode, body: response.json() as Record<string, any>, raw: response.body };
  };

  it('lists the built-in agents, seeded and published', async () => {
    const { status, body } = await call('GET', '/api/agents');
    expect(status).toBe(200);
    const names = body.agents.map((agent: { name: string }) => agent.name);
    expect(names).toEqual(expect.arrayContaining(['scope', 'qa', 'pi-reviewer', 'import', 'orchestrator']));
    expect(body.agents.find((agent: { name: string }) => agent.name === 'qa')).toMatchObject({
      builtIn: true,
      publishedVersion: 1,
    });
  });

  it('validates with problems that name step and field', async () => {
    const broken = {
      ...permitCheck('x'),
      flow: [{ kind: 'tool', id: 'note', toolId: 'annotate_estimate', inputMapping: {} }],
    };
    const { body } = await call('POST', '/api/agents/validate', { config: broken });
    expect(body.ok).toBe(false);
    expect(body.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'WRITE_NOT_PERMITTED', stepId: 'note', field: 'toolId' }),
        expect.objectContaining({ code: 'MISSING_INPUT', stepId: 'note', field: 'inputMapping.estimateId' }),
      ]),
    );
    const shape = await call('POST', '/api/agents/validate', {
      config: { ...permitCheck('x'), flow: [{ kind: 'prompt', id: 'a' }] },
    });
    expect(shape.body.problems[0]).toMatchObject({
      code: 'INVALID_CONFIG',
      stepId: 'a',
      field: 'promptBlockId',
    });
  });

  it('creates, runs in the playground, publishes, runs on an estimate, shows the session, rolls back', async () => {
    const created = await call('POST', '/api/agents', {
      config: permitCheck('List missing permits for {{input.topic}}'),
    });
    expect(created.status).toBe(201);
    expect(created.body.version).toMatchObject({ version: 1, state: 'draft' });
    const notPublished = await call('POST', '/api/agents/permit-check/run', { estimateId: 'est-roof' });
    expect(notPublished.status).toBe(404);
    const playground = await call('POST', '/api/agents/permit-check/run', {
      estimateId: 'est-roof',
      input: { topic: 'the roof' },
      config: permitCheck('Try: {{input.topic}}'),
    });
    expect(playground.body.run).toMatchObject({ status: 'success', playground: true, agentVersion: 0 });
    expect((await call('GET', '/api/agents/permit-check')).body.version.version).toBe(1);
    await call('POST', '/api/agents/permit-check/publish', {});
    const run = await call('POST', '/api/agents/permit-check/run', {
      estimateId: 'est-roof',
      input: { topic: 'the roof' },
    });
    expect(run.status).toBe(201);
    expect(run.body.run).toMatchObject({ status: 'success', agentVersion: 1, estimateId: 'est-roof' });
    expect(run.body.run.output).toContain('List missing permits for the roof');
    const session = await call('GET', `/api/agent-runs/${run.body.run.id}`);
    expect(session.body.run.steps.map((step: { stepId: string }) => step.stepId)).toEqual(['big', 'review']);
    expect(session.raw).not.toContain('Jane Client');
    await call('PATCH', '/api/agents/permit-check', {
      config: permitCheck('v2 {{input.topic}}'),
      note: 'shorter',
    });
    await call('POST', '/api/agents/permit-check/publish', {});
    const diff = await call('GET', '/api/agents/permit-check/diff?from=1&to=2');
    expect(diff.body.changes).toEqual([
      {
        path: 'promptTemplate.ask.text',
        before: 'List missing permits for {{input.topic}}',
        after: 'v2 {{input.topic}}',
      },
    ]);
    const rolled = await call('POST', '/api/agents/permit-check/rollback', { toVersion: 1 });
    expect(rolled.body.version).toMatchObject({ version: 3, state: 'published', note: 'rollback to v1' });
    const versions = await call('GET', '/api/agents/permit-check/versions');
    expect(
      versions.body.versions.map((v: { version: number; state: string }) => `${v.version}:${v.state}`),
    ).toEqual(['3:published', '2:archived', '1:archived']);
    const audit = await test.store.auditLog.list({ limit: 10_000 });
    expect(
      audit.filter((entry) => entry.details.agent === 'permit-check').map((entry) => entry.action),
    ).toEqual([
      'agent.create',
      'agent.run',
      'agent.publish',
      'agent.run',
      'agent.save',
      'agent.publish',
      'agent.rollback',
    ]);
  });

  it('searches and exports the run log', async () => {
    const search = await call('GET', '/api/agent-runs?agent=permit-check&status=success');
    expect(search.body.runs.length).toBe(2);
    const csv = await test.app.inject({ method: 'GET', url: '/api/agent-runs/export?agent=permit-check' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toMatch(/^id,agentName,agentVersion/);
    const gallery = await call('GET', '/api/agents');
    // The playground try is in the log (above) but not in the agent's record.
    expect(
      gallery.body.agents.find((agent: { name: string }) => agent.name === 'permit-check').metrics,
    ).toMatchObject({
      runs: 1,
      successRate: 1,
    });
  });
});
