import type { IncomingMessage, ServerResponse } from 'node:http';
import type { McpServerInfo, McpToolSource } from './create-mcp-server.ts';

/**
 * Answers one MCP request of the Streamable HTTP transport, stateless: a fresh protocol server and transport
 * per request (no session id), so any of several `quoin serve` instances can answer any request and nothing
 * is held between them. `tools` is what this caller may use (the server passes its organisation's view).
 * The caller has read the JSON body (`parsedBody`) and authenticated the request.
 */
export async function handleMcpHttpRequest(
  tools: McpToolSource,
  info: McpServerInfo,
  exchange: { request: IncomingMessage; response: ServerResponse; parsedBody?: unknown },
): Promise<void> {
  // The SDK loads on the first MCP request, not with the server (issue 14: idle memory of `quoin serve`).
  const [{ createMcpServer }, { StreamableHTTPServerTransport }] = await Promise.all([
    import('./create-mcp-server.ts'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ]);
  const server = createMcpServer(tools, info);
  // JSON answers, not an SSE stream: every tool call is one request and one answer.
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  exchange.response.once('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(exchange.request, exchange.response, exchange.parsedBody);
}
