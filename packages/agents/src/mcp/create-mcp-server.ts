import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ToolInfo } from '../tools/tool-docs.ts';

/** What an MCP server offers: the registry, or a caller's view of it (the HTTP server's, per organisation). */
export interface McpToolSource {
  list(): McpToolInfo[];
  execute(name: string, args: unknown): Promise<{ status: string }>;
}

/** The parts of a tool's description MCP lists. */
export type McpToolInfo = Pick<
  ToolInfo,
  'name' | 'description' | 'inputJsonSchema' | 'category' | 'uiPlacement' | 'priority'
>;

export interface McpServerInfo {
  name: string;
  version: string;
}

/** MCP wants an object schema at the top; our tools always take an object of arguments. */
function inputSchemaOf(info: McpToolInfo): Tool['inputSchema'] {
  const schema = info.inputJsonSchema;
  return { ...schema, type: 'object' } as Tool['inputSchema'];
}

function toMcpTool(info: McpToolInfo): Tool {
  return {
    name: info.name,
    description: info.description,
    inputSchema: inputSchemaOf(info),
    annotations: { title: info.name.replaceAll('_', ' ') },
    _meta: { category: info.category, uiPlacement: info.uiPlacement, priority: info.priority },
  };
}

/**
 * The tool registry as a Model Context Protocol server: `tools/list` lists every registered tool with its JSON
 * Schema, `tools/call` runs one through the registry (validation, defaults, coercion) and answers with the
 * registry's one response shape, as text and as structured content. A failed call is `isError`, not a protocol
 * error, so the calling assistant sees the message and can repair its arguments.
 * @example await createMcpServer(registry, { name: 'quoin', version }).connect(new StdioServerTransport())
 */
export function createMcpServer(registry: McpToolSource, info: McpServerInfo): Server {
  const server = new Server(info, {
    capabilities: { tools: {} },
    instructions:
      'Quoin construction-estimating tools. Every number comes from a deterministic engine: price search ' +
      'with confidence and package math, labor rates by location, assemblies, quantities, validation, plans.',
  });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: registry.list().map(toMcpTool) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const response = await registry.execute(request.params.name, request.params.arguments ?? {});
    return {
      content: [{ type: 'text', text: JSON.stringify(response, null, 2) }],
      structuredContent: response as unknown as Record<string, unknown>,
      isError: response.status === 'error',
    };
  });
  return server;
}
