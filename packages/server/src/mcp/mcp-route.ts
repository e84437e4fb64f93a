import { handleMcpHttpRequest, type McpToolSource } from '@quoin/agents';
import { QuoinError } from '@quoin/core';
import type { ToolResponseWire } from '@quoin/protocol';
import { actAs, type Principal, roleAtLeast } from '@quoin/store';
import type { FastifyInstance } from 'fastify';
import { orgContextOf } from '../access/org-context.ts';
import { hasPrincipal, principalOf } from '../access/request-principal.ts';
import type { AppContext } from '../app-deps.ts';
import { SERVER_VERSION } from '../routes/meta-routes.ts';
import { MCP_PATH } from './mcp-path.ts';

function refusal(name: string, message: string, now: Date): ToolResponseWire {
  return {
    status: 'error',
    data: null,
    files: [],
    metadata: {},
    error: { code: 'FORBIDDEN', category: 'validation', message, retryable: false },
    executionTime: 0,
    toolName: name,
    timestamp: now.toISOString(),
  };
}

/**
 * The tools one caller may use over MCP: the same rules as `POST /api/tools/:name` (an estimator or above
 * calls; each organisation's tools read and write its own rows), applied per call so the
 * refusal is a tool error the calling assistant reads, and each call acts as the caller in the audit log.
 */
function mcpToolsFor(context: AppContext, principal: Principal, authenticated: boolean): McpToolSource {
  // The caller's organisation's tools (its store view), as `POST /api/tools/:name` serves them.
  const tools = orgContextOf(context, principal.orgId).tools;
  return {
    list: () => tools?.list() ?? [],
    execute: async (name, args) => {
      if (!tools) return refusal(name, 'This server offers no tools.', context.clock());
      if (!roleAtLeast(principal.role, 'estimator'))
        return refusal(
          name,
          `Calling a tool needs the estimator role; you are ${principal.role}.`,
          context.clock(),
        );
      return authenticated
        ? actAs(principal.email, () => tools.execute(name, args))
        : tools.execute(name, args);
    },
  };
}

/**
 * MCP over HTTP at /mcp, stateless: POST carries JSON-RPC (initialize, tools/list, tools/call) and is answered
 * in JSON; there is no session and no server-initiated stream, so GET and DELETE answer 405 as the transport's
 * specification asks. Authentication and Origin are checked before this by the access hook, as for /api.
 */
export function registerMcpRoute(app: FastifyInstance, context: AppContext): void {
  app.post(MCP_PATH, async (request, reply) => {
    const tools = mcpToolsFor(context, principalOf(request), hasPrincipal(request));
    reply.hijack();
    await handleMcpHttpRequest(
      tools,
      { name: 'quoin', version: SERVER_VERSION },
      { request: request.raw, response: reply.raw, parsedBody: request.body },
    );
  });
  for (const method of ['GET', 'DELETE'] as const)
    app.route({
      method,
      url: MCP_PATH,
      handler: async (_request, reply) => {
        reply.header('allow', 'POST');
        throw new QuoinError(
          'METHOD_NOT_ALLOWED',
          'This MCP endpoint is stateless: POST its JSON-RPC requests to /mcp.',
          { allow: 'POST' },
        );
      },
    });
}
