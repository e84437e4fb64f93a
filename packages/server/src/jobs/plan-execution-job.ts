import type { AppContext } from '../app-deps.ts';
import { runPlanJob } from '../live/plan-job.ts';
import type { JobData, JobHandler } from './job-queue.ts';

/** What a plan-execution job carries: the approved plan and who approved it. */
export function planExecutionData(planId: string, actor: string): JobData {
  return { planId, actor };
}

/**
 * Runs an approved plan's checkpointed execution. A plan no longer approved was finished (executed or failed)
 * by an earlier try of the same job, so a retry after a worker died mid-way does nothing twice: it either
 * resumes from the first unrecorded step or finds the plan done.
 */
export function planExecutionHandler(context: AppContext): JobHandler {
  return async (data) => {
    const planId = String(data.planId);
    const plan = await context.store.plans.getPlan(planId);
    if (plan?.status !== 'approved') return;
    await runPlanJob(context, plan.estimateId, plan, String(data.actor ?? 'job'));
  };
}

/** Queues every approved plan whose execution has not finished (a server or worker died): at start. */
export async function requeueUnfinishedExecutions(context: AppContext, actor = 'resume'): Promise<number> {
  const approved = await context.store.plans.listPlansByStatus('approved');
  for (const plan of approved)
    await context.jobs.enqueue('plan-execution', planExecutionData(plan.id, actor), { key: plan.id });
  return approved.length;
}
