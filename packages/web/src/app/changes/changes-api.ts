// Types only from protocol (see wire-types.ts): no protocol value may reach the browser bundle.
import type {
  ChangeOrderListResponse,
  ChangeOrderResponse,
  TemplateListResponse,
  TemplateSummary,
  UpdateChangeOrderBody,
} from '@quoin/protocol';
import { ApiError } from '../api-client.ts';
import type { EstimateResponse } from '../wire-types.ts';

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const payload = (await response.json().catch(() => ({}))) as T & {
    error?: { code?: string; message?: string };
  };
  if (!response.ok) throw new ApiError(response.status, payload.error ?? {});
  return payload;
}

const estimateUrl = (id: string) => `/api/estimates/${encodeURIComponent(id)}`;
const orderUrl = (id: string, number: number) => `${estimateUrl(id)}/change-orders/${number}`;

/** Sending, change orders and templates (issue #15, the changes part). */
export const changesApi = {
  markSent: (id: string, version: number) =>
    send<EstimateResponse>('POST', `${estimateUrl(id)}/mark-sent`, { version }),
  listChangeOrders: (id: string) => send<ChangeOrderListResponse>('GET', `${estimateUrl(id)}/change-orders`),
  openChangeOrder: (id: string, body: { title?: string; reason?: string }) =>
    send<ChangeOrderResponse>('POST', `${estimateUrl(id)}/change-orders`, body),
  updateChangeOrder: (id: string, number: number, body: UpdateChangeOrderBody) =>
    send<ChangeOrderResponse>('PATCH', orderUrl(id, number), body),
  decide: (id: string, number: number, version: number, decision: 'approve' | 'reject') =>
    send<ChangeOrderResponse>('POST', `${orderUrl(id, number)}/decision`, { version, decision }),
  documentUrl: (id: string, number: number, format: 'pdf' | 'md') =>
    `${orderUrl(id, number)}/document?format=${format}`,
  saveTemplate: (id: string, name: string) =>
    send<{ template: TemplateSummary }>('POST', `${estimateUrl(id)}/template`, { name }),
  listTemplates: () => send<TemplateListResponse>('GET', '/api/templates'),
  startFromTemplate: (templateId: string, title?: string) =>
    send<EstimateResponse>('POST', `/api/templates/${encodeURIComponent(templateId)}/estimates`, {
      ...(title ? { title } : {}),
    }),
};
