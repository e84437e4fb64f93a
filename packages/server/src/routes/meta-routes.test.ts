import { toOpenApiPath } from '@quoin/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('meta routes', () => {
  it('GET /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '0.1.0', time: '2025-03-01T12:00:00.000Z' });
  });

  it('GET /api/openapi.json lists every REST route the server registered', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    // /mcp speaks MCP's JSON-RPC, described by the protocol itself (tools/list), not by the OpenAPI document.
    const registered = t.routes.filter((route) => !route.path.startsWith('/ws/') && route.path !== '/mcp');
    expect(registered.length).toBeGreaterThanOrEqual(15);
    for (const { method, path } of registered) {
      expect(document.paths[toOpenApiPath(path)]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
    const create = document.paths['/api/estimates'].post;
    expect(create.requestBody.content['application/json'].schema.required).toContain('title');
    expect(document.paths['/api/estimates/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
  });
});
