// Types only from protocol (see wire-types.ts): no protocol value may reach the browser bundle.
import type { ClientProposal, ProposalShareView, SetAlternateBody, SignProposalBody } from '@quoin/protocol';
import { request } from '../api-client.ts';
import type { EstimateResponse } from '../wire-types.ts';

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
    request<EstimateResponse>('POST', `${estimateUrl(id)}/alternates`, body),
  share: (id: string, expiresInDays: number) =>
    request<{ share: ProposalShareView; token: string; path: string }>('POST', `${estimateUrl(id)}/share`, {
      expiresInDays,
    }),
  listShares: (id: string) => request<{ shares: ProposalShareView[] }>('GET', `${estimateUrl(id)}/shares`),
  revoke: (id: string, shareId: string) =>
    request<{ share: ProposalShareView }>(
      'DELETE',
      `${estimateUrl(id)}/shares/${encodeURIComponent(shareId)}`,
    ),
  clientProposal: (token: string) => request<ClientProposal>('GET', proposalUrl(token)),
  sign: (token: string, body: SignProposalBody) =>
    request<{
      signature: { name: string; signedAt: string };
      lifecycleState: string;
      grandTotalCents: number;
    }>('POST', `${proposalUrl(token)}/sign`, body),
};
