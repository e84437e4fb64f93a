import {
  type ChangeOrder,
  computeEstimateTotals,
  contractTotalCents,
  type Estimate,
  formatChangeOrderNumber,
  summarizeChangeOrder,
} from '@quoin/core';
import type { ChangeOrderView } from '@quoin/protocol';
import type { AppContext } from '../app-deps.ts';

/** States in which the client has the estimate: edits then go into a change order (`accepted`: issue #15's proposal part). */
const UNDER_CONTRACT: readonly string[] = ['sent', 'accepted'];

export function isUnderContract(estimate: Pick<Estimate, 'lifecycleState'>): boolean {
  return UNDER_CONTRACT.includes(estimate.lifecycleState);
}

/** A change order for the wire: an open one compares the sent estimate with the estimate as it is now. */
export function changeOrderView(order: ChangeOrder, current: Estimate): ChangeOrderView {
  const summary = summarizeChangeOrder(order.baseline, order.proposed ?? current);
  const { baseline: _baseline, proposed: _proposed, deltaCents: _delta, ...facts } = order;
  return {
    ...facts,
    label: formatChangeOrderNumber(order.number),
    suggestedScheduleDays: summary.suggestedScheduleDays,
    laborHoursDelta: summary.laborHoursDelta,
    changes: summary.changes,
    before: summary.before,
    after: summary.after,
    delta: summary.delta,
  };
}

/** The estimate's total as first sent (CO-1's starting point) and with every approved change order. */
export function contractOf(
  orders: readonly ChangeOrder[],
  current: Estimate,
): { sentTotalCents: number; contractTotalCents: number } {
  const first = orders[0];
  const sentTotalCents = computeEstimateTotals(first ? first.baseline : current).grandTotalCents;
  return {
    sentTotalCents,
    contractTotalCents: contractTotalCents(
      sentTotalCents,
      orders.map((order) => ({ status: order.status, deltaCents: order.deltaCents ?? 0 })),
    ),
  };
}

/**
 * Before an edit of a sent estimate: opens the next change order with the estimate as it stands, unless one is
 * open. An edit of a sent estimate is never silent (issue #15).
 */
export async function openChangeOrderIfSent(
  context: Pick<AppContext, 'store' | 'newId'>,
  estimateId: string,
): Promise<void> {
  const current = await context.store.estimates.getEstimate(estimateId);
  if (!current || !isUnderContract(current)) return;
  if (await context.store.changeOrders.openOf(estimateId)) return;
  const number = (await context.store.changeOrders.list(estimateId)).length + 1;
  try {
    await context.store.changeOrders.open({
      id: context.newId('co'),
      estimateId,
      title: `Changes after sending (${formatChangeOrderNumber(number)})`,
      baseline: current,
    });
  } catch (error) {
    // Two edits at once both saw none open: the other one opened it, which is all this wanted.
    if ((error as { code?: string }).code !== 'ALREADY_EXISTS') throw error;
  }
}
