import type { AppContext } from '../app-deps.ts';
import { tickEveryOrganisation } from '../studio/tick-every-organisation.ts';
import type { JobHandler } from './job-queue.ts';

const MINUTE_MS = 60_000;

/**
 * Runs the published agents of every organisation that came due in one window (`from`, `to`], as the
 * in-process scheduler does.
 */
export function scheduledAgentHandler(context: AppContext): JobHandler {
  return async (data) => {
    const note = (line: string) => process.stderr.write(`quoin scheduler: ${line}\n`);
    await tickEveryOrganisation(context, new Date(String(data.from)), new Date(String(data.to)), note);
  };
}

/**
 * With several servers on one queue, each enqueues the minute that just ended, keyed by that minute: pg-boss
 * keeps one job per key and minute, so an agent that came due runs once, on whichever worker takes the job,
 * not once per server.
 */
export function startQueuedScheduler(context: AppContext, intervalMs = MINUTE_MS): { stop(): void } {
  const timer = setInterval(() => {
    const to = Math.floor(context.clock().getTime() / intervalMs) * intervalMs;
    const window = { from: new Date(to - intervalMs).toISOString(), to: new Date(to).toISOString() };
    context.jobs
      .enqueue('scheduled-agent', window, { key: `tick-${window.to}`, onceForSeconds: 120 })
      .catch((error: unknown) =>
        process.stderr.write(`quoin scheduler: could not queue a tick: ${(error as Error).message}\n`),
      );
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
