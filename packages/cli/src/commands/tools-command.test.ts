import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planningTools } from '../planning-tools.ts';
import { runInProcess } from '../test-support/run-in-process.ts';
import { cliToolRegistry } from './tools-command.ts';

const cwd = mkdtempSync(join(tmpdir(), 'quoin-tools-'));
const quoin = (args: string[]) => runInProcess(args, { cwd });
const CPM_ARGS =
  '{"activities":[{"id":"A","durationDays":3},{"id":"B","durationDays":2,"predecessors":["A"]}]}';

describe('quoin tools', () => {
  it('list shows engine and planning tools in one registry', async () => {
    const run = await quoin(['tools', 'list']);
    expect(run.code).toBe(0);
    for (const name of ['search_price', 'build_estimate', 'calculate_critical_path', 'monte_carlo_sim'])
      expect(run.text).toContain(name);
  });

  it('list --format json gives discovery data, filterable by placement', async () => {
    const run = await quoin(['tools', 'list', '--format', 'json', '--placement', 'dashboard']);
    const tools = JSON.parse(run.text) as { name: string; uiPlacement: string; parameters: unknown[] }[];
    expect(tools.length).toBeGreaterThan(0);
    expect(tools.every((tool) => tool.uiPlacement === 'dashboard')).toBe(true);
    expect(tools.map((tool) => tool.name)).toContain('generate_construction_schedule');
  });

  it('docs NAME prints the Markdown reference', async () => {
    const run = await quoin(['tools', 'docs', 'calculate_critical_path']);
    expect(run.code).toBe(0);
    expect(run.text).toContain('## calculate_critical_path');
    expect(run.text).toContain('| `activities` |');
  });

  it('docs of an unknown tool is a usage error', async () => {
    const run = await quoin(['tools', 'docs', 'calculate_critcal_path']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('calculate_critical_path');
  });

  it('call prints the response JSON', async () => {
    const run = await quoin([
      'tools',
      'call',
      'calculate_critical_path',
      CPM_ARGS,
      '--now',
      '2026-01-05T09:00:00Z',
    ]);
    expect(run.code).toBe(0);
    const response = JSON.parse(run.text);
    expect(response).toMatchObject({
      status: 'success',
      toolName: 'calculate_critical_path',
      timestamp: '2026-01-05T09:00:00.000Z',
      data: { projectDurationDays: 5, criticalPath: ['A', 'B'] },
    });
  });

  it.each([
    [['auto_budget', '--example', '1'], 0, 'single_family_new'],
    [['auto_budget', '--example', '3'], 2, '--example must be 1 to 2 for auto_budget'],
    [['auto_budget', '{}', '--example', '1'], 2, 'not both'],
  ])('call %j runs a documented example or names the ones there are', async (args, code, text) => {
    const run = await quoin(['tools', 'call', ...args]);
    expect(run.code).toBe(code);
    expect(run.text + run.stderr).toContain(text);
  });

  it('a validation error exits 3 with the error response naming the parameter', async () => {
    const run = await quoin([
      'tools',
      'call',
      'calculate_critical_path',
      '{"activities":[{"id":"A","durationDays":"soon"}]}',
    ]);
    expect(run.code).toBe(3);
    const response = JSON.parse(run.text);
    expect(response.status).toBe('error');
    expect(response.error.category).toBe('validation');
    expect(response.error.issues[0].path).toBe('activities.0.durationDays');
    expect(run.stderr).toContain('activities.0.durationDays');
  });

  it('a planning error (a loop) is reported as a validation error with its problems', async () => {
    const loop =
      '{"activities":[{"id":"A","durationDays":1,"predecessors":["B"]},{"id":"B","durationDays":1,"predecessors":["A"]}]}';
    const run = await quoin(['tools', 'call', 'calculate_critical_path', loop]);
    expect(run.code).toBe(3);
    expect(JSON.parse(run.text).error.code).toBe('INVALID_INPUT');
  });

  it('an unknown tool exits 2', async () => {
    const run = await quoin(['tools', 'call', 'critical_path', '{}']);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.text).error.suggestions).toContain('calculate_critical_path');
  });

  it('arguments that are not JSON are a usage error', async () => {
    const run = await quoin(['tools', 'call', 'calculate_area', '{oops']);
    expect(run.code).toBe(2);
  });
});

describe('planning tools', () => {
  const registry = cliToolRegistry({ env: {}, cwd, stdout: process.stdout, stderr: process.stderr });
  const examples = planningTools().flatMap((tool) =>
    tool.examples.map((example) => [tool.name, example.description, example.args] as const),
  );

  it('registers every planning tool', () => {
    expect(planningTools().map((tool) => tool.name)).toEqual([
      'generate_construction_schedule',
      'calculate_critical_path',
      'calculate_pert',
      'monte_carlo_sim',
      'calculate_financial_metrics',
      'create_gantt_chart',
    ]);
  });

  it.each(examples)('%s example "%s" succeeds', async (name, _description, args) => {
    const response = await registry.execute(name, args);
    expect(response.error).toBeNull();
    expect(response.status).toBe('success');
  });

  it('docs list every tool of both sets', () => {
    const docs = registry.docs();
    for (const tool of registry.list()) expect(docs).toContain(`## ${tool.name}`);
    // engine and planning, the six drawing tools, and the session and document tools
    expect(registry.list().length).toBeGreaterThanOrEqual(19 + 6);
  });
});
