// Types only from protocol (see wire-types.ts): no protocol value may reach the browser bundle.
import type { MoveBody } from '@quoin/protocol';
import { ApiError } from '../api-client.ts';
import type { EstimateResponse } from '../wire-types.ts';

async function post(url: string, body: unknown, method = 'POST'): Promise<EstimateResponse> {
  const response = await fetch(url, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const payload = (await response.json().catch(() => ({}))) as EstimateResponse & {
    error?: { code?: string; message?: string };
  };
  if (!response.ok) throw new ApiError(response.status, payload.error ?? {});
  return payload;
}

const estimateUrl = (id: string) => `/api/estimates/${encodeURIComponent(id)}`;

/** Undo of the last change, and moves of groups and lines (issue #15). */
export const editingApi = {
  undo: (id: string, version: number) => post(`${estimateUrl(id)}/undo`, { version }),
  move: (id: string, body: MoveBody) => post(`${estimateUrl(id)}/move`, body),
  addMaterial: (
    id: string,
    itemId: string,
    body: { version: number; name: string; packages: number; priceCents: number },
  ) => post(`${estimateUrl(id)}/items/${encodeURIComponent(itemId)}/materials`, body),
  removeMaterial: (id: string, itemId: string, materialId: string, version: number) =>
    post(
      `${estimateUrl(id)}/items/${encodeURIComponent(itemId)}/materials/${encodeURIComponent(materialId)}?version=${version}`,
      undefined,
      'DELETE',
    ),
};

export type MoveHandler = (kind: MoveBody['kind'], id: string, direction: MoveBody['direction']) => void;
