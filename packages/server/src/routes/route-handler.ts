import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** REST writes carry this actor until there are accounts. */
export const REST_ACTOR = 'api';
