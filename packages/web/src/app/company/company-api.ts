// Types only from protocol (see wire-types.ts): no protocol value may reach the browser bundle.
import type { CompanyProfile, CompanyProfilePatch, CompanyProfileResponse } from '@quoin/protocol';
import { ApiError } from '../api-client.ts';

export type { CompanyProfile, CompanyProfilePatch };

async function call(method: 'GET' | 'PATCH', body?: CompanyProfilePatch): Promise<CompanyProfileResponse> {
  const response = await fetch('/api/company', {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload = (await response.json().catch(() => ({}))) as CompanyProfileResponse & {
    error?: { code?: string; message?: string };
  };
  if (!response.ok) throw new ApiError(response.status, payload.error ?? {});
  return payload;
}

/** GET and PATCH /api/company. */
export const companyApi = {
  get: () => call('GET'),
  update: (patch: CompanyProfilePatch) => call('PATCH', patch),
};
