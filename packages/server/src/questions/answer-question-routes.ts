import { answerQuestion } from '@quoin/core';
import type { AnswerQuestionBody } from '@quoin/protocol';
import { editEstimate, viewOf } from '../estimate-service.ts';
import { announce, loadEstimate } from '../routes/estimate-routes.ts';
import { type HandlerFactory, REST_ACTOR } from '../routes/route-handler.ts';

/** An open question answered in the workspace: what it was about priced again, through the engine; undoable. */
export const answerQuestionHandlers: HandlerFactory = (context) => ({
  async answerEstimateQuestion({ params, body }) {
    const { id } = params as { id: string };
    const { version, question, answer } = body as AnswerQuestionBody;
    const estimate = await loadEstimate(context, id);
    // Priced outside the store's transaction (a replacement searches prices); a stale version writes nothing.
    const answered = await answerQuestion(
      estimate,
      { question, answer },
      { registry: context.registry, priceSource: context.priceSource },
    );
    const saved = await editEstimate(context, id, version, () => answered.estimate, REST_ACTOR);
    const view = viewOf(saved);
    announce(context, view);
    return { ...view, changes: answered.changes };
  },
});
