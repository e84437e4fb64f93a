import { estimateParamsSchema, estimateResponseSchema } from '../rest-schemas.ts';
import {
  clientProposalSchema,
  createShareBodySchema,
  createShareResponseSchema,
  listSharesResponseSchema,
  proposalTokenParamsSchema,
  setAlternateBodySchema,
  shareParamsSchema,
  shareResponseSchema,
  signProposalBodySchema,
  signProposalResponseSchema,
} from './proposal-schemas.ts';

/**
 * Proposal routes of issue #15: alternates, share links and the client's answer. Appended to REST_ROUTES.
 * `getClientProposal` and `signClientProposal` are public (the token is the credential); the page the client
 * opens is `/p/:token`, the web app's.
 */
export const PROPOSAL_ROUTES = [
  {
    method: 'POST',
    path: '/api/estimates/:id/alternates',
    operationId: 'setEstimateAlternate',
    summary:
      'Mark a group or a line as an add or deduct alternate the client accepts or declines (kind null: base bid)',
    params: estimateParamsSchema,
    body: setAlternateBodySchema,
    success: { status: 200, body: estimateResponseSchema },
  },
  {
    method: 'POST',
    path: '/api/estimates/:id/share',
    operationId: 'shareEstimate',
    summary:
      'Send: a read-only link to the client proposal (unguessable token, shown once; expiry) and the estimate moves to sent (422 unless validated)',
    params: estimateParamsSchema,
    body: createShareBodySchema,
    success: { status: 201, body: createShareResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/estimates/:id/shares',
    operationId: 'listEstimateShares',
    summary: "The estimate's share links with the client's signature and choices",
    params: estimateParamsSchema,
    success: { status: 200, body: listSharesResponseSchema },
  },
  {
    method: 'DELETE',
    path: '/api/estimates/:id/shares/:shareId',
    operationId: 'revokeEstimateShare',
    summary: 'Revoke a share link: it opens nothing from now on',
    params: shareParamsSchema,
    success: { status: 200, body: shareResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/proposals/:token',
    operationId: 'getClientProposal',
    summary: 'The client proposal behind a share link (no account; 410 when expired or revoked)',
    params: proposalTokenParamsSchema,
    success: { status: 200, body: clientProposalSchema },
  },
  {
    method: 'POST',
    path: '/api/proposals/:token/sign',
    operationId: 'signClientProposal',
    summary:
      'The client accepts or declines each alternate and signs with a typed name (time and IP recorded); the estimate moves to accepted',
    params: proposalTokenParamsSchema,
    body: signProposalBodySchema,
    success: { status: 200, body: signProposalResponseSchema },
  },
] as const;
