import type { ToolInfoWire, ToolResponseWire } from '@quoin/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolCatalog } from '../app-deps.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const info = (name: string, uiPlacement: ToolInfoWire['uiPlacement']): ToolInfoWire => ({
  name,
  description: `${name} tool`,
  category: 'test',
  uiPlacement,
  priority: 5,
  dependencies: [],
  parameters: [],
  inputJsonSchema: { type: 'object' },
  examples: [{ description: 'no arguments', args: {} }],
});

const response = (toolName: string, fields: Partial<ToolResponseWire>): ToolResponseWire => ({
  status: 'success',
  data: null,
  files: [],
  metadata: {},
  error: null,
  executionTime: 1,
  toolName,
  timestamp: '2025-03-01T12:00:00.000Z',
  ...fields,
});

// A stand-in for agents' ToolRegistry: the server only knows the structural ToolCatalog.
const catalog: ToolCatalog = {
  list: () => [info('add_numbers', 'tools'), info('hidden_helper', 'service')],
  async execute(name, args) {
    const { a, b } = args as { a?: unknown; b?: unknown };
    if (typeof a !== 'number' || typeof b !== 'number')
      return response(name, {
        status: 'error',
        error: { category: 'validation', code: 'INVALID_ARGUMENTS', message: 'Invalid argument "a"' },
      });
    return response(name, { data: { sum: a + b } });
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tools: catalog });
});
afterAll(async () => t.close());

describe('tool routes', () => {
  it('GET /api/tools lists the registry, filterable by placement', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/tools' });
    expect(all.json().tools.map((tool: { name: string }) => tool.name)).toEqual([
      'add_numbers',
      'hidden_helper',
    ]);
    const shown = await t.app.inject({ method: 'GET', url: '/api/tools?placement=tools' });
    expect(shown.json().tools).toHaveLength(1);
  });

  it('GET /api/tools/:name describes one tool; an unknown one is 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/tools/add_numbers' })).json().name).toBe(
      'add_numbers',
    );
    const missing = await t.app.inject({ method: 'GET', url: '/api/tools/no_such_tool' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });

  it('POST /api/tools/:name runs the tool and answers with the standard response', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/tools/add_numbers', payload: { a: 2, b: 3 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'success', data: { sum: 5 }, toolName: 'add_numbers' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/tools/add_numbers', payload: { a: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', error: { code: 'INVALID_ARGUMENTS' } });
  });

  it('a body that is not an object is refused before the tool', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/tools/add_numbers', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
  });
});
