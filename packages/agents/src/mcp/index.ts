export {
  createMcpServer,
  type McpServerInfo,
  serveMcpOverStdio,
} from './create-mcp-server.ts';
