import type { AppContext } from '../app-deps.ts';
import { agentRunProgress } from '../studio/agent-run-progress.ts';
import { studioOf } from '../studio/agent-studio-routes.ts';
import type { StudioRunOptions } from '../studio/agent-studio-service.ts';
import type { Exclusive } from './advisory-lock.ts';
import { answerPermanentRefusal } from './job-outcome.ts';
import type { JobData, JobHandler } from './job-queue.ts';
import { inJobScope, type JobScope } from './job-scope.ts';

/** Ended for good: a retried job finds it and runs nothing again (a suspended run may be resumed). */
const FINISHED = new Set(['success', 'failure']);

/** What an agent-run job carries: the agent, its run id (fixed when queued), the run's options and its scope. */
export interface AgentRunJobData extends StudioRunOptions, JobScope {
  agent: string;
  runId: string;
}

/**
 * Runs one agent (or flow) run for the queue. The run's id is fixed when it is queued, so a retry after a
 * worker died mid-run resumes the same run from its step checkpoints, and a retry after the run ended (the
 * worker died before the queue heard) finds its log finished and does nothing: every run ends exactly once.
 */
export function agentRunHandler(context: AppContext, exclusive?: Exclusive): JobHandler {
  const run = (data: JobData) =>
    inJobScope(context, data, async (scoped) => {
      const {
        agent,
        orgId: _org,
        actingUser: _user,
        actingRole: _role,
        ...options
      } = data as unknown as AgentRunJobData;
      // The run log is the organisation's: another organisation's run of the same id reads as absent.
      const logged = await scoped.store.agentRuns.get(options.runId);
      if (logged && FINISHED.has(logged.status)) return;
      try {
        await (await studioOf(scoped)).run(agent, options, agentRunProgress(scoped, agent));
        return undefined;
      } catch (error) {
        return answerPermanentRefusal(error);
      }
    });
  // Several workers: one try of a run at a time (a refused retry is tried again later by the queue).
  return exclusive ? (data) => exclusive(`quoin-agent-run-${String(data.runId)}`, () => run(data)) : run;
}
