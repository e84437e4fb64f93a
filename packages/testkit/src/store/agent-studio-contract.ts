import type { AgentConfigInput, AgentRunLog } from '@quoin/protocol';
import type { Store } from '@quoin/store';
import { expect, it } from 'vitest';
import { ALICE, BOB, expectCode } from './contract-fixtures.ts';

/** A small valid agent config; `name` and one prompt text vary per test. */
export function sampleAgentConfig(
  name: string,
  promptText = 'List what the estimate is missing.',
): AgentConfigInput {
  return {
    name,
    category: 'Analysis',
    description: 'Checks an estimate',
    promptTemplate: [{ id: 'ask', text: promptText }],
    flow: [{ kind: 'prompt', id: 'review', promptBlockId: 'ask' }],
  };
}

export function sampleRun(overrides: Partial<AgentRunLog> & { id: string }): AgentRunLog {
  return {
    agentName: 'permit-check',
    agentVersion: 1,
    actor: 'alice',
    status: 'success',
    inputs: {},
    steps: [],
    inputTokens: 100,
    outputTokens: 20,
    costMicroUsd: 50,
    latencyMs: 12,
    tools: [],
    playground: false,
    startedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Contract tests of the agent config and run log repositories (agent studio). */
export function agentStudioContractTests(getStore: () => Store): void {
  it('versions agent configs: drafts do not change what runs until published', async () => {
    const { agents } = getStore();
    const events: string[] = [];
    const unsubscribe = agents.subscribe((event) => events.push(`${event.type}@${event.version}`));
    await agents.create(sampleAgentConfig('permit-check'), ALICE);
    await expectCode(agents.published('permit-check'), 'NOT_FOUND');
    await agents.publish('permit-check', ALICE);
    await agents.save(
      'permit-check',
      sampleAgentConfig('permit-check', 'Also check permits.'),
      BOB,
      'permits',
    );
    expect((await agents.published('permit-check')).version).toBe(1);
    const agent = await agents.require('permit-check');
    expect(agent).toMatchObject({ publishedVersion: 1, latestVersion: 2, hasDraft: true });
    expect((await agents.versions('permit-check')).map((v) => `${v.version}:${v.state}`)).toEqual([
      '2:draft',
      '1:published',
    ]);
    expect(await agents.diff('permit-check', 1, 2)).toEqual([
      {
        path: 'promptTemplate.ask.text',
        before: 'List what the estimate is missing.',
        after: 'Also check permits.',
      },
    ]);
    await agents.publish('permit-check', BOB);
    expect((await agents.published('permit-check')).config.promptTemplate[0]?.text).toBe(
      'Also check permits.',
    );
    unsubscribe();
    expect(events).toEqual(['agent.created@1', 'agent.published@1', 'agent.saved@2', 'agent.published@2']);
  });

  it('rolls back by publishing an old config as a new version, and audits who did it', async () => {
    const { agents, auditLog } = getStore();
    await agents.create(sampleAgentConfig('rollback-me', 'first'), ALICE, { publish: true });
    await agents.save('rollback-me', sampleAgentConfig('rollback-me', 'second'), ALICE);
    await agents.publish('rollback-me', ALICE);
    const rolled = await agents.rollback('rollback-me', 1, BOB);
    expect(rolled).toMatchObject({ version: 3, state: 'published', note: 'rollback to v1' });
    expect(rolled.config.promptTemplate[0]?.text).toBe('first');
    const actions = (await auditLog.list({ limit: 10_000 }))
      .filter((entry) => entry.details.agent === 'rollback-me')
      .map((entry) => `${entry.actor}:${entry.action}`);
    expect(actions).toEqual([
      'alice:agent.create',
      'alice:agent.save',
      'alice:agent.publish',
      'bob:agent.rollback',
    ]);
  });

  it('refuses invalid configs, renames, duplicates and unknown versions with codes', async () => {
    const { agents } = getStore();
    await expectCode(agents.create({ name: 'Bad Name' }, ALICE), 'VALIDATION_FAILED');
    await agents.create(sampleAgentConfig('dupe'), ALICE);
    await expectCode(agents.create(sampleAgentConfig('dupe'), ALICE), 'ALREADY_EXISTS');
    await expectCode(agents.save('dupe', sampleAgentConfig('other'), ALICE), 'VALIDATION_FAILED');
    await expectCode(agents.rollback('dupe', 9, ALICE), 'NOT_FOUND');
    await expectCode(agents.publish('nobody', ALICE), 'NOT_FOUND');
  });

  it('seals secret prompt blocks: the config column holds a placeholder, reads give the text back', async () => {
    const store = getStore();
    const config = sampleAgentConfig('with-secret');
    config.promptTemplate = [
      { id: 'ask', text: 'Review it.' },
      { id: 'key', text: 'sk-live-TOPSECRET-123', secret: true },
    ];
    await store.agents.create(config, ALICE);
    const version = await store.agents.requireVersion('with-secret', 1);
    expect(version.config.promptTemplate[1]?.text).toBe('sk-live-TOPSECRET-123');
    const raw = await store.session.query<{ config: unknown; sealed_secrets: string }>(
      "select config, sealed_secrets from agent_config_versions where agent_id = 'with-secret'",
    );
    expect(JSON.stringify(raw.rows)).not.toContain('TOPSECRET');
  });

  it('keeps provider keys sealed: the value never in the table, the name and who set it in the audit log', async () => {
    const store = getStore();
    await store.secrets.set('OPENAI_API_KEY', 'sk-proj-SEALED-42', ALICE);
    await store.secrets.set('OPENAI_API_KEY', 'sk-proj-SEALED-43', BOB);
    expect(await store.secrets.get('OPENAI_API_KEY')).toBe('sk-proj-SEALED-43');
    expect((await store.secrets.asEnv()).OPENAI_API_KEY).toBe('sk-proj-SEALED-43');
    const raw = await store.session.query('select * from sealed_secrets');
    expect(JSON.stringify(raw.rows)).not.toContain('SEALED');
    const audit = await store.auditLog.list({ limit: 10_000 });
    expect(JSON.stringify(audit)).not.toContain('SEALED');
    expect(audit.filter((entry) => entry.action === 'secret.set').map((entry) => entry.actor)).toEqual([
      'alice',
      'bob',
    ]);
    await expectCode(store.secrets.set('lower case', 'x', ALICE), 'VALIDATION_FAILED');
    expect(await store.secrets.remove('OPENAI_API_KEY', ALICE)).toBe(true);
    expect(await store.secrets.get('OPENAI_API_KEY')).toBeUndefined();
  });

  it('seeds built-ins once, published', async () => {
    const { agents } = getStore();
    const seeds = [sampleAgentConfig('seed-a'), sampleAgentConfig('seed-b')].map((input) => ({
      ...input,
      promptTemplate: input.promptTemplate.map((block) => ({
        role: 'system' as const,
        secret: false,
        ...block,
      })),
    }));
    const parsed = seeds as unknown as Parameters<typeof agents.seedBuiltIns>[0];
    expect(await agents.seedBuiltIns(parsed, ALICE)).toEqual(['seed-a', 'seed-b']);
    expect(await agents.seedBuiltIns(parsed, ALICE)).toEqual([]);
    expect(await agents.require('seed-a')).toMatchObject({
      builtIn: true,
      publishedVersion: 1,
      hasDraft: false,
    });
  });

  it('searches the run log by agent, status, estimate, date and words; metrics and failure alerts', async () => {
    const { agentRuns } = getStore();
    const runs = [
      sampleRun({
        id: 'log-1',
        agentName: 'log-agent',
        tools: ['search_price'],
        startedAt: '2026-11-20T10:00:00Z',
      }),
      sampleRun({
        id: 'log-2',
        agentName: 'log-agent',
        status: 'failure',
        errorCategory: 'rate-limit',
        errorMessage: 'provider said slow down',
        estimateId: 'est-9',
        startedAt: '2026-11-21T10:00:00Z',
      }),
      sampleRun({
        id: 'log-3',
        agentName: 'log-other',
        output: 'Missing the permit fee',
        startedAt: '2026-11-22T10:00:00Z',
      }),
    ];
    for (const run of runs) await agentRuns.record(run);
    const ids = async (filter: Parameters<typeof agentRuns.search>[0]) =>
      (await agentRuns.search(filter)).map((run) => run.id).filter((id) => id.startsWith('log-'));
    expect(await ids({ agent: 'log-agent' })).toEqual(['log-2', 'log-1']);
    expect(await ids({ status: 'failure' })).toEqual(['log-2']);
    expect(await ids({ estimateId: 'est-9' })).toEqual(['log-2']);
    expect(await ids({ since: '2026-11-21T00:00:00Z', until: '2026-11-21T23:00:00Z' })).toEqual(['log-2']);
    expect(await ids({ text: 'permit' })).toEqual(['log-3']);
    expect(await agentRuns.get('log-2')).toEqual(
      runs[1] && { ...runs[1], startedAt: '2026-11-21T10:00:00.000Z' },
    );
    const [metrics] = await agentRuns.metrics({ agent: 'log-agent' });
    expect(metrics).toMatchObject({
      runs: 2,
      successRate: 0.5,
      mostUsedTools: [{ tool: 'search_price', calls: 1 }],
    });
    const alerts = await agentRuns.failureAlerts({
      windowStartedAt: '2026-11-19T00:00:00Z',
      threshold: 0.4,
      minRuns: 2,
    });
    expect(alerts.map((alert) => alert.agentName)).toContain('log-agent');
    expect(alerts.map((alert) => alert.agentName)).not.toContain('log-other');
  });
}
