import type { AppContext } from '../app-deps.ts';
import { runPlanJob } from '../live/plan-job.ts';
import type { Exclusive } from './advisory-lock.ts';
import type { JobData, JobHandler } from './job-queue.ts';
import { inJobScope, type JobScope } from './job-scope.ts';

/** What a plan-execution job carries: the approved plan, who approved it, and whose work it is. */
export function planExecutionData(planId: string, actor: string, scope: JobScope): JobData {
  return { planId, actor, ...scope };
}

/**
 * Runs an approved plan's checkpointed execution in its organisation's context. A plan no longer approved was
 * finished (executed or failed) by an earlier try of the same job, so a retry after a worker died mid-way does
 * nothing twice: it either resumes from the first unrecorded step or finds the plan done. With `exclusive`, a
 * run waits its turn.
 */
export function planExecutionHandler(context: AppContext, exclusive?: Exclusive): JobHandler {
  const run = (data: JobData) =>
    inJobScope(context, data, async (scoped) => {
      const plan = await scoped.store.plans.getPlan(String(data.planId));
      // Executed already: run again only to finish what a run killed after its last step left (its message);
      // every step is checkpointed, so nothing is priced twice.
      if (plan?.status !== 'approved' && plan?.status !== 'executed') return;
      await runPlanJob(scoped, plan.estimateId, plan, String(data.actor ?? 'job'));
    });
  // Several workers: one run of a plan at a time (a refused retry is tried again later by the queue).
  return exclusive ? (data) => exclusive(`quoin-plan-${String(data.planId)}`, () => run(data)) : run;
}

/**
 * Queues every approved plan whose execution has not finished (a server or worker died), at start: each with
 * the organisation of its estimate, so it resumes in that organisation's context.
 */
export async function requeueUnfinishedExecutions(context: AppContext, actor = 'resume'): Promise<number> {
  const approved = await context.store.plans.listPlansByStatusWithOrg('approved');
  for (const { plan, orgId } of approved)
    await context.jobs.enqueue('plan-execution', planExecutionData(plan.id, actor, { orgId }), {
      key: plan.id,
    });
  return approved.length;
}
