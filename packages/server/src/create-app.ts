import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { MAX_FRAME_BYTES, REST_ROUTES, UPLOAD_MAX_BYTES } from '@quoin/protocol';
import { actAs } from '@quoin/store';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { accessHandlers } from './access/access-handlers.ts';
import { guardSocket } from './access/guard-socket.ts';
import { assertEstimateInOrg, orgContextOf } from './access/org-context.ts';
import { registerRequestAccess } from './access/request-access.ts';
import { hasPrincipal, principalOf } from './access/request-principal.ts';
import type { AppContext, AppDeps } from './app-deps.ts';
import { changeOrderHandlers } from './changes/change-order-routes.ts';
import { templateHandlers } from './changes/template-routes.ts';
import { companyHandlers } from './company/company-routes.ts';
import { undoHandlers } from './editing/undo-routes.ts';
import { agentRunHandler } from './jobs/agent-run-job.ts';
import { drawingIngestionHandler } from './jobs/drawing-ingestion-job.ts';
import { InProcessJobQueue } from './jobs/in-process-job-queue.ts';
import { planExecutionHandler } from './jobs/plan-execution-job.ts';
import { LiveHub } from './live/live-hub.ts';
import { type SessionSocket, startLiveSession } from './live/live-session.ts';
import { registerMcpRoute } from './mcp/mcp-route.ts';
import { parseInput } from './parse-input.ts';
import { proposalHandlers } from './proposal/proposal-handlers.ts';
import { answerQuestionHandlers } from './questions/answer-question-routes.ts';
import { EstimateReadCache } from './read-cache/estimate-read-cache.ts';
import { drawingHandlers } from './routes/drawing-routes.ts';
import { estimateHandlers } from './routes/estimate-routes.ts';
import { exportHandlers } from './routes/export-routes.ts';
import { intakeHandlers } from './routes/intake-routes.ts';
import { lineItemHandlers } from './routes/line-item-routes.ts';
import { materialHandlers } from './routes/material-routes.ts';
import { metaHandlers } from './routes/meta-routes.ts';
import type { HandlerFactory, RouteHandlers } from './routes/route-handler.ts';
import { shoppingHandlers } from './routes/shopping-routes.ts';
import { toolHandlers } from './routes/tool-routes.ts';
import { uploadHandlers } from './routes/upload-routes.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerAgentRunProgressSocket } from './studio/agent-run-progress.ts';
import { agentStudioHandlers, registerAgentChangeSocket } from './studio/agent-studio-routes.ts';
import { toErrorResponse } from './to-error-response.ts';
import { registerWebAppRoutes } from './web-app-routes.ts';

/** JSON bodies larger than this get 413; uploads will have their own, larger limit. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

function registerRestRoutes(
  app: FastifyInstance,
  context: AppContext,
  factory: HandlerFactory,
  withAccounts: boolean,
): void {
  const baseHandlers = factory(context);
  // Each organisation's handlers close over its scoped context (see access/org-context.ts).
  const byContext = new WeakMap<AppContext, RouteHandlers>([[context, baseHandlers]]);
  const handlersFor = (scoped: AppContext): RouteHandlers => {
    let handlers = byContext.get(scoped);
    if (!handlers) {
      handlers = factory(scoped);
      byContext.set(scoped, handlers);
    }
    return handlers;
  };
  for (const route of REST_ROUTES) {
    if (!baseHandlers[route.operationId])
      throw new Error(`No handler for ${route.operationId} (${route.method} ${route.path})`);
    // Everything under an estimate belongs to the estimate's organisation: checked once here, before any
    // handler reads its uploads, plans or chat (whose repositories key on the estimate).
    // A cached estimate read checks the organisation in its own stamp statement (read-cache/).
    const ownedByEstimate =
      withAccounts &&
      route.path.startsWith('/api/estimates/:id') &&
      !(route.operationId === 'getEstimate' && context.readCache);
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const principal = principalOf(request);
        const scoped = orgContextOf(context, principal.orgId);
        // Before the body is read, so another organisation's estimate answers 404 whatever is sent.
        if (ownedByEstimate)
          await assertEstimateInOrg(scoped, String((request.params as { id?: unknown }).id));
        const input = {
          params: route.params ? parseInput(route.params, request.params, 'params') : request.params,
          query: route.query ? parseInput(route.query, request.query ?? {}, 'query') : {},
          // No body at all reads as {}; a JSON `null` is a wrong body, not a missing one (found by a fuzz run).
          body: route.body
            ? parseInput(route.body, request.body === undefined ? {} : request.body, 'body')
            : undefined,
          request,
        };
        const handler = handlersFor(scoped)[route.operationId]!;
        return hasPrincipal(request)
          ? actAs(principal.email, () => handler(input, reply), principal.role)
          : handler(input, reply);
      },
    });
  }
}

export interface CreatedApp {
  app: FastifyInstance;
  context: AppContext;
  /** Every route registered (method and Fastify path), so a test can hold the OpenAPI document to them. */
  routes: { method: string; path: string }[];
}

/**
 * The HTTP + WebSocket server, built from injected dependencies (store, price source, trade registry, clock,
 * ids). Routes come from protocol's REST_ROUTES, so what is documented is what is served. Not listening yet:
 * tests call `app.inject`, `startServer` calls `listen`.
 */
export async function createApp(deps: AppDeps): Promise<CreatedApp> {
  const context: AppContext = {
    ...deps,
    hub: new LiveHub(),
    log: { error: () => {} },
    jobs: deps.jobs ?? new InProcessJobQueue(),
  };
  if (!deps.jobs) {
    await context.jobs.work('plan-execution', planExecutionHandler(context));
    await context.jobs.work('agent-run', agentRunHandler(context));
    await context.jobs.work('drawing-ingestion', drawingIngestionHandler(context));
  }
  if (deps.estimateReadCache !== false)
    context.readCache = new EstimateReadCache(deps.store, deps.estimateReadCache);
  const app = Fastify({
    logger: deps.logger ?? false,
    // The server names each request itself (a client's header is not trusted); answers carry it back.
    requestIdHeader: false,
    genReqId: () => deps.newId('req'),
    bodyLimit: BODY_LIMIT_BYTES,
    // Errors the router raises before any route (a malformed URL, a path parameter over the length limit) get
    // the same error shape as every other answer; the fuzz test found them answering in Fastify's own.
    frameworkErrors: (error, _request, frameworkReply) => {
      const reply = frameworkReply as unknown as FastifyReply;
      const { status, body } = toErrorResponse({
        code: 'VALIDATION_FAILED',
        message: `The URL cannot be read (${error.message}); use ids from the API's own answers.`,
      });
      return reply.code(status).send(body);
    },
  });
  context.log = { error: (details, message) => app.log.error(details, message) };
  const routes: CreatedApp['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, path: route.url });
  });
  // Only JSON is accepted; text/plain would otherwise reach the schemas as a string.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerSecurityHeaders(app);
  const access = deps.access ?? { mode: 'off' };
  registerRequestAccess(app, context, access);
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error, request.id);
    if (status >= 500) request.log.error({ err: error, requestId: request.id }, 'request failed');
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const { status, body } = toErrorResponse({
      code: 'NOT_FOUND',
      message: `No route ${request.method} ${request.url.split('?')[0]}; GET /api/openapi.json lists them.`,
    });
    return reply.code(status).send(body);
  });
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  // One file per upload request; the size limit ends the read as soon as it passes 20 MB.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const accessFactory = accessHandlers(access);
  registerRestRoutes(
    app,
    context,
    (context) => ({
      ...metaHandlers(context),
      ...estimateHandlers(context),
      ...lineItemHandlers(context),
      ...exportHandlers(context),
      ...uploadHandlers(context),
      ...materialHandlers(context),
      ...agentStudioHandlers(context),
      ...drawingHandlers(context),
      ...toolHandlers(context),
      ...intakeHandlers(context),
      ...shoppingHandlers(context),
      ...companyHandlers(context),
      ...undoHandlers(context),
      ...changeOrderHandlers(context),
      ...templateHandlers(context),
      ...answerQuestionHandlers(context),
      ...accessFactory(context),
      ...proposalHandlers(context),
    }),
    access.mode === 'required',
  );
  registerAgentChangeSocket(app, (request) => orgContextOf(context, principalOf(request).orgId));
  registerAgentRunProgressSocket(app, (request) => orgContextOf(context, principalOf(request).orgId));
  registerMcpRoute(app, context);
  app.get('/ws/:estimateId', { websocket: true }, (socket, request) => {
    const principal = principalOf(request);
    const guarded = guardSocket(socket as unknown as SessionSocket, principal, hasPrincipal(request));
    startLiveSession(orgContextOf(context, principal.orgId), guarded, request.params);
  });
  if (deps.webRoot) await registerWebAppRoutes(app, deps.webRoot);
  return { app, context, routes };
}
