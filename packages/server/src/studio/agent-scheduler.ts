import type { AppContext } from '../app-deps.ts';
import { tickEveryOrganisation } from './tick-every-organisation.ts';

export interface AgentScheduler {
  stop(): void;
}

/**
 * Runs the published agents that have a schedule, of every organisation: every `intervalMs` (default a minute) it runs what came due
 * since the last tick, as jobs in this process, one tick at a time. `note` gets one line per run or skip.
 */
export function startAgentScheduler(
  context: AppContext,
  options: { intervalMs?: number; note?: (line: string) => void } = {},
): AgentScheduler {
  let last = context.clock();
  let running = false;
  const note = options.note ?? ((line: string) => process.stderr.write(`quoin scheduler: ${line}\n`));
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const now = context.clock();
    tickEveryOrganisation(context, last, now, note)
      .then(() => {
        last = now;
      })
      .catch((error: unknown) => note(`tick failed: ${(error as Error).message}`))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
