import {
  answerAboutEstimate,
  applyEditRequest,
  computeEstimateTotals,
  explainUnappliedEdit,
  readEditRequest,
} from '@quoin/core';
import type { AppContext } from '../app-deps.ts';
import { openChangeOrderIfSent } from '../changes/change-order-views.ts';
import { estimateChangedEvents } from './live-hub.ts';

/**
 * A chat message that changes lines the estimate has ("make it 5 windows", "drop the permit", "use LVP
 * instead of carpet") is applied through the engine at once, with or without a model: a follow-up never adds a
 * second set of lines. Says what changed (or why nothing could) and returns true; false for new work.
 */
export async function editFromMessage(
  context: AppContext,
  estimateId: string,
  text: string,
  say: (content: string) => Promise<void>,
  actor: string,
): Promise<boolean> {
  const estimate = await context.store.estimates.getEstimate(estimateId);
  if (!estimate) return false;
  // "how many windows?" is answered from the lines, never read as new work to price.
  const answer = answerAboutEstimate(text, estimate, context.registry);
  if (answer !== undefined) {
    await say(text);
    await say(answer);
    return true;
  }
  const reading = readEditRequest(text, estimate, context.registry);
  if (reading.status === 'not_an_edit') return false;
  await say(text);
  if (reading.status !== 'edit') {
    await say(explainUnappliedEdit(reading, estimate));
    return true;
  }
  const edited = await applyEditRequest(estimate, reading.request, {
    registry: context.registry,
    priceSource: context.priceSource,
  });
  // A sent estimate's chat edit goes into its change order, like a hand edit (issue #15).
  await openChangeOrderIfSent(context, estimateId);
  // Priced outside the transaction (a replacement searches prices); saved only if nobody changed it meanwhile.
  const saved = await context.store.estimates.updateEstimate(
    estimateId,
    estimate.version,
    () => edited.estimate,
    {
      actor,
    },
  );
  // Undo takes a chat edit back like a hand edit (issue #15).
  await context.store.estimateHistory.remember(estimate, actor);
  const totals = computeEstimateTotals(saved);
  context.hub.broadcastAll(
    estimateId,
    estimateChangedEvents({ ...saved, grandTotalCents: totals.grandTotalCents }),
  );
  await say(`Changed: ${edited.changes.join('; ')}.`);
  return true;
}
