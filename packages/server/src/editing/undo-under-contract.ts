import { type Estimate, formatEstimateNumber, QuoinError } from '@quoin/core';
import type { AppContext } from '../app-deps.ts';
import { isUnderContract } from '../changes/change-order-views.ts';

/**
 * Refuses an undo that would take back what the client has: on a sent or accepted estimate, undo only takes
 * back edits made inside the open change order (its snapshot is at or after the order's baseline). Undoing
 * the send or the signature, or an edit of an approved change order, is refused: a signed estimate changes
 * only through a change order (issue 15).
 */
export async function refuseUndoUnderContract(
  context: AppContext,
  current: Estimate,
  snapshot: Estimate,
): Promise<void> {
  if (!isUnderContract(current)) return;
  const open = await context.store.changeOrders.openOf(current.id);
  if (open && snapshot.version >= open.baseline.version) return;
  const number = current.header?.estimateNumber;
  const name = number ? `Estimate ${formatEstimateNumber(number)}` : `Estimate "${current.title}"`;
  const what =
    current.lifecycleState === 'accepted'
      ? 'was accepted by the client: undo cannot take back what they signed'
      : 'was sent to the client: undo cannot take back the version they have';
  throw new QuoinError(
    'INVALID_TRANSITION',
    `${name} ${what}. Edit it instead; the edit is recorded as a change order.`,
    { estimateId: current.id, lifecycleState: current.lifecycleState },
  );
}
