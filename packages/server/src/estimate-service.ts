import {
  computeEstimateTotals,
  costCodesOf,
  type Estimate,
  type EstimateTotals,
  finalizeEstimate,
  type LineCostCode,
  lookupLocation,
  newEstimate,
  toEstimateLocation,
} from '@quoin/core';
import type { StoredPlan } from '@quoin/store';
import type { AppContext } from './app-deps.ts';
import { openChangeOrderIfSent } from './changes/change-order-views.ts';

export interface EstimateView {
  estimate: Estimate;
  totals: EstimateTotals;
  pendingPlan?: PlanView;
  costCodes?: Record<string, LineCostCode>;
}

export interface PlanView {
  id: string;
  status: StoredPlan['status'];
  summary: string;
  plan: unknown;
}

function planView(plan: StoredPlan): PlanView {
  return { id: plan.id, status: plan.status, summary: plan.summary, plan: plan.plan };
}

export function viewOf(estimate: Estimate, pendingPlan?: StoredPlan): EstimateView {
  return {
    estimate,
    totals: computeEstimateTotals(estimate),
    costCodes: costCodesOf(estimate),
    ...(pendingPlan ? { pendingPlan: planView(pendingPlan) } : {}),
  };
}

/** A new empty estimate at a location, stamped with the injected clock. */
export function blankEstimate(
  context: AppContext,
  init: { title: string; zip?: string; settings?: Partial<Estimate['settings']> },
): Estimate {
  const estimate = newEstimate({
    id: context.newId('est'),
    title: init.title,
    now: context.clock().toISOString(),
    ...(init.settings ? { settings: init.settings } : {}),
  });
  if (init.zip) estimate.location = toEstimateLocation(lookupLocation(init.zip));
  return finalizeEstimate(estimate, context.registry);
}

/**
 * Applies an edit to the stored estimate at `version` and recomputes issues, quality and lifecycle through
 * core, in the store's transaction: a stale version writes nothing (VERSION_CONFLICT), and so does an edit
 * that throws (NOT_FOUND of a group or line).
 */
export async function editEstimate(
  context: AppContext,
  id: string,
  version: number,
  edit: (estimate: Estimate) => Estimate | undefined,
  actor: string,
  options: { remember?: boolean; changeOrder?: boolean } = {},
): Promise<Estimate> {
  // A sent estimate is not changed silently: its edits go into a change order (issue #15).
  if (options.changeOrder !== false) await openChangeOrderIfSent(context, id);
  let before: Estimate | undefined;
  const saved = await context.store.estimates.updateEstimate(
    id,
    version,
    (current) => {
      // A copy: the route edits may change the estimate they are given in place.
      before = structuredClone(current);
      return finalizeEstimate(edit(current) ?? current, context.registry);
    },
    { actor },
  );
  // The state before the change, for undo (an undo itself is not remembered: undoing again goes further back).
  if (before && options.remember !== false) await context.store.estimateHistory.remember(before, actor);
  return saved;
}
