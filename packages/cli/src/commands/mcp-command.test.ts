import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { makeWorkspace } from '../test-support/run-quoin.ts';

const BIN = fileURLToPath(new URL('../../bin/quoin.mjs', import.meta.url));

// The real `quoin mcp` in a child process, driven by the SDK's own client over stdio, as an assistant runs it.
describe('quoin mcp', { timeout: 120_000 }, () => {
  it('lists and calls the registry tools over stdio', async () => {
    const cwd = makeWorkspace();
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp'],
      cwd,
      env: { PATH: process.env.PATH ?? '', QUOIN_HOME: `${cwd}/home` },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'quoin-test', version: '1.0.0' });
    await client.connect(transport);
    expect(client.getServerVersion()?.name).toBe('quoin');
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining(['search_price', 'calculate_area', 'calculate_critical_path']),
    );
    const result = await client.callTool({
      name: 'search_price',
      arguments: { query: '1/2 in drywall 4x8 sheet', zip: '60614' },
    });
    expect(result.isError).toBe(false);
    const response = result.structuredContent as { status: string; data: unknown };
    expect(response.status).toBe('success');
    expect(JSON.stringify(response.data)).toMatch(/drywall/i);
    await client.close();
  });
});
