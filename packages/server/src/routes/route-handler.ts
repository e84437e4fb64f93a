import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasPrincipal, principalOf } from '../access/request-principal.ts';
import type { AppContext } from '../app-deps.ts';

/** Request input already parsed by the route's schemas from protocol's REST_ROUTES; cast to their types. */
export interface RouteInput {
  params: unknown;
  query: unknown;
  body: unknown;
  /** The raw request, for the routes whose body is not JSON (multipart uploads). */
  request: FastifyRequest;
}

export type RouteHandler = (input: RouteInput, reply: FastifyReply) => Promise<unknown>;

/** Handlers by operationId; a module returns the handlers of its routes. */
export type RouteHandlers = Record<string, RouteHandler>;

export type HandlerFactory = (context: AppContext) => RouteHandlers;

/** REST writes carry this actor when no one signed in (single-user mode); the audit log names the user itself. */
export const REST_ACTOR = 'api';

/** Who a record made by this request names (a share's creator, a change order's decider): the signed-in user's
 * email, or REST_ACTOR in single-user mode. */
export function restActor(request: FastifyRequest): string {
  return hasPrincipal(request) ? principalOf(request).email : REST_ACTOR;
}
