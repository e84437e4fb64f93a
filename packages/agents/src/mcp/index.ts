export type { McpServerInfo } from './create-mcp-server.ts';
export { serveMcpOverStdio } from './serve-mcp-over-stdio.ts';
