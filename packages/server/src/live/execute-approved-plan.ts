import {
  applyQaPass,
  assertValidPlan,
  compilePlan,
  computeEstimateTotals,
  DEFAULT_QA_CONFIG,
  type Estimate,
  executePlan,
  finalizeEstimate,
  hasErrorCode,
  QuoinError,
} from '@quoin/core';
import type { ServerEvent } from '@quoin/protocol';
import type { StoredPlan } from '@quoin/store';
import type { AppContext } from '../app-deps.ts';

// A REST edit landing while a plan runs moves the version on; execution is idempotent by plan key, so the
// plan is simply run again over the newer estimate. Three tries, then the conflict goes to the client.
const MAX_ATTEMPTS = 3;

/** Group and line events for what `after` has and `before` had not, in the estimate's order. */
export function additionEvents(before: Estimate, after: Estimate): ServerEvent[] {
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

async function runOnce(context: AppContext, estimateId: string, plan: StoredPlan, actor: string) {
  const before = await context.store.estimates.getEstimate(estimateId);
  if (!before) throw new QuoinError('NOT_FOUND', `No estimate with id ${estimateId}.`, { id: estimateId });
  const valid = assertValidPlan(plan.plan);
  const compiled = compilePlan(valid, context.registry, valid.zip ?? before.location?.input);
  const executed = await executePlan(compiled, before, {
    registry: context.registry,
    priceSource: context.priceSource,
  });
  const checked = applyQaPass(executed.estimate, context.registry, DEFAULT_QA_CONFIG);
  const finalized = finalizeEstimate(checked.estimate, context.registry);
  const saved = await context.store.estimates.saveEstimate(finalized, { actor });
  return { before, saved };
}

/**
 * Compile → execute → QA pass → finalize, saved with the version check; returns the saved estimate and the
 * events describing what was added. The plan must already be approved; it is marked executed here.
 */
export async function executeApprovedPlan(
  context: AppContext,
  estimateId: string,
  plan: StoredPlan,
  actor: string,
): Promise<{ estimate: Estimate; events: ServerEvent[] }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { before, saved } = await runOnce(context, estimateId, plan, actor);
      await context.store.plans.setPlanStatus(plan.id, 'executed', { actor });
      const grandTotalCents = computeEstimateTotals(saved).grandTotalCents;
      const events: ServerEvent[] = [
        ...additionEvents(before, saved),
        { type: 'estimate_updated', version: saved.version, grandTotalCents },
        {
          type: 'estimate_quality_updated',
          version: saved.version,
          lifecycleState: saved.lifecycleState,
          ...(saved.qualityScore === undefined ? {} : { qualityScore: saved.qualityScore }),
        },
      ];
      return { estimate: saved, events };
    } catch (error) {
      if (!hasErrorCode(error, 'VERSION_CONFLICT') || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
