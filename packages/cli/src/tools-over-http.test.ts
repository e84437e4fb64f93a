import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '@quoin/server/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { cliToolRegistry } from './commands/tools-command.ts';

const cwd = mkdtempSync(join(tmpdir(), 'quoin-tools-http-'));
const { app, close } = await createTestApp({
  clock: () => new Date('2026-11-25T12:00:00Z'),
  tools: cliToolRegistry(
    { env: {}, cwd, stdout: process.stdout, stderr: process.stderr },
    () => new Date('2026-11-25T12:00:00Z'),
  ),
});
afterAll(close);

describe('the cli registry over HTTP', () => {
  it('lists the dashboard tools and documents the routes in OpenAPI', async () => {
    const tools = (await app.inject({ method: 'GET', url: '/api/tools?placement=dashboard' })).json().tools;
    expect(tools.map((tool: { name: string }) => tool.name)).toEqual(
      expect.arrayContaining(['generate_letter', 'analyze_tender', 'auto_budget']),
    );
    const openapi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(openapi.paths['/api/tools/{name}'].post).toBeDefined();
  });

  it('POST /api/tools/auto_budget returns the budget', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tools/auto_budget',
      payload: { projectType: 'single_family_new', areaSqFt: 2000, zip: '95814' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', data: { pointEstimateCents: 35_704_000 } });
  });

  it('an unknown building type is a 400 naming the parameter', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tools/auto_budget',
      payload: { projectType: 'castle', areaSqFt: 10 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0].path).toBe('projectType');
  });
});
