import type { AgentModel } from '@quoin/agents';
import { type IntakeModelContext, productProvidersFromEnv } from '@quoin/agents';
import { bundledCatalog } from '@quoin/core';
import type { ChatResponder } from '@quoin/protocol';
import type { FastifyInstance } from 'fastify';
import type { AccessOptions } from './access/access-options.ts';
import { assertAuthFitsHost, authModeFor } from './access/serve-policy.ts';
import type { AppDeps, ToolCatalog } from './app-deps.ts';
import { openAppRuntime } from './app-runtime.ts';
import { requeueUnfinishedExecutions } from './jobs/plan-execution-job.ts';
import { jobQueueFromEnv } from './jobs/scale-from-env.ts';
import { startQueuedScheduler } from './jobs/scheduled-agent-job.ts';
import { resumeUnfinishedExecutions } from './live/plan-job.ts';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './routes/receive-upload.ts';
import { startAgentScheduler } from './studio/agent-scheduler.ts';
import { studioOf } from './studio/agent-studio-routes.ts';
import { type ChatResponderMaker, orgChatResponders } from './studio/org-chat-responders.ts';
import { type PublishedAgentSpecs, watchPublishedAgentSpecs } from './studio/published-agent-specs.ts';

export interface ServeOptions {
  port?: number;
  /** Loopback by default: the server has no accounts yet, so it must not face a network unasked. */
  host?: string;
  env?: Record<string, string | undefined>;
  /** Defaults to errors only, as JSON lines on stderr: every 5xx with its stack and request id. */
  logger?: AppDeps['logger'];
  /** Answers chat messages with a model (the CLI passes the agents' responder when QUOIN_MODEL is set). */
  chatResponder?: ChatResponder;
  /** Folder of the built web app to serve at `/` (see AppDeps.webRoot). */
  webRoot?: string;
  /** The model agent studio runs use (the CLI passes QUOIN_MODEL's); absent → the offline studio model. */
  studioModel?: AgentModel;
  /** Filled with the built-in agents' published configs and kept current (the chat responder reads it). */
  publishedAgentSpecs?: PublishedAgentSpecs;
  /**
   * Makes the chat responder of another organisation over its own published agents (with accounts); absent →
   * every organisation's chat runs `chatResponder`.
   */
  chatResponderFor?: ChatResponderMaker;
  /** The tool registry to serve at /api/tools (the CLI passes its registry). */
  tools?: ToolCatalog;
  /** The tools over one organisation's data (see AppDeps.toolsForOrg). */
  toolsForOrg?: (orgId: string) => ToolCatalog;
  /** Intake interviews with a model (see AppDeps.intakeModel). */
  intakeModel?: IntakeModelContext;
  /** `--auth`: `required` or `off`; absent → off on loopback, required beyond it. Off beyond loopback refuses. */
  auth?: string;
  /** Origins, CORS and session settings beside the mode (see AccessOptions). */
  access?: Omit<AccessOptions, 'mode'>;
}

export interface RunningServer {
  app: FastifyInstance;
  /** `http://127.0.0.1:8000` */
  url: string;
  close(): Promise<void>;
}

const MIB = 1024 * 1024;

/** QUOIN_UPLOAD_ESTIMATE_QUOTA_MB and QUOIN_UPLOAD_TOTAL_QUOTA_MB, each falling back to the default. */
export function uploadQuotaFromEnv(env: Record<string, string | undefined>): UploadQuota {
  const megabytes = (text: string | undefined, fallbackBytes: number) => {
    const value = Number(text);
    return text && Number.isFinite(value) && value > 0 ? Math.round(value * MIB) : fallbackBytes;
  };
  return {
    perEstimateBytes: megabytes(env.QUOIN_UPLOAD_ESTIMATE_QUOTA_MB, DEFAULT_UPLOAD_QUOTA.perEstimateBytes),
    totalBytes: megabytes(env.QUOIN_UPLOAD_TOTAL_QUOTA_MB, DEFAULT_UPLOAD_QUOTA.totalBytes),
  };
}

/** QUOIN_ALLOWED_ORIGINS and QUOIN_CORS_ORIGINS (comma-separated); CORS stays off when unset. */
function accessFromEnv(env: Record<string, string | undefined>): Omit<AccessOptions, 'mode'> {
  const list = (text: string | undefined) =>
    (text ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  return {
    allowedOrigins: list(env.QUOIN_ALLOWED_ORIGINS),
    corsOrigins: list(env.QUOIN_CORS_ORIGINS),
    ...(env.QUOIN_SECURE_COOKIES === '1' ? { secureCookies: true } : {}),
  };
}

/** The composition root: opens the store from the environment (PGlite in $QUOIN_HOME unless DATABASE_URL), listens. */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const mode = authModeFor(options.host ?? '127.0.0.1', options.auth);
  assertAuthFitsHost(options.host ?? '127.0.0.1', mode);
  // Many servers (issue 20): QUOIN_JOBS=queue sends jobs to `quoin worker`s; fan-out on a shared PostgreSQL.
  const env = options.env ?? process.env;
  // Another organisation's chat runs its own published agents (made once the store is open).
  let orgResponders: ReturnType<typeof orgChatResponders> | undefined;
  const makeResponder = options.chatResponderFor;
  const runtime = await openAppRuntime({
    env,
    purpose: 'quoin serve',
    startJobs: () => jobQueueFromEnv(env),
    ...(options.studioModel ? { studioModel: options.studioModel } : {}),
    deps: {
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.chatResponder ? { chatResponder: options.chatResponder } : {}),
      ...(makeResponder ? { chatResponderForOrg: (orgId: string) => orgResponders!.forOrg(orgId) } : {}),
      uploadQuota: uploadQuotaFromEnv(env),
      // QUOIN_READ_CACHE=off: every estimate read runs the tree query (the bench's before/after).
      ...(env.QUOIN_READ_CACHE === 'off' ? { estimateReadCache: false as const } : {}),
      ...(options.webRoot ? { webRoot: options.webRoot } : {}),
      ...(options.tools ? { tools: options.tools } : {}),
      ...(options.toolsForOrg ? { toolsForOrg: options.toolsForOrg } : {}),
      ...(options.intakeModel ? { intakeModel: options.intakeModel } : {}),
      access: { ...accessFromEnv(env), ...options.access, mode },
      // Shopping lists: the catalog, plus SearchAPI / Exa when their keys are set (base URLs overridable).
      productProviders: productProvidersFromEnv(env, {
        priceSource: bundledCatalog(),
        today: () => new Date().toISOString().slice(0, 10),
      }),
    },
  });
  const { app, context, jobs, store } = runtime;
  if (makeResponder) orgResponders = orgChatResponders(store, makeResponder);
  try {
    await app.listen({ port: options.port ?? 8000, host: options.host ?? '127.0.0.1' });
    // Executions a crash cut short finish in the background; a failure is reported, not fatal to serving.
    (jobs ? requeueUnfinishedExecutions(context) : resumeUnfinishedExecutions(context)).catch(
      (error: unknown) =>
        process.stderr.write(`quoin serve: could not resume a plan execution: ${(error as Error).message}\n`),
    );
    const unwatchSpecs = options.publishedAgentSpecs
      ? await studioOf(context).then(() => watchPublishedAgentSpecs(store, options.publishedAgentSpecs ?? {}))
      : undefined;
    // Agents with a schedule run as jobs in this process (QUOIN_SCHEDULER=0 turns it off).
    const scheduler =
      env.QUOIN_SCHEDULER === '0'
        ? undefined
        : jobs
          ? startQueuedScheduler(context)
          : startAgentScheduler(context);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const host = options.host ?? '127.0.0.1';
    return {
      app,
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      close: async () => {
        scheduler?.stop();
        unwatchSpecs?.();
        orgResponders?.stop();
        await runtime.close();
      },
    };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
