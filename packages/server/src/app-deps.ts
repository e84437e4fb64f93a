import type { IntakeModelContext, ProductSearchProvider } from '@quoin/agents';
import type { PriceSource, TradeRegistry } from '@quoin/core';
import type { ChatResponder, ToolInfoWire, ToolResponseWire } from '@quoin/protocol';
import type { Store } from '@quoin/store';
import type { AccessOptions } from './access/access-options.ts';
import type { DrawingModels } from './drawings/drawing-models.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { LiveHub } from './live/live-hub.ts';
import type { BoundedBodyCacheOptions } from './read-cache/bounded-body-cache.ts';
import type { EstimateReadCache } from './read-cache/estimate-read-cache.ts';
import type { UploadQuota } from './routes/receive-upload.ts';
import type { AgentStudioService } from './studio/agent-studio-service.ts';

/** What the server is built from; nothing global, so tests pass an in-memory store, a fixed clock and ids. */
export interface AppDeps {
  store: Store;
  priceSource: PriceSource;
  registry: TradeRegistry;
  clock: () => Date;
  /** A new unique id with a readable prefix: `newId('est')` → `est-…`. */
  newId: (prefix: string) => string;
  /**
   * Fastify's logger: false (default), true, or pino options such as `{ level: 'error', stream }`. Every 5xx is
   * logged with its stack and the request id its answer carries.
   */
  logger?: boolean | { level: string; stream?: { write(line: string): unknown } };
  /** Answers chat messages with a model; absent → the scope parser answers (offline mode). */
  chatResponder?: ChatResponder;
  /**
   * The chat responder of one organisation (its published agents); absent → `chatResponder` for every
   * organisation. The default organisation's is `chatResponder`.
   */
  chatResponderForOrg?: (orgId: string) => ChatResponder;
  /** Where uploaded files are kept (`$QUOIN_HOME/uploads`), under names the server generates. */
  uploadsDir: string;
  /** Bytes of uploads kept per estimate and in all (413 and 507 past them); absent → DEFAULT_UPLOAD_QUOTA. */
  uploadQuota?: UploadQuota;
  /** A pause before each step of a plan's execution (demos, and the crash test that kills the server mid-job). */
  executionStepDelayMs?: number;
  /** Folder of the built web app (index.html and assets) to serve at `/`; absent → API only. */
  webRoot?: string;
  /** The agent studio (configs, runs); absent → one over the store with the offline studio model. */
  agentStudio?: AgentStudioService;
  /** The tool registry the composition root built (the cli's); absent → /api/tools lists none. */
  tools?: ToolCatalog;
  /** The same tools over one organisation's data (drawing sets); absent → other organisations get no tools. */
  toolsForOrg?: (orgId: string) => ToolCatalog;
  /** Product searches for shopping lists; absent → the price source (catalog) alone. */
  productProviders?: ProductSearchProvider[];
  /** Interviews with a model (one call per turn, offline when it fails); absent → the offline interviewer. */
  intakeModel?: IntakeModelContext;
  /** Accounts, Origin and CORS (issue #20); absent → single-user mode, no accounts, as before. */
  access?: AccessOptions;
  /** Limits of the version-checked cache of estimate reads; false → every read runs the tree query. */
  estimateReadCache?: BoundedBodyCacheOptions | false;
  /** Where background jobs go; absent → in-process (each job runs in the server, as in single-process mode). A
   * given queue is only enqueued to: the processes that take its jobs (`quoin worker`) register the handlers. */
  jobs?: JobQueue;
  /** Models for drawing sets (embeddings, vision captions, answers), as the CLI reads them; absent → offline. */
  drawingModels?: DrawingModels;
}

/** What the server needs of the tool registry (agents' ToolRegistry fits), kept structural so the server stays
 * free of the agents package. */
export interface ToolCatalog {
  list(): ToolInfoWire[];
  execute(name: string, args: unknown): Promise<ToolResponseWire>;
}

/** Where the server reports its own faults (Fastify's pino logger once the app exists). */
export interface AppLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** Dependencies plus the hub of open sockets, as the route modules see them. */
export interface AppContext extends AppDeps {
  hub: LiveHub;
  log: AppLog;
  /** Serialized estimate views checked against the stored stamp (read-cache/); absent when turned off. */
  readCache?: EstimateReadCache;
  jobs: JobQueue;
}
