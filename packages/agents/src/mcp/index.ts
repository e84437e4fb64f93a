export * from './create-mcp-server.ts';
