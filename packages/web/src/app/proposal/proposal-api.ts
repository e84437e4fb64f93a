// Types only from protocol (see wire-types.ts): no protocol value may reach the browser bundle.
import type { ClientProposal, ProposalShareView, SetAlternateBody, SignProposalBody } from '@quoin/protocol';
import { ApiError } from '../api-client.ts';
import type { EstimateResponse } from '../wire-types.ts';

async function call<T>(url: string, method: string, body?: unknown): Promise<T> {
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
const proposalUrl = (token: string) => `/api/proposals/${encodeURIComponent(token)}`;

export type { ClientProposal, ProposalShareView };

/** One alternate as the engine priced it (core's AlternateTotals on the wire). */
export interface AlternateTotalsWire {
  id: string;
  groupId: string;
  itemId?: string;
  title: string;
  kind: 'add' | 'deduct';
  decision: 'pending' | 'accepted' | 'declined';
  amountCents: number;
  signedCents: number;
}

/** Alternates, share links and the client's signature (issue #15). */
export const proposalApi = {
  setAlternate: (id: string, body: SetAlternateBody) =>
    call<EstimateResponse>(`${estimateUrl(id)}/alternates`, 'POST', body),
  share: (id: string, expiresInDays: number) =>
    call<{ share: ProposalShareView; token: string; path: string }>(`${estimateUrl(id)}/share`, 'POST', {
      expiresInDays,
    }),
  listShares: (id: string) => call<{ shares: ProposalShareView[] }>(`${estimateUrl(id)}/shares`, 'GET'),
  revoke: (id: string, shareId: string) =>
    call<{ share: ProposalShareView }>(`${estimateUrl(id)}/shares/${encodeURIComponent(shareId)}`, 'DELETE'),
  clientProposal: (token: string) => call<ClientProposal>(proposalUrl(token), 'GET'),
  sign: (token: string, body: SignProposalBody) =>
    call<{ signature: { name: string; signedAt: string }; lifecycleState: string; grandTotalCents: number }>(
      `${proposalUrl(token)}/sign`,
      'POST',
      body,
    ),
};
