import PgBoss from 'pg-boss';
import type {
  EnqueueOptions,
  JobData,
  JobEnded,
  JobHandler,
  JobName,
  JobOutput,
  JobQueue,
} from './job-queue.ts';
import { JOB_NAMES } from './job-queue.ts';

export interface PgBossJobQueueOptions {
  databaseUrl: string;
  /** The schema pg-boss keeps its tables in (default `pgboss`); tests use one per run. */
  schema?: string;
  /** A running job not finished after this long is taken to have died with its worker and is retried. */
  expireInSeconds?: number;
  /** Tries after the first (a job killed mid-way is retried and resumes from its checkpoints). */
  retryLimit?: number;
  /** How often an idle worker asks for jobs. */
  pollingIntervalSeconds?: number;
  /** How often expired jobs are looked for (pg-boss maintenance). */
  maintenanceIntervalSeconds?: number;
  /** Jobs one process runs at once, per job name. */
  concurrency?: number;
}

/** Queue settings from the environment: QUOIN_JOB_EXPIRE_SECONDS, QUOIN_JOB_POLL_SECONDS, QUOIN_WORKER_CONCURRENCY. */
export function pgBossOptionsFromEnv(
  databaseUrl: string,
  env: Record<string, string | undefined>,
): PgBossJobQueueOptions {
  const number = (text: string | undefined) => {
    const value = Number(text);
    return text && Number.isFinite(value) && value > 0 ? value : undefined;
  };
  const expire = number(env.QUOIN_JOB_EXPIRE_SECONDS);
  const poll = number(env.QUOIN_JOB_POLL_SECONDS);
  const concurrency = number(env.QUOIN_WORKER_CONCURRENCY);
  return {
    databaseUrl,
    ...(env.QUOIN_JOB_SCHEMA ? { schema: env.QUOIN_JOB_SCHEMA } : {}),
    ...(expire
      ? { expireInSeconds: expire, maintenanceIntervalSeconds: Math.max(1, Math.ceil(expire / 2)) }
      : {}),
    ...(poll ? { pollingIntervalSeconds: poll } : {}),
    ...(concurrency ? { concurrency: Math.round(concurrency) } : {}),
  };
}

/**
 * Jobs in pg-boss on the shared PostgreSQL. Each job name is a queue; a job's key is pg-boss's singleton key,
 * so a plan approved twice (or re-queued at start) runs once. A worker that dies leaves its job active until it
 * expires; then it is retried, and the handler resumes from the job's checkpoints.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private constructor(
    private readonly boss: PgBoss,
    private readonly options: PgBossJobQueueOptions,
  ) {}

  static async start(options: PgBossJobQueueOptions): Promise<PgBossJobQueue> {
    const boss = new PgBoss({
      connectionString: options.databaseUrl,
      ...(options.schema ? { schema: options.schema } : {}),
      max: 4,
      ...(options.maintenanceIntervalSeconds
        ? {
            maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
            monitorStateIntervalSeconds: options.maintenanceIntervalSeconds,
          }
        : {}),
    });
    boss.on('error', (error) => process.stderr.write(`quoin jobs: ${error.message}\n`));
    await boss.start();
    for (const name of JOB_NAMES) {
      // 'standard': any number queued; the singleton key still folds duplicates of one plan together.
      await boss.createQueue(name, {
        name,
        policy: 'standard',
        // 1, 2, 4 … s apart: a plan another worker still runs is refused until that run ends.
        retryLimit: options.retryLimit ?? 10,
        retryDelay: 1,
        retryBackoff: true,
        expireInSeconds: options.expireInSeconds ?? 15 * 60,
      });
    }
    return new PgBossJobQueue(boss, options);
  }

  async work(name: JobName, handler: JobHandler): Promise<void> {
    const workers = Math.max(1, this.options.concurrency ?? 2);
    for (let index = 0; index < workers; index++) {
      await this.boss.work<JobData>(
        name,
        { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 0.5 },
        // One job per batch: what the handler answers is that job's output (enqueueAndWait reads it).
        async (jobs) => {
          let output: unknown;
          for (const job of jobs) output = await handler(job.data);
          return output && typeof output === 'object' ? (output as JobOutput) : undefined;
        },
      );
    }
  }

  async enqueue(name: JobName, data: JobData, options: EnqueueOptions = {}): Promise<void> {
    await this.boss.send(name, data, {
      ...(options.key ? { singletonKey: options.key } : {}),
      ...(options.onceForSeconds ? { singletonSeconds: options.onceForSeconds } : {}),
    });
  }

  async enqueueAndWait(name: JobName, data: JobData, timeoutMs: number): Promise<JobEnded> {
    const id = await this.boss.send(name, data);
    if (!id) throw new Error(`pg-boss did not queue the ${name} job`);
    const deadline = Date.now() + timeoutMs;
    for (let waitMs = 50; Date.now() < deadline; waitMs = Math.min(waitMs * 2, 500)) {
      const job = await this.boss.getJobById(name, id, { includeArchive: true });
      if (job?.state === 'completed') {
        const output = job.output as JobOutput | null | undefined;
        return { outcome: 'completed', ...(output && typeof output === 'object' ? { output } : {}) };
      }
      if (job?.state === 'failed' || job?.state === 'cancelled') return { outcome: 'failed' };
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(waitMs, Math.max(0, deadline - Date.now()))),
      );
    }
    return { outcome: 'pending' };
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
