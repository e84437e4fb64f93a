import type { AgentRunLog } from '@quoin/protocol';
import { orgContextOf } from '../access/org-context.ts';
import type { AppContext } from '../app-deps.ts';
import { studioOf } from './agent-studio-routes.ts';

/**
 * Runs the schedules due in (after, now] of every organisation, each in its own context: its published
 * agents, its run log, its estimates and its daily budget. One organisation's failure is noted and the
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
      const studio = await studioOf(orgContextOf(context, orgId));
      runs.push(...(await studio.tick(after, now, (line) => note(`${orgId}: ${line}`))));
    } catch (error) {
      note(`${orgId}: tick failed: ${(error as Error).message}`);
    }
  }
  return runs;
}
