import type { AgentRunLog } from '@quoin/protocol';
import { orgContextOf } from '../access/org-context.ts';
import type { AppContext } from '../app-deps.ts';
import { agentRunProgress } from './agent-run-progress.ts';
import { studioOf } from './agent-studio-routes.ts';

/** How long a run's step-by-step progress is kept for replay; its run log row is kept for good. */
export const PROGRESS_KEPT_MS = 30 * 86_400_000;

/**
 * Runs the schedules due in (after, now] of every organisation, each in its own context: its published
 * agents, its run log, its estimates and its daily budget, its runs' progress to its sockets; then deletes the
 * organisation's run progress older than {@link PROGRESS_KEPT_MS}. One organisation's failure is noted and the
 * others still run. Returns the run log rows written.
 */
export async function tickEveryOrganisation(
  context: AppContext,
  after: Date,
  now: Date,
  note: (line: string) => void,
): Promise<AgentRunLog[]> {
  const runs: AgentRunLog[] = [];
  for (const orgId of await context.store.accounts.listOrganisationIds()) {
    try {
      const scoped = orgContextOf(context, orgId);
      const studio = await studioOf(scoped);
      const progress = (agent: string) => agentRunProgress(scoped, agent);
      runs.push(...(await studio.tick(after, now, (line) => note(`${orgId}: ${line}`), progress)));
      await scoped.store.agentRunProgress.pruneBefore(new Date(now.getTime() - PROGRESS_KEPT_MS));
    } catch (error) {
      note(`${orgId}: tick failed: ${(error as Error).message}`);
    }
  }
  return runs;
}
