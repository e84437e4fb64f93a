import { computeEstimateTotals, type Estimate, formatCents, hasErrorCode } from '@quoin/core';
import type { ServerEvent } from '@quoin/protocol';
import type { StoredPlan } from '@quoin/store';
import type { AppContext } from '../app-deps.ts';
import { toErrorResponse } from '../to-error-response.ts';
import { executeApprovedPlan, executionJobId, saveStep } from './execute-approved-plan.ts';
import { say } from './say.ts';

/** The checkpoint that keeps the estimate as it was when the plan was approved, to put back on failure. */
export const BEFORE_STEP = 'before';

export type PlanJobOutcome =
  | { status: 'executed'; estimate: Estimate }
  | { status: 'failed'; code: string; message: string };

/** Records the estimate as it stands before the first step runs (once; a resumed job keeps the first one). */
async function keepEstimateBefore(context: AppContext, estimateId: string, plan: StoredPlan, actor: string) {
  const jobId = executionJobId(plan.id);
  const done = await context.store.checkpoints.completedSteps(jobId);
  if (done.has(BEFORE_STEP)) return;
  const estimate = await context.store.estimates.getEstimate(estimateId);
  if (!estimate) return;
  await context.store.checkpoints.recordCheckpoint(
    { jobId, stepKey: BEFORE_STEP, estimateId, status: 'completed', payload: { estimate } },
    { actor },
  );
}

/** Puts the estimate back as it was before the approval; returns the saved estimate, if it could. */
async function restoreEstimateBefore(
  context: AppContext,
  estimateId: string,
  plan: StoredPlan,
  actor: string,
): Promise<Estimate | undefined> {
  const done = await context.store.checkpoints.completedSteps(executionJobId(plan.id));
  const before = (done.get(BEFORE_STEP) as { estimate?: Estimate } | undefined)?.estimate;
  if (!before) return undefined;
  const { saved } = await saveStep(context, estimateId, actor, (current) => ({
    ...before,
    version: current.version,
  }));
  return saved;
}

async function failJob(
  context: AppContext,
  estimateId: string,
  plan: StoredPlan,
  actor: string,
  error: unknown,
): Promise<PlanJobOutcome> {
  const { code, message } = toErrorResponse(error).body.error;
  context.log.error({ err: error, planId: plan.id, estimateId }, 'plan execution failed');
  // Another run of the same job finished or failed it meanwhile: its outcome stands, nothing is put back.
  const now = await context.store.plans.getPlan(plan.id);
  if (now && now.status !== 'approved') return { status: 'failed', code, message };
  let restored: Estimate | undefined;
  try {
    restored = await restoreEstimateBefore(context, estimateId, plan, actor);
  } catch (restoreError) {
    context.log.error({ err: restoreError, planId: plan.id }, 'could not restore the estimate');
  }
  await context.store.plans.setPlanStatus(plan.id, 'failed', { actor }, { code, message });
  const events: ServerEvent[] = [{ type: 'execution_failed', planId: plan.id, code, message }];
  if (restored) {
    const { grandTotalCents } = computeEstimateTotals(restored);
    events.push({ type: 'estimate_updated', version: restored.version, grandTotalCents });
  }
  context.hub.broadcastAll(estimateId, events);
  const state = restored ? 'The estimate is as it was before the approval.' : '';
  await say(context, estimateId, 'assistant', `The plan could not be priced: ${message} ${state}`.trim());
  return { status: 'failed', code, message };
}

/**
 * Runs one approved plan's job to its end: executed (with the "Priced N lines" message, also after a resume),
 * or failed alone, with its reason kept on the plan and sent to the estimate's sockets, and the estimate put
 * back as it was before the approval. Never throws for the plan's own failure, so one poisoned plan cannot stop
 * the others.
 */
export async function runPlanJob(
  context: AppContext,
  estimateId: string,
  plan: StoredPlan,
  actor: string,
): Promise<PlanJobOutcome> {
  try {
    await keepEstimateBefore(context, estimateId, plan, actor);
    const { estimate, events } = await executeApprovedPlan(context, estimateId, plan, actor, (stepEvents) =>
      context.hub.broadcastAll(estimateId, stepEvents),
    );
    context.hub.broadcastAll(estimateId, events);
    const lines = estimate.groups.reduce((sum, group) => sum + group.items.length, 0);
    const total = events.find((e) => e.type === 'estimate_updated')?.grandTotalCents ?? 0;
    const text = `Priced ${lines} lines: ${formatCents(total)}, quality ${estimate.qualityScore ?? '—'}/100 (${estimate.lifecycleState}).`;
    // One message per plan, whichever run of its job gets here (a retry after a worker died, or one that
    // overlapped a slow first run): the message id is the job's, and a second insert is refused.
    try {
      await say(context, estimateId, 'assistant', text, `msg-${executionJobId(plan.id)}`);
    } catch (error) {
      if (!hasErrorCode(error, 'ALREADY_EXISTS')) throw error;
    }
    return { status: 'executed', estimate };
  } catch (error) {
    return failJob(context, estimateId, plan, actor, error);
  }
}

/**
 * At start: every approved plan whose execution did not finish (the server died during it) runs to the end,
 * each on its own: a plan that fails is marked failed and the next one still runs. Returns the outcomes.
 */
export async function resumeUnfinishedExecutions(
  context: AppContext,
  actor = 'resume',
): Promise<PlanJobOutcome[]> {
  const approved = await context.store.plans.listPlansByStatus('approved');
  const outcomes: PlanJobOutcome[] = [];
  for (const plan of approved) {
    try {
      outcomes.push(await runPlanJob(context, plan.estimateId, plan, actor));
    } catch (error) {
      // Even marking it failed did not work (the database went away): report it and go on with the rest.
      context.log.error({ err: error, planId: plan.id }, 'could not mark a plan execution failed');
      outcomes.push({ status: 'failed', code: 'INTERNAL', message: (error as Error).message });
    }
  }
  return outcomes;
}
