import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool } from './define-tool.ts';
import { ToolError } from './tool-error.ts';
import { ToolRegistry } from './tool-registry.ts';

const NOW = new Date('2026-03-02T10:00:00.000Z');

/** A registry on fake clocks: the timer advances 5 ms per reading. */
function fakeRegistry(sleep?: (ms: number) => Promise<void>) {
  let ms = 0;
  return new ToolRegistry({
    now: () => NOW,
    timer: () => {
      ms += 5;
      return ms;
    },
    ...(sleep ? { sleep } : {}),
  });
}

const echo = defineTool({
  name: 'echo_numbers',
  description: 'Echoes its arguments.',
  category: 'test',
  uiPlacement: 'service',
  priority: 3,
  inputSchema: z.object({
    count: z.number().int(),
    label: z.string().default('none'),
    loud: z.boolean().default(false),
    nested: z.object({ widthFt: z.number() }).optional(),
  }),
  examples: [{ description: 'count', args: { count: 1 } }],
  execute: (input) => input,
});

function failing(error: unknown, name = 'always_fails') {
  let calls = 0;
  const tool = defineTool({
    name,
    description: 'Fails.',
    category: 'test',
    uiPlacement: 'service',
    priority: 1,
    inputSchema: z.object({}),
    examples: [{ description: 'fails', args: {} }],
    execute: (): unknown => {
      calls++;
      throw error;
    },
  });
  return { tool, calls: () => calls };
}

describe('ToolRegistry.execute', () => {
  it('answers in the one response shape with injected time', async () => {
    const response = await fakeRegistry().register(echo).execute('echo_numbers', { count: 2 });
    expect(Object.keys(response).sort()).toEqual(
      ['data', 'error', 'executionTime', 'files', 'metadata', 'status', 'timestamp', 'toolName'].sort(),
    );
    expect(response).toMatchObject({
      status: 'success',
      data: { count: 2, label: 'none', loud: false },
      files: [],
      error: null,
      executionTime: 5,
      toolName: 'echo_numbers',
      timestamp: '2026-03-02T10:00:00.000Z',
    });
  });

  it.each([
    [{ count: '12' }, { count: 12 }, ['count']],
    [{ count: 3, loud: 'true' }, { count: 3, loud: true }, ['loud']],
    [
      { count: '1,200', nested: { widthFt: '4.5' } },
      { count: 1200, nested: { widthFt: 4.5 } },
      ['count', 'nested.widthFt'],
    ],
    [{ count: 1, label: null }, { count: 1, label: 'none' }, []],
  ])(
    'coerces strings only where the schema wants numbers or booleans: %j',
    async (args, expected, coerced) => {
      const response = await fakeRegistry().register(echo).execute('echo_numbers', args);
      expect(response.status).toBe('success');
      expect(response.data).toMatchObject(expected);
      expect(response.metadata.coerced ?? []).toEqual(coerced);
    },
  );

  it('keeps a number-looking string a string where the schema wants a string', async () => {
    const response = await fakeRegistry().register(echo).execute('echo_numbers', { count: 1, label: '42' });
    expect(response.data).toMatchObject({ label: '42' });
  });

  it.each([
    [{}, 'count'],
    [{ count: 'many' }, 'count'],
    [{ count: 1.5 }, 'count'],
    [{ count: 1, nested: { widthFt: 'wide' } }, 'nested.widthFt'],
  ])('a validation error names the parameter: %j', async (args, path) => {
    const response = await fakeRegistry().register(echo).execute('echo_numbers', args);
    expect(response.status).toBe('error');
    expect(response.data).toBeNull();
    expect(response.error).toMatchObject({
      category: 'validation',
      code: 'INVALID_ARGUMENTS',
      isRetryable: false,
    });
    expect(response.error?.message).toContain(`"${path}"`);
    expect(response.error?.issues?.[0]?.path).toBe(path);
  });

  it('an unknown tool lists near names', async () => {
    const response = await fakeRegistry().register(echo).execute('echo_number', {});
    expect(response.error).toMatchObject({ code: 'UNKNOWN_TOOL', category: 'validation' });
    expect(response.error?.suggestions).toEqual(['echo_numbers']);
  });

  it('retries a network error with exponential backoff, then gives up', async () => {
    const delays: number[] = [];
    const { tool, calls } = failing(Object.assign(new Error('reset'), { code: 'ECONNRESET' }));
    const response = await fakeRegistry(async (ms) => void delays.push(ms))
      .register(tool)
      .execute('always_fails');
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(calls()).toBe(4);
    expect(response.error).toMatchObject({ category: 'network', isRetryable: true });
    expect(response.metadata.retries).toBe(3);
  });

  it('honours Retry-After on a rate limit', async () => {
    const delays: number[] = [];
    const { tool } = failing(new ToolError('rate_limit', 'RATE_LIMITED', 'slow down', {}, 9000));
    await fakeRegistry(async (ms) => void delays.push(ms))
      .register(tool)
      .execute('always_fails');
    expect(delays).toEqual([9000, 9000, 9000]);
  });

  it.each([
    ['processing', new Error('boom')],
    ['validation', Object.assign(new Error('bad trade'), { code: 'UNKNOWN_TRADE' })],
  ])('never retries %s errors', async (category, error) => {
    const delays: number[] = [];
    const { tool, calls } = failing(error);
    const response = await fakeRegistry(async (ms) => void delays.push(ms))
      .register(tool)
      .execute('always_fails');
    expect(response.error?.category).toBe(category);
    expect(calls()).toBe(1);
    expect(delays).toEqual([]);
  });

  it('succeeds after a retry and says so', async () => {
    let calls = 0;
    const flaky = defineTool({
      name: 'flaky',
      description: 'Fails once.',
      category: 'test',
      uiPlacement: 'service',
      priority: 1,
      inputSchema: z.object({}),
      examples: [{ description: 'x', args: {} }],
      execute: () => {
        calls++;
        if (calls === 1) throw Object.assign(new Error('503'), { status: 503 });
        return 'ok';
      },
    });
    const response = await fakeRegistry(async () => {})
      .register(flaky)
      .execute('flaky');
    expect(response).toMatchObject({ status: 'success', data: 'ok', metadata: { retries: 1 } });
  });
});

describe('ToolRegistry discovery', () => {
  it('refuses a second tool of the same name', () => {
    expect(() => fakeRegistry().register(echo, echo)).toThrow(/already registered/);
  });

  it('lists by priority and filters by category and placement', () => {
    const { tool } = failing(new Error('x'), 'zz_tool');
    const registry = fakeRegistry().register(tool, echo);
    expect(registry.list().map((t) => t.name)).toEqual(['echo_numbers', 'zz_tool']);
    expect(registry.list({ uiPlacement: 'dashboard' })).toEqual([]);
    expect(registry.list({ category: 'test' })).toHaveLength(2);
  });

  it('documents parameters with types, required flags and defaults', () => {
    const docs = fakeRegistry().register(echo).docs('echo_numbers');
    expect(docs).toContain('| `count` | integer | yes |');
    expect(docs).toContain('| `label` | string | no | `"none"` |');
    expect(docs).toContain(`quoin tools call echo_numbers '{"count":1}'`);
  });

  it('rejects badly named tools', () => {
    expect(() => defineTool({ ...echo, name: 'EchoNumbers' })).toThrow(/snake_case/);
  });
});
