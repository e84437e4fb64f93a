/** Where `quoin serve` answers the Model Context Protocol (Streamable HTTP transport). */
export const MCP_PATH = '/mcp';
