// Types only from protocol (see wire-types.ts): no protocol value may reach the browser bundle.
import type { AnswerQuestionBody } from '@quoin/protocol';
import { ApiError } from '../api-client.ts';
import type { EstimateResponse } from '../wire-types.ts';

/** The estimate after an answer, and what changed, one sentence a line. */
export type AnsweredResponse = EstimateResponse & { changes: string[] };

/** An open question answered: what it was about priced again by the server (issue #15). */
export async function answerQuestion(
  estimateId: string,
  body: AnswerQuestionBody,
): Promise<AnsweredResponse> {
  const response = await fetch(`/api/estimates/${encodeURIComponent(estimateId)}/questions/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => ({}))) as AnsweredResponse & {
    error?: { code?: string; message?: string };
  };
  if (!response.ok) throw new ApiError(response.status, payload.error ?? {});
  return payload;
}
