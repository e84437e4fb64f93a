import type {
  CreateGroupBody,
  CreateLineItemBody,
  ErrorBody,
  EstimateList,
  EstimateResponse,
  EstimateSummary,
  IntakeResponse,
  ShoppingList,
  ToolInfo,
  ToolResponse,
  UpdateEstimateBody,
  UpdateLineItemBody,
} from './wire-types.ts';

/** An error response of the API, with the protocol's code (`VERSION_CONFLICT`, `NOT_FOUND`, …). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody>,
  ) {
    super(body.message ?? `Request failed with status ${status}`);
  }
  get code(): string | undefined {
    return this.body.code;
  }
}

/** One JSON request to the server: the body as JSON, an error answer thrown as ApiError. */
export async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload = (await response.json().catch(() => ({}))) as { error?: Partial<ErrorBody> } & T;
  if (!response.ok) throw new ApiError(response.status, payload.error ?? {});
  return payload;
}

/** A tool call answers with the standard tool response, also when the tool fails (its status says so). */
async function toolCall(name: string, args: Record<string, unknown>): Promise<ToolResponse> {
  const response = await fetch(`/api/tools/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  const payload = (await response.json().catch(() => ({}))) as ToolResponse & { error?: Partial<ErrorBody> };
  if (typeof payload.status !== 'string')
    throw new ApiError(response.status, (payload.error as Partial<ErrorBody>) ?? {});
  return payload;
}

const estimateUrl = (id: string) => `/api/estimates/${encodeURIComponent(id)}`;

/** The REST routes of protocol's REST_ROUTES that the workspace uses. */
export const api = {
  listTools: () => request<{ tools: ToolInfo[] }>('GET', '/api/tools'),
  callTool: (name: string, args: Record<string, unknown>) => toolCall(name, args),
  listEstimates: (search: string) =>
    request<EstimateList>('GET', `/api/estimates?limit=100&search=${encodeURIComponent(search)}`),
  createEstimate: (title: string) => request<EstimateResponse>('POST', '/api/estimates', { title }),
  getEstimate: (id: string) => request<EstimateResponse>('GET', estimateUrl(id)),
  updateEstimate: (id: string, body: UpdateEstimateBody) =>
    request<EstimateResponse>('PATCH', estimateUrl(id), body),
  archiveEstimate: (id: string) => request<EstimateSummary>('POST', `${estimateUrl(id)}/archive`),
  duplicateEstimate: (id: string) => request<EstimateResponse>('POST', `${estimateUrl(id)}/duplicate`, {}),
  renameGroup: (id: string, groupId: string, body: { version: number; name: string }) =>
    request<EstimateResponse>('PATCH', `${estimateUrl(id)}/groups/${encodeURIComponent(groupId)}`, body),
  createGroup: (id: string, body: CreateGroupBody) =>
    request<EstimateResponse>('POST', `${estimateUrl(id)}/groups`, body),
  deleteGroup: (id: string, groupId: string, version: number) =>
    request<EstimateResponse>(
      'DELETE',
      `${estimateUrl(id)}/groups/${encodeURIComponent(groupId)}?version=${version}`,
    ),
  createLineItem: (id: string, groupId: string, body: CreateLineItemBody) =>
    request<EstimateResponse>('POST', `${estimateUrl(id)}/groups/${encodeURIComponent(groupId)}/items`, body),
  deleteLineItem: (id: string, itemId: string, version: number) =>
    request<EstimateResponse>(
      'DELETE',
      `${estimateUrl(id)}/items/${encodeURIComponent(itemId)}?version=${version}`,
    ),
  updateLineItem: (id: string, itemId: string, body: UpdateLineItemBody) =>
    request<EstimateResponse>('PATCH', `${estimateUrl(id)}/items/${encodeURIComponent(itemId)}`, body),
  updateMaterial: (
    id: string,
    itemId: string,
    materialId: string,
    body: { version: number; packages?: number; priceCents?: number },
  ) =>
    request<EstimateResponse>(
      'PATCH',
      `${estimateUrl(id)}/items/${encodeURIComponent(itemId)}/materials/${encodeURIComponent(materialId)}`,
      body,
    ),
  /** Sends one photo or PDF; the server reads its type from the bytes and answers 413/415 with the reason. */
  uploadFile: async (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const response = await fetch(`${estimateUrl(id)}/uploads`, { method: 'POST', body: form });
    const payload = (await response.json().catch(() => ({}))) as {
      error?: Partial<ErrorBody>;
      upload?: { id: string; originalName?: string; mediaType: string };
    };
    if (!response.ok || !payload.upload) throw new ApiError(response.status, payload.error ?? {});
    return payload.upload;
  },
  listUploads: (id: string) =>
    request<{ uploads: { id: string; originalName?: string; mediaType: string }[] }>(
      'GET',
      `${estimateUrl(id)}/uploads`,
    ),
  uploadUrl: (id: string, uploadId: string) => `${estimateUrl(id)}/uploads/${encodeURIComponent(uploadId)}`,
  exportUrl: (id: string, format: string) => `${estimateUrl(id)}/export?format=${format}`,
  startIntake: (estimateId: string, mode: 'quick' | 'full' | 'open') =>
    request<IntakeResponse>('POST', '/api/intake', { mode, estimateId }),
  answerIntake: (intakeId: string, answer: string) =>
    request<IntakeResponse>('POST', `/api/intake/${encodeURIComponent(intakeId)}/answers`, { answer }),
  addIntakePhoto: (intakeId: string, photo: { name: string; note: string; uploadId?: string }) =>
    request<IntakeResponse>('POST', `/api/intake/${encodeURIComponent(intakeId)}/photos`, photo),
  proposeIntakePlan: (intakeId: string) =>
    request<{ planId: string }>('POST', `/api/intake/${encodeURIComponent(intakeId)}/plan`, {}),
  shoppingList: (id: string) => request<ShoppingList>('POST', `${estimateUrl(id)}/shopping-list`, {}),
};
