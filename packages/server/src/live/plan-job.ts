import { computeEstimateTotals, type Estimate, formatCents, hasErrorCode } from '@quoin/core';
import type { ServerEvent } from '@quoin/protocol';
import type { StoredPlan } from '@quoin/store';
import { orgContextOf } from '../access/org-context.ts';
import type { AppContext } from '../app-deps.ts';
import { toErrorResponse } from '../to-error-response.ts';
import { executeApprovedPlan, executionJobId, lastVersionWritten } from './execute-approved-plan.ts';
import { rememberBeforePlan } from './remember-before-plan.ts';
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
  // Undo takes back the whole plan's execution in one step (issue #15).
  await rememberBeforePlan(context, estimate, actor);
  await context.store.checkpoints.recordCheckpoint(
    { jobId, stepKey: BEFORE_STEP, estimateId, status: 'completed', payload: { estimate } },
    { actor },
  );
}

/**
 * What the job knows of the estimate's versions: the one it expects (the last it saved, or at its start the
 * last its checkpoints recorded, or the approval's), and whether a step found another writer's version.
 */
interface JobWrites {
  expectedVersion: number | undefined;
  editedMeanwhile: boolean;
}

async function jobWritesAtStart(context: AppContext, plan: StoredPlan): Promise<JobWrites> {
  const done = await context.store.checkpoints.completedSteps(executionJobId(plan.id));
  const before = (done.get(BEFORE_STEP) as { estimate?: Estimate } | undefined)?.estimate;
  return { expectedVersion: lastVersionWritten(done) ?? before?.version, editedMeanwhile: false };
}

/** What became of the estimate when its plan failed. */
type RestoreOutcome = { state: 'restored'; estimate: Estimate } | { state: 'kept-edits' } | { state: 'none' };

/**
 * Puts the estimate back as it was before the approval, only if it is still as the job left it: an edit made
 * while the plan ran (REST, another socket) moved its version on, and restoring would throw that edit away
 * (issue 14). Then the estimate is kept as it is, and the caller says so.
 */
async function restoreEstimateBefore(
  context: AppContext,
  estimateId: string,
  plan: StoredPlan,
  actor: string,
  writes: JobWrites,
): Promise<RestoreOutcome> {
  const done = await context.store.checkpoints.completedSteps(executionJobId(plan.id));
  const before = (done.get(BEFORE_STEP) as { estimate?: Estimate } | undefined)?.estimate;
  if (!before) return { state: 'none' };
  const current = await context.store.estimates.getEstimate(estimateId);
  if (!current) return { state: 'none' };
  if (writes.editedMeanwhile || current.version !== (writes.expectedVersion ?? before.version))
    return { state: 'kept-edits' };
  try {
    const estimate = await context.store.estimates.saveEstimate(
      { ...before, version: current.version },
      { actor },
    );
    return { state: 'restored', estimate };
  } catch (error) {
    // An edit landed between the read and the save: it wins, as above.
    if (hasErrorCode(error, 'VERSION_CONFLICT')) return { state: 'kept-edits' };
    throw error;
  }
}

const RESTORE_STATES: Record<RestoreOutcome['state'], string> = {
  restored: 'The estimate is as it was before the approval.',
  'kept-edits':
    'The estimate was edited while the plan ran, so it stays as it is (with the lines the plan had added); ' +
    'nothing was put back.',
  none: '',
};

async function failJob(
  context: AppContext,
  estimateId: string,
  plan: StoredPlan,
  actor: string,
  error: unknown,
  writes: JobWrites,
): Promise<PlanJobOutcome> {
  const { code, message } = toErrorResponse(error).body.error;
  context.log.error({ err: error, planId: plan.id, estimateId }, 'plan execution failed');
  // Another run of the same job finished or failed it meanwhile: its outcome stands, nothing is put back.
  const now = await context.store.plans.getPlan(plan.id);
  if (now && now.status !== 'approved') return { status: 'failed', code, message };
  let restore: RestoreOutcome = { state: 'none' };
  try {
    restore = await restoreEstimateBefore(context, estimateId, plan, actor, writes);
  } catch (restoreError) {
    context.log.error({ err: restoreError, planId: plan.id }, 'could not restore the estimate');
  }
  const restored = restore.state === 'restored' ? restore.estimate : undefined;
  await context.store.plans.setPlanStatus(plan.id, 'failed', { actor }, { code, message });
  const events: ServerEvent[] = [{ type: 'execution_failed', planId: plan.id, code, message }];
  if (restored) {
    const { grandTotalCents } = computeEstimateTotals(restored);
    events.push({ type: 'estimate_updated', version: restored.version, grandTotalCents });
  }
  context.hub.broadcastAll(estimateId, events);
  const state = RESTORE_STATES[restore.state];
  await say(context, estimateId, 'assistant', `The plan could not be priced: ${message} ${state}`.trim());
  return { status: 'failed', code, message };
}

/** "Priced N lines: $…", once per plan, whichever run of its job gets here. */
async function sayPriced(
  context: AppContext,
  estimateId: string,
  plan: StoredPlan,
  estimate: Estimate,
  events: ServerEvent[],
): Promise<void> {
  const lines = estimate.groups.reduce((sum, group) => sum + group.items.length, 0);
  const total = events.find((e) => e.type === 'estimate_updated')?.grandTotalCents ?? 0;
  const text = `Priced ${lines} lines: ${formatCents(total)}, quality ${estimate.qualityScore ?? '—'}/100 (${estimate.lifecycleState}).`;
  // A retry after a worker died, or one that overlapped a slow first run: the message id is the job's, and a
  // second insert is refused.
  try {
    await say(context, estimateId, 'assistant', text, `msg-${executionJobId(plan.id)}`);
  } catch (error) {
    if (!hasErrorCode(error, 'ALREADY_EXISTS')) throw error;
  }
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
  const writes: JobWrites = { expectedVersion: undefined, editedMeanwhile: true };
  try {
    await keepEstimateBefore(context, estimateId, plan, actor);
    Object.assign(writes, await jobWritesAtStart(context, plan));
    const { estimate } = await executeApprovedPlan(
      context,
      estimateId,
      plan,
      actor,
      (stepEvents) => context.hub.broadcastAll(estimateId, stepEvents),
      (loadedVersion, savedVersion) => {
        if (loadedVersion !== writes.expectedVersion) writes.editedMeanwhile = true;
        writes.expectedVersion = savedVersion;
      },
      // Said before the plan is marked executed: a crash in between leaves it approved, and the restart says
      // it (a plan marked first and killed before its message never said "Priced", and was never resumed).
      async (priced, events) => {
        context.hub.broadcastAll(estimateId, events);
        await sayPriced(context, estimateId, plan, priced, events);
      },
    );
    return { status: 'executed', estimate };
  } catch (error) {
    return failJob(context, estimateId, plan, actor, error, writes);
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
  // Each plan in its own organisation's context: the base view reads only the default organisation's estimates.
  const approved = await context.store.plans.listPlansByStatusWithOrg('approved');
  const outcomes: PlanJobOutcome[] = [];
  for (const { plan, orgId } of approved) {
    try {
      outcomes.push(await runPlanJob(orgContextOf(context, orgId), plan.estimateId, plan, actor));
    } catch (error) {
      // Even marking it failed did not work (the database went away): report it and go on with the rest.
      context.log.error({ err: error, planId: plan.id }, 'could not mark a plan execution failed');
      outcomes.push({ status: 'failed', code: 'INTERNAL', message: (error as Error).message });
    }
  }
  return outcomes;
}
