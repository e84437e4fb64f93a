import { QuoinError } from '@quoin/core';
import type {
  EnqueueOptions,
  JobData,
  JobEnded,
  JobHandler,
  JobName,
  JobOutput,
  JobQueue,
} from './job-queue.ts';

/**
 * Single-process mode: a job runs in the caller when it is enqueued, exactly as the server ran its work before
 * there were queues (an approved plan executes inside the approval). A second enqueue of a key that is still
 * running is dropped, like pg-boss's singleton key.
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly handlers = new Map<JobName, JobHandler>();
  private readonly running = new Set<string>();

  async work(name: JobName, handler: JobHandler): Promise<void> {
    this.handlers.set(name, handler);
  }

  async enqueue(name: JobName, data: JobData, options: EnqueueOptions = {}): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler)
      throw new QuoinError('INTERNAL', `No handler for ${name} jobs in this process.`, { job: name });
    const key = options.key === undefined ? undefined : `${name}:${options.key}`;
    if (key !== undefined) {
      if (this.running.has(key)) return;
      this.running.add(key);
    }
    try {
      await handler(data);
    } finally {
      if (key !== undefined) this.running.delete(key);
    }
  }

  async enqueueAndWait(name: JobName, data: JobData): Promise<JobEnded> {
    const handler = this.handlers.get(name);
    if (!handler)
      throw new QuoinError('INTERNAL', `No handler for ${name} jobs in this process.`, { job: name });
    const output = await handler(data);
    return {
      outcome: 'completed',
      ...(output && typeof output === 'object' ? { output: output as JobOutput } : {}),
    };
  }

  async stop(): Promise<void> {
    this.handlers.clear();
  }
}
