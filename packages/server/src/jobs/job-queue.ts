/** The kinds of background work; each has one handler wherever it runs (server or `quoin worker`). */
export type JobName = 'plan-execution' | 'agent-run' | 'drawing-ingestion' | 'scheduled-agent';

export const JOB_NAMES: readonly JobName[] = [
  'plan-execution',
  'agent-run',
  'drawing-ingestion',
  'scheduled-agent',
];

/** A job's input: plain JSON, small (ids, not documents). */
export type JobData = Record<string, unknown>;

/** What a job may answer whoever waits for it (plain JSON: a refusal, see job-outcome.ts). */
export type JobOutput = Record<string, unknown>;

/**
 * Does the job's work; safe to run again for the same data (a retried job resumes from its checkpoints). A
 * JobOutput it resolves to is the job's output, for whoever waits for it (enqueueAndWait).
 */
export type JobHandler = (data: JobData) => Promise<unknown>;

export type JobOutcome = 'completed' | 'failed' | 'pending';

/** How a waited-for job ended, and what its handler answered when it completed. */
export interface JobEnded {
  outcome: JobOutcome;
  output?: JobOutput;
}

export interface EnqueueOptions {
  /** At most one queued or running job per key (a plan's id): a second enqueue of the same key is dropped. */
  key?: string;
  /** With `key`: one job per key within this many seconds, whatever state the first is in (pg-boss only). */
  onceForSeconds?: number;
}

/**
 * Where background work goes. Two implementations: in-process (single-process mode on the embedded database:
 * the job runs now, in the caller, as before queues existed) and pg-boss on a shared PostgreSQL (`quoin serve`
 * enqueues, `quoin worker` processes take jobs, a job whose worker died is retried after it expires).
 */
export interface JobQueue {
  readonly kind: 'in-process' | 'pg-boss';
  /** Registers the handler of one job name; only processes that work call it. */
  work(name: JobName, handler: JobHandler): Promise<void>;
  /** Queues a job (in-process: runs it and resolves when it is done). */
  enqueue(name: JobName, data: JobData, options?: EnqueueOptions): Promise<void>;
  /**
   * Queues a job and waits up to `timeoutMs` for it to end, retries included: `completed`, `failed` (every
   * try failed) or `pending` (still queued or running when the wait ended). In-process: runs it.
   */
  enqueueAndWait(name: JobName, data: JobData, timeoutMs: number): Promise<JobEnded>;
  stop(): Promise<void>;
}
