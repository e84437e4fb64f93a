import { ApiError } from './api-client.ts';
import type { DrawingAnswer, DrawingSetSummary, DrawingSheets, ErrorBody } from './wire-types.ts';

async function json<T>(response: Response): Promise<T> {
  const payload = (await response.json().catch(() => ({}))) as { error?: Partial<ErrorBody> } & T;
  if (!response.ok) throw new ApiError(response.status, payload.error ?? {});
  return payload;
}

const setUrl = (id: string) => `/api/drawing-sets/${encodeURIComponent(id)}`;

/** The drawing-set routes of protocol's REST_ROUTES that the Drawings panel uses. */
export const drawingsApi = {
  listSets: async (estimateId: string) =>
    (
      await json<{ sets: DrawingSetSummary[] }>(
        await fetch(`/api/drawing-sets?estimateId=${encodeURIComponent(estimateId)}`),
      )
    ).sets,
  addSet: async (estimateId: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const url = `/api/drawing-sets?estimateId=${encodeURIComponent(estimateId)}`;
    return json<{ status: string; set: DrawingSetSummary }>(await fetch(url, { method: 'POST', body: form }));
  },
  sheets: async (setId: string) => json<DrawingSheets>(await fetch(`${setUrl(setId)}/sheets`)),
  imageUrl: (setId: string, page: number, width: 320 | 1600) =>
    `${setUrl(setId)}/pages/${page}/image?width=${width}`,
  ask: async (question: string, set?: string) =>
    json<DrawingAnswer>(
      await fetch('/api/drawings/ask', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(set ? { question, set } : { question }),
      }),
    ),
  feedback: async (questionId: string, feedback: 'up' | 'down') =>
    json<unknown>(
      await fetch(`/api/drawings/questions/${encodeURIComponent(questionId)}/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ feedback }),
      }),
    ),
};
