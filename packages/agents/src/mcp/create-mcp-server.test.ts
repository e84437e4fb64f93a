import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { bundledCatalog } from '@quoin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { registerEngineTools } from '../tools/engine-tools.ts';
import { ToolRegistry } from '../tools/tool-registry.ts';
import { createMcpServer } from './create-mcp-server.ts';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function connectedClient() {
  const registry = new ToolRegistry({ now: () => new Date('2026-01-02T03:04:05Z'), timer: () => 0 });
  registerEngineTools(registry, { priceSource: () => bundledCatalog() });
  const server = createMcpServer(registry, { name: 'quoin', version: '0.0.0-test' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'test-client', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  return { client, registry };
}

describe('createMcpServer', () => {
  it('lists every registered tool with an object input schema', async () => {
    const { client, registry } = await connectedClient();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      registry
        .list()
        .map((tool) => tool.name)
        .sort(),
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.description?.length).toBeGreaterThan(10);
    }
  });

  it('calls a tool through the registry and answers with its response shape', async () => {
    const { client } = await connectedClient();
    const result = await client.callTool({
      name: 'calculate_area',
      arguments: { calculationType: 'rectangle_area', dimensions: { lengthFt: 12, widthFt: 10 } },
    });
    expect(result.isError).toBe(false);
    const response = result.structuredContent as { status: string; toolName: string; data: unknown };
    expect(response.status).toBe('success');
    expect(response.toolName).toBe('calculate_area');
    const text = (result.content as Array<{ type: string; text: string }>)[0]?.text ?? '';
    expect(JSON.parse(text)).toEqual(response);
  });

  it('answers a bad argument as a tool error naming the parameter, not a protocol failure', async () => {
    const { client } = await connectedClient();
    const result = await client.callTool({
      name: 'calculate_area',
      arguments: { calculationType: 'rectangle_areas', dimensions: {} },
    });
    expect(result.isError).toBe(true);
    const response = result.structuredContent as { status: string; error: { message: string } };
    expect(response.status).toBe('error');
    expect(response.error.message).toMatch(/calculationType/);
  });

  it('answers an unknown tool with an error that suggests near names', async () => {
    const { client } = await connectedClient();
    const result = await client.callTool({ name: 'calculate_aera', arguments: {} });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.structuredContent)).toContain('calculate_area');
  });
});
