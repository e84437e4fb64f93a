import { QuoinError } from '@quoin/core';
import { ERROR_CODES, isErrorCode } from '@quoin/protocol';
import type { JobEnded, JobOutput } from './job-queue.ts';

/**
 * A refusal no retry can change (an unreadable PDF, an agent that does not exist): answered as the job's
 * output instead of thrown, so the queue does not retry it for minutes and whoever waits gets the refusal.
 * Anything else (a lost connection, a run another worker holds, a bug) is thrown and retried.
 */
export function answerPermanentRefusal(error: unknown): JobOutput {
  const code = (error as { code?: unknown }).code;
  if (!isErrorCode(code) || ERROR_CODES[code].isRetryable || code === 'INTERNAL') throw error;
  const { message, details } = error as QuoinError;
  return { refusal: { code, message, details: details ?? {} } };
}

/** Throws the refusal a job answered, as the request that waited for it would have thrown it itself. */
export function throwIfRefused(ended: JobEnded): void {
  const refusal = ended.output?.refusal as {
    code: string;
    message: string;
    details: Record<string, unknown>;
  };
  if (refusal) throw new QuoinError(refusal.code, refusal.message, refusal.details);
}
