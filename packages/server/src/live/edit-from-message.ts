import {
  answerAboutEstimate,
  applyEditRequest,
  computeEstimateTotals,
  type Estimate,
  explainUnappliedEdit,
  hasErrorCode,
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
  const first = readEditRequest(text, estimate, context.registry);
  if (first.status === 'not_an_edit') return false;
  await say(text);
  if (first.status !== 'edit') {
    await say(explainUnappliedEdit(first, estimate));
    return true;
  }
  // A chat edit sent while a plan's last steps (QA, finalize) still save is read again over the newer estimate.
  let before: Estimate = estimate;
  let reading = first;
  for (let attempt = 1; ; attempt++) {
    const edited = await applyEditRequest(before, reading.request, {
      registry: context.registry,
      priceSource: context.priceSource,
    });
    // A sent estimate's chat edit goes into its change order, like a hand edit (issue #15).
    await openChangeOrderIfSent(context, estimateId);
    let saved: Estimate | undefined;
    try {
      // Priced outside the transaction (a replacement searches prices); saved only if nobody changed it meanwhile.
      saved = await context.store.estimates.updateEstimate(
        estimateId,
        before.version,
        () => edited.estimate,
        {
          actor,
        },
      );
    } catch (error) {
      if (!hasErrorCode(error, 'VERSION_CONFLICT') || attempt >= EDIT_ATTEMPTS) throw error;
    }
    if (saved) return afterEdit(context, estimateId, before, saved, edited.changes, actor, say);
    const newer = await context.store.estimates.getEstimate(estimateId);
    if (!newer) return false;
    const again = readEditRequest(text, newer, context.registry);
    if (again.status === 'not_an_edit') return true;
    if (again.status !== 'edit') {
      await say(explainUnappliedEdit(again, newer));
      return true;
    }
    before = newer;
    reading = again;
  }
}

const EDIT_ATTEMPTS = 3;

async function afterEdit(
  context: AppContext,
  estimateId: string,
  estimate: Estimate,
  saved: Estimate,
  changes: readonly string[],
  actor: string,
  say: (content: string) => Promise<void>,
): Promise<boolean> {
  // Undo takes a chat edit back like a hand edit (issue #15).
  await context.store.estimateHistory.remember(estimate, actor);
  const totals = computeEstimateTotals(saved);
  context.hub.broadcastAll(
    estimateId,
    estimateChangedEvents({ ...saved, grandTotalCents: totals.grandTotalCents }),
  );
  await say(`Changed: ${changes.join('; ')}.`);
  return true;
}
