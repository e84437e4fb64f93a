import { QuoinError } from '@quoin/core';
import { REST_ROUTES } from '@quoin/protocol';
import { type Principal, roleAtLeast } from '@quoin/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-deps.ts';
import { MCP_PATH } from '../mcp/mcp-path.ts';
import { type AccessOptions, CSRF_HEADER, SESSION_COOKIE } from './access-options.ts';
import { readCookie } from './cookies.ts';
import { credentialLookups } from './credential-lookups.ts';
import { setPrincipal } from './request-principal.ts';
import { type RouteAccess, routeAccess } from './route-roles.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The principal behind a bearer token or a session cookie (the token wins when both are sent). */
async function authenticate(request: FastifyRequest, context: AppContext): Promise<Principal | undefined> {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const principal = match?.[1] ? await credentialLookups(context).token(match[1]) : undefined;
    // A wrong token is an error even on public routes: the caller meant to be someone.
    if (!principal) throw new QuoinError('UNAUTHENTICATED', 'The bearer token is unknown or revoked.', {});
    return principal;
  }
  const sessionId = readCookie(request.headers.cookie, SESSION_COOKIE);
  return sessionId ? credentialLookups(context).session(sessionId) : undefined;
}

/** The request's own origin as a browser would write it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? ''}`;
}

/**
 * A browser sends `Origin` on cross-site requests and on every WebSocket: a page of another site must not
 * drive the API or open a socket with the user's cookie (cross-site WebSocket hijacking, CSRF).
 */
function checkOrigin(request: FastifyRequest, options: AccessOptions): void {
  const origin = request.headers.origin;
  if (origin === undefined || origin === ownOrigin(request)) return;
  if (options.allowedOrigins?.includes(origin) || options.corsOrigins?.includes(origin)) return;
  throw new QuoinError(
    'FORBIDDEN',
    `Requests from ${origin} are not allowed; this server answers its own pages.`,
    {
      origin,
    },
  );
}

function accessOf(request: FastifyRequest, operations: Map<string, RouteAccess>, path: string): RouteAccess {
  const known = operations.get(`${request.method} ${request.routeOptions.url ?? ''}`);
  if (known) return known;
  // Sockets read like GETs; their editing frames are held to the role by guardSocket. MCP lists tools to any
  // member; its tool calls are held to the role per call (mcp/mcp-route.ts).
  return path.startsWith('/ws/') || path === MCP_PATH ? 'viewer' : 'public';
}

/**
 * Who is asking, checked before any route: Origin, then (with accounts) the bearer token or session cookie,
 * the CSRF header of a cookie-authenticated write, and the route's role. Without accounts every request is
 * single-user mode's owner, as before.
 */
export function registerRequestAccess(
  app: FastifyInstance,
  context: AppContext,
  options: AccessOptions,
): void {
  const operations = new Map(
    REST_ROUTES.map((route) => [
      `${route.method} ${route.path}`,
      routeAccess(route.operationId, route.method),
    ]),
  );
  // A refused WebSocket upgrade is answered in HTTP; its socket would otherwise stay open and hold shutdown.
  app.addHook('onResponse', async (request, reply) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket' && reply.statusCode >= 400) {
      request.raw.socket?.destroy();
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') && !path.startsWith('/ws/') && path !== MCP_PATH) return;
    const origin = request.headers.origin;
    if (origin && options.corsOrigins?.includes(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('vary', 'Origin');
    }
    checkOrigin(request, options);
    if (options.mode === 'off') return;
    const access = accessOf(request, operations, path);
    const principal = await authenticate(request, context);
    if (principal) setPrincipal(request, principal);
    if (access === 'public') return;
    if (!principal) {
      throw new QuoinError('UNAUTHENTICATED', 'Sign in, or send Authorization: Bearer <token>.', {});
    }
    if (principal.via === 'session' && !SAFE_METHODS.has(request.method)) {
      if (request.headers[CSRF_HEADER] !== principal.csrfToken) {
        throw new QuoinError(
          'FORBIDDEN',
          `A signed-in write must carry the ${CSRF_HEADER} header from GET /api/auth/session.`,
          {},
        );
      }
    }
    const required = access === 'member' ? 'viewer' : access;
    if (!roleAtLeast(principal.role, required)) {
      throw new QuoinError('FORBIDDEN', `This needs the ${required} role; you are ${principal.role}.`, {
        role: principal.role,
        required,
      });
    }
  });
}
