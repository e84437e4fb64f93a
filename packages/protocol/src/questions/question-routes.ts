import { z } from 'zod';
import { estimateParamsSchema, estimateResponseSchema, versionSchema } from '../rest-schemas.ts';

export const answerQuestionBodySchema = z.strictObject({
  version: versionSchema,
  /** The open question's exact words, as the estimate lists it (its questions or its reader's doubts). */
  question: z.string().min(1).max(2000),
  answer: z.string().trim().min(1).max(2000),
});
export type AnswerQuestionBody = z.output<typeof answerQuestionBodySchema>;

/** The estimate after the answer, and what changed, one sentence a line. */
export const answerQuestionResponseSchema = estimateResponseSchema.extend({ changes: z.array(z.string()) });

/** Question routes of issue #15; appended to REST_ROUTES. Shaped like rest-routes.ts's RestRoute. */
export const QUESTION_ROUTES = [
  {
    method: 'POST',
    path: '/api/estimates/:id/questions/answer',
    operationId: 'answerEstimateQuestion',
    summary:
      "Answer an open question: a room's size re-sizes its lines, a ZIP re-prices for the place, a figure sets a typical quantity; the question is cleared and the estimate validated again (undoable)",
    params: estimateParamsSchema,
    body: answerQuestionBodySchema,
    success: { status: 200, body: answerQuestionResponseSchema },
  },
] as const;
