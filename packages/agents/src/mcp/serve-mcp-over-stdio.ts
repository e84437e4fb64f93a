import type { Readable, Writable } from 'node:stream';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import type { McpServerInfo } from './create-mcp-server.ts';

/**
 * Serves the registry over stdio until the client goes away (stdin ends or the client closes); resolves then.
 * Only protocol messages are written to `output`.
 */
export async function serveMcpOverStdio(
  registry: ToolRegistry,
  info: McpServerInfo,
  streams: { input: NodeJS.ReadableStream & Readable; output: NodeJS.WritableStream & Writable },
): Promise<void> {
  // The MCP SDK (with the zod 3 and JSON Schema converter it brings) costs ~13 MB of RSS: only `quoin mcp`
  // loads it, not every process that loads this package (issue 14: idle memory of `quoin serve`).
  const [{ createMcpServer }, { StdioServerTransport }] = await Promise.all([
    import('./create-mcp-server.ts'),
    import('@modelcontextprotocol/sdk/server/stdio.js'),
  ]);
  const server = createMcpServer(registry, info);
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
  });
  // The SDK's stdio transport does not watch for the end of its input; a client that exits ends the server.
  streams.input.once('end', () => void server.close());
  await server.connect(new StdioServerTransport(streams.input, streams.output));
  await closed;
}
