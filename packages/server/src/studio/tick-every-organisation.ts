import type { AgentRunLog } from '@quoin/protocol';
import { orgContextOf } from '../access/org-context.ts';
import type { AppContext } from '../app-deps.ts';
import { agentRunProgress } from './agent-run-progress.ts';
import { studioOf } from './agent-studio-routes.ts';

/**
 * Runs the schedules due in (after, now] of every organisation, each in its own context: its published
 * agents, its run log, its estimates and its daily budget, its runs' progress to its sockets. One
 * organisation's failure is noted and the others still run. Returns the run log rows written.
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
    } catch (error) {
      note(`${orgId}: tick failed: ${(error as Error).message}`);
    }
  }
  return runs;
}
