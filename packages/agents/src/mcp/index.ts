export type { McpServerInfo, McpToolInfo, McpToolSource } from './create-mcp-server.ts';
export { handleMcpHttpRequest } from './serve-mcp-over-http.ts';
export { serveMcpOverStdio } from './serve-mcp-over-stdio.ts';
