// Types only from protocol (see wire-types.ts): no protocol value may reach the browser bundle.
import type {
  ChangeOrderListResponse,
  ChangeOrderResponse,
  TemplateListResponse,
  TemplateSummary,
  UpdateChangeOrderBody,
} from '@quoin/protocol';
import { request } from '../api-client.ts';
import type { EstimateResponse } from '../wire-types.ts';

const estimateUrl = (id: string) => `/api/estimates/${encodeURIComponent(id)}`;
const orderUrl = (id: string, number: number) => `${estimateUrl(id)}/change-orders/${number}`;

/** Sending, change orders and templates (issue #15, the changes part). */
export const changesApi = {
  markSent: (id: string, version: number) =>
    request<EstimateResponse>('POST', `${estimateUrl(id)}/mark-sent`, { version }),
  listChangeOrders: (id: string) =>
    request<ChangeOrderListResponse>('GET', `${estimateUrl(id)}/change-orders`),
  openChangeOrder: (id: string, body: { title?: string; reason?: string }) =>
    request<ChangeOrderResponse>('POST', `${estimateUrl(id)}/change-orders`, body),
  updateChangeOrder: (id: string, number: number, body: UpdateChangeOrderBody) =>
    request<ChangeOrderResponse>('PATCH', orderUrl(id, number), body),
  decide: (id: string, number: number, version: number, decision: 'approve' | 'reject') =>
    request<ChangeOrderResponse>('POST', `${orderUrl(id, number)}/decision`, { version, decision }),
  documentUrl: (id: string, number: number, format: 'pdf' | 'md') =>
    `${orderUrl(id, number)}/document?format=${format}`,
  saveTemplate: (id: string, name: string) =>
    request<{ template: TemplateSummary }>('POST', `${estimateUrl(id)}/template`, { name }),
  listTemplates: () => request<TemplateListResponse>('GET', '/api/templates'),
  startFromTemplate: (templateId: string, title?: string) =>
    request<EstimateResponse>('POST', `/api/templates/${encodeURIComponent(templateId)}/estimates`, {
      ...(title ? { title } : {}),
    }),
};
