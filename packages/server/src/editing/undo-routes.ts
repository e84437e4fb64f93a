import { moveEntry, QuoinError } from '@quoin/core';
import type { MoveBody, UndoBody } from '@quoin/protocol';
import { editEstimate, viewOf } from '../estimate-service.ts';
import { announce } from '../routes/estimate-routes.ts';
import { type HandlerFactory, REST_ACTOR } from '../routes/route-handler.ts';
import { refuseUndoUnderContract } from './undo-under-contract.ts';

/** Undo of the last change and moves up or down. Undo: the remembered state restored through the engine and the validation gate. */
export const undoHandlers: HandlerFactory = (context) => ({
  async undoEstimateChange({ params, body }) {
    const { id } = params as { id: string };
    const { version } = body as UndoBody;
    // Undo while a plan is being priced would be overwritten by its next step (idempotent by plan key).
    const running = await context.store.plans.listPlansByStatus('approved');
    if (running.some((plan) => plan.estimateId === id)) {
      throw new QuoinError(
        'INVALID_TRANSITION',
        'A plan is being priced on this estimate; undo once it is done.',
        {
          estimateId: id,
        },
      );
    }
    const snapshot = await context.store.estimateHistory.latest(id);
    if (!snapshot)
      throw new QuoinError('INVALID_TRANSITION', `Nothing to undo on estimate ${id}.`, { estimateId: id });
    const current = await context.store.estimates.getEstimate(id);
    if (current) await refuseUndoUnderContract(context, current, snapshot.estimate);
    const saved = await editEstimate(
      context,
      id,
      version,
      (current) => ({ ...snapshot.estimate, id: current.id, version: current.version }),
      REST_ACTOR,
      { remember: false },
    );
    await context.store.estimateHistory.forget(snapshot.id);
    const view = viewOf(saved);
    announce(context, view);
    return view;
  },

  async moveEstimateEntry({ params, body }) {
    const { id } = params as { id: string };
    const { version, ...request } = body as MoveBody;
    const saved = await editEstimate(
      context,
      id,
      version,
      (current) => moveEntry(current, request),
      REST_ACTOR,
    );
    const view = viewOf(saved);
    announce(context, view);
    return view;
  },
});
