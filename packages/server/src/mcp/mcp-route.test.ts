import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ToolInfoWire, ToolResponseWire } from '@quoin/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccountsApp, type OrgFixture, seedOrg } from '../access/access-fixtures.ts';
import type { ToolCatalog } from '../app-deps.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const addNumbers: ToolInfoWire = {
  name: 'add_numbers',
  description: 'Adds two numbers.',
  category: 'test',
  uiPlacement: 'tools',
  priority: 5,
  dependencies: [],
  parameters: [],
  inputJsonSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } } },
  examples: [],
};

// A stand-in for agents' ToolRegistry: the server only knows the structural ToolCatalog.
const catalog: ToolCatalog = {
  list: () => [addNumbers],
  async execute(name, args) {
    const { a, b } = args as { a: number; b: number };
    return {
      status: 'success',
      data: { sum: a + b },
      files: [],
      metadata: {},
      error: null,
      executionTime: 1,
      toolName: name,
      timestamp: '2025-03-01T12:00:00.000Z',
    } satisfies ToolResponseWire;
  },
};

async function listen(test: TestApp): Promise<URL> {
  const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
  return new URL('/mcp', address);
}

/** The MCP SDK's own client over a real socket, sending the token as a bearer header when given. */
async function connect(url: URL, token?: string): Promise<Client> {
  const client = new Client({ name: 'mcp-route-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(url, {
    ...(token ? { requestInit: { headers: bearer(token) } } : {}),
  });
  await client.connect(transport);
  return client;
}

describe('MCP over HTTP, single-user mode', () => {
  let test: TestApp;
  let url: URL;
  beforeAll(async () => {
    test = await createTestApp({ tools: catalog });
    url = await listen(test);
  }, 60_000);
  afterAll(() => test?.close());

  it('lists and calls the registry with the SDK client', async () => {
    const client = await connect(url);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['add_numbers']);
      const result = await client.callTool({ name: 'add_numbers', arguments: { a: 2, b: 40 } });
      expect(result.isError).toBe(false);
      expect(result.structuredContent).toMatchObject({ status: 'success', data: { sum: 42 } });
    } finally {
      await client.close();
    }
  });

  it('answers GET with 405: the endpoint is stateless', async () => {
    const response = await fetch(url, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(405);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('refuses a page of another site (Origin), as the API does', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(response.status).toBe(403);
  });
});

describe('MCP over HTTP with accounts', () => {
  let test: TestApp;
  let url: URL;
  let acme: OrgFixture;
  let other: OrgFixture;
  beforeAll(async () => {
    test = await createAccountsApp({});
    test.context.tools = catalog;
    // Another organisation's tools are its own (`toolsForOrg`): without it, it has none (access/org-context.ts).
    test.context.toolsForOrg = () => catalog;
    acme = await seedOrg(test, 'Acme', true);
    other = await seedOrg(test, 'Other');
    url = await listen(test);
  }, 60_000);
  afterAll(() => test?.close());

  it('refuses a client without a token, or with an unknown one', async () => {
    await expect(connect(url)).rejects.toThrow(/401|Sign in/);
    await expect(connect(url, 'qt_not_a_token')).rejects.toThrow(/401|unknown or revoked/);
  });

  // [organisation, role, tool call succeeds]
  const matrix: ['acme' | 'other', 'viewer' | 'estimator' | 'owner', boolean][] = [
    ['acme', 'estimator', true],
    ['acme', 'owner', true],
    ['acme', 'viewer', false],
    // Each organisation's tools work over its own rows (the store view of access/org-context.ts).
    ['other', 'estimator', true],
    ['other', 'viewer', false],
  ];
  it.each(matrix)('%s %s lists the tools; its call succeeds: %s', async (org, role, succeeds) => {
    const client = await connect(url, (org === 'acme' ? acme : other).tokens[role]);
    try {
      expect((await client.listTools()).tools).toHaveLength(1);
      const result = await client.callTool({ name: 'add_numbers', arguments: { a: 1, b: 2 } });
      expect(result.isError).toBe(!succeeds);
      if (!succeeds) expect(JSON.stringify(result.content)).toMatch(/estimator role/);
    } finally {
      await client.close();
    }
  });
});
