import {
  assertValidPlan,
  computeEstimateTotals,
  type Estimate,
  hasErrorCode,
  QuoinError,
  runEstimatePipeline,
} from '@quoin/core';
import type { ServerEvent } from '@quoin/protocol';
import type { StoredPlan } from '@quoin/store';
import type { AppContext } from '../app-deps.ts';
import { openChangeOrderIfSent } from '../changes/change-order-views.ts';

// A REST edit landing while a step runs moves the version on; each step is idempotent by plan key, so it is
// simply run again over the newer estimate. Three tries, then the conflict goes to the client.
const MAX_ATTEMPTS = 3;

/** Group and line events for what `after` has and `before` had not, in the estimate's order. */
function additionEvents(before: Estimate, after: Estimate): ServerEvent[] {
  const oldGroups = new Set(before.groups.map((g) => g.id));
  const oldItems = new Set(before.groups.flatMap((g) => g.items.map((i) => i.id)));
  const events: ServerEvent[] = [];
  for (const group of after.groups) {
    if (!oldGroups.has(group.id)) events.push({ type: 'group_added', group: { ...group, items: [] } });
    for (const item of group.items)
      if (!oldItems.has(item.id)) events.push({ type: 'line_item_added', groupId: group.id, item });
  }
  return events;
}

/** The version of the estimate the job's last recorded step saved (each step's checkpoint keeps it). */
export function lastVersionWritten(done: Map<string, unknown>): number | undefined {
  let last: number | undefined;
  for (const payload of done.values()) {
    const version = (payload as { version?: unknown } | null)?.version;
    if (typeof version === 'number' && (last === undefined || version > last)) last = version;
  }
  return last;
}

/** The job that executes a plan: one per approved plan, so a restart finds it by the plan's id. */
export const executionJobId = (planId: string) => `execute-${planId}`;

async function loadEstimate(context: AppContext, estimateId: string): Promise<Estimate> {
  const estimate = await context.store.estimates.getEstimate(estimateId);
  if (!estimate) throw new QuoinError('NOT_FOUND', `No estimate with id ${estimateId}.`, { id: estimateId });
  return estimate;
}

/** Loads, changes and saves with the version check, again over the newer estimate on a conflict. */
export async function saveStep(
  context: AppContext,
  estimateId: string,
  actor: string,
  change: (before: Estimate) => Promise<Estimate> | Estimate,
): Promise<{ before: Estimate; saved: Estimate }> {
  for (let attempt = 1; ; attempt++) {
    const before = await loadEstimate(context, estimateId);
    try {
      const saved = await context.store.estimates.saveEstimate(await change(before), { actor });
      return { before, saved };
    } catch (error) {
      if (!hasErrorCode(error, 'VERSION_CONFLICT') || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * Executes an approved plan as a checkpointed job: one step per plan group (execute that group, save, record
 * the step), then QA and finalize, then the plan is marked executed. Each step's events go to `emit` as it
 * lands. A job cut short (a crash, SIGKILL) is run again from its first unrecorded step; a step that saved but
 * died before its checkpoint runs again harmlessly, because execution is idempotent by plan key.
 */
export async function executeApprovedPlan(
  context: AppContext,
  estimateId: string,
  plan: StoredPlan,
  actor: string,
  emit: (events: ServerEvent[]) => void = () => {},
  /** Told, for each step's save, the version it loaded and the version it saved, before its checkpoint. */
  onSaved: (loadedVersion: number, savedVersion: number) => void = () => {},
  /**
   * Runs after the last step and before the plan is marked executed (the "Priced N lines" message): a crash
   * in between leaves the plan approved, so a restart runs this again, never a plan executed in silence.
   */
  beforeMarked: (estimate: Estimate, events: ServerEvent[]) => Promise<void> = async () => {},
): Promise<{ estimate: Estimate; events: ServerEvent[]; finishedHere: boolean }> {
  const jobId = executionJobId(plan.id);
  const done = await context.store.checkpoints.completedSteps(jobId);
  const valid = assertValidPlan(plan.plan);
  // New work priced into a sent estimate goes into its change order (issue #15); a resumed run opened it already.
  if (done.size === 0) await openChangeOrderIfSent(context, estimateId);
  const loaded = await loadEstimate(context, estimateId);
  // core's pipeline composes the steps; this job runs each over the stored estimate and checkpoints it.
  let total = 0;
  await runEstimatePipeline(valid, {
    registry: context.registry,
    priceSource: context.priceSource,
    estimate: loaded,
    zip: valid.zip ?? loaded.location?.input,
    runStep: async (step, current) => {
      total = step.total;
      if (done.has(step.key)) return current;
      const isGroup = step.groupName !== undefined;
      if (isGroup && context.executionStepDelayMs)
        await new Promise((resolve) => setTimeout(resolve, context.executionStepDelayMs));
      const { before, saved } = await saveStep(context, estimateId, actor, step.apply);
      onSaved(before.version, saved.version);
      await context.store.checkpoints.recordCheckpoint(
        {
          jobId,
          stepKey: step.key,
          estimateId,
          status: 'completed',
          payload: isGroup ? { group: step.groupName, version: saved.version } : { version: saved.version },
        },
        { actor },
      );
      emit([
        ...additionEvents(before, saved),
        ...(isGroup
          ? [
              {
                type: 'execution_progress' as const,
                planId: plan.id,
                done: step.index + 1,
                total: step.total,
              },
            ]
          : []),
      ]);
      return saved;
    },
  });
  const estimate = await loadEstimate(context, estimateId);
  const grandTotalCents = computeEstimateTotals(estimate).grandTotalCents;
  const events: ServerEvent[] = [
    { type: 'execution_progress', planId: plan.id, done: total, total },
    { type: 'estimate_updated', version: estimate.version, grandTotalCents },
    {
      type: 'estimate_quality_updated',
      version: estimate.version,
      lifecycleState: estimate.lifecycleState,
      ...(estimate.qualityScore === undefined ? {} : { qualityScore: estimate.qualityScore }),
    },
  ];
  await beforeMarked(estimate, events);
  // Only the run that moves the plan to executed finishes it: a second run of the same job (a queue retried it
  // while the first was still alive) has nothing left to announce.
  const finishedHere = await markExecuted(context, plan.id, actor);
  return { estimate, events, finishedHere };
}

/** approved → executed; false when another run of the job got there first (the row lock decides). */
async function markExecuted(context: AppContext, planId: string, actor: string): Promise<boolean> {
  const current = await context.store.plans.getPlan(planId);
  if (current?.status !== 'approved') return false;
  try {
    await context.store.plans.setPlanStatus(planId, 'executed', { actor });
    return true;
  } catch (error) {
    if (hasErrorCode(error, 'INVALID_TRANSITION')) return false;
    throw error;
  }
}
