// The public API of @quoin/server: build the app from dependencies, or start it on a port.

export {
  type AccessOptions,
  type AuthMode,
  CSRF_HEADER,
  SESSION_COOKIE,
} from './access/access-options.ts';
export {
  assertAuthFitsHost,
  authModeFor,
  isLoopbackHost,
} from './access/serve-policy.ts';
export type {
  AppContext,
  AppDeps,
  AppLog,
  ToolCatalog,
} from './app-deps.ts';
export {
  BODY_LIMIT_BYTES,
  type CreatedApp,
  createApp,
} from './create-app.ts';
export {
  JOB_NAMES,
  type JobName,
  type JobQueue,
} from './jobs/job-queue.ts';
export {
  type RunningWorker,
  startWorker,
} from './jobs/start-worker.ts';
export {
  estimateChangedEvents,
  LiveHub,
  type LiveSocket,
  sendEvent,
} from './live/live-hub.ts';
export {
  DEFAULT_UPLOAD_QUOTA,
  type UploadQuota,
} from './routes/receive-upload.ts';
export {
  type RunningServer,
  type ServeOptions,
  startServer,
  uploadQuotaFromEnv,
} from './serve.ts';
export { studioOf } from './studio/agent-studio-routes.ts';
export {
  AgentStudioService,
  type StudioRunOptions,
} from './studio/agent-studio-service.ts';
export {
  type PublishedAgentSpecs,
  watchPublishedAgentSpecs,
} from './studio/published-agent-specs.ts';
export {
  createStudioRuntime,
  type StudioRuntimeOptions,
} from './studio/studio-runtime.ts';
export {
  type ErrorResponse,
  toErrorResponse,
} from './to-error-response.ts';
