import {
  computeEstimateTotals,
  decideAlternates,
  nextLifecycleState,
  QuoinError,
  setAlternate,
} from '@quoin/core';
import { clientProposalView } from '@quoin/exports';
import type { CreateShareBody, SetAlternateBody, SignProposalBody } from '@quoin/protocol';
import { orgContextOf } from '../access/org-context.ts';
import { editEstimate, viewOf } from '../estimate-service.ts';
import { announce, loadEstimate } from '../routes/estimate-routes.ts';
import { type HandlerFactory, REST_ACTOR, restActor } from '../routes/route-handler.ts';
import { openShare } from './open-share.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
type IdParams = { id: string };

/** Alternates, share links (sending) and the client's signature (issue #15). */
export const proposalHandlers: HandlerFactory = (context) => ({
  async setEstimateAlternate({ params, body }) {
    const { id } = params as IdParams;
    const { version, groupId, itemId, kind } = body as SetAlternateBody;
    const saved = await editEstimate(
      context,
      id,
      version,
      (current) => setAlternate(current, { groupId, ...(itemId ? { itemId } : {}), kind }),
      REST_ACTOR,
    );
    const view = viewOf(saved);
    announce(context, view);
    return view;
  },

  async shareEstimate({ params, body, request }, reply) {
    const { id } = params as IdParams;
    const { expiresInDays } = body as CreateShareBody;
    let estimate = await loadEstimate(context, id);
    // Sending: a validated estimate becomes sent; a sent or accepted one may get another link as it is.
    if (estimate.lifecycleState !== 'sent' && estimate.lifecycleState !== 'accepted') {
      const state = nextLifecycleState(estimate.lifecycleState, { type: 'sent' });
      estimate = await editEstimate(
        context,
        id,
        estimate.version,
        (current) => ({ ...current, lifecycleState: state }),
        REST_ACTOR,
        { remember: false },
      );
      announce(context, viewOf(estimate));
    }
    const now = context.clock();
    const { share, token } = await context.store.proposalShares.create({
      id: context.newId('shr'),
      orgId: context.store.orgId,
      estimateId: id,
      expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
      createdBy: restActor(request),
    });
    reply.code(201);
    return { share, token, path: `/p/${token}` };
  },

  async listEstimateShares({ params }) {
    const { id } = params as IdParams;
    return { shares: await context.store.proposalShares.listForEstimate(id) };
  },

  async revokeEstimateShare({ params }) {
    const { id, shareId } = params as { id: string; shareId: string };
    if (!(await context.store.proposalShares.revoke(id, shareId, context.clock())))
      throw new QuoinError('NOT_FOUND', `No share link ${shareId} on estimate ${id}.`, {
        kind: 'share',
        id: shareId,
      });
    const shares = await context.store.proposalShares.listForEstimate(id);
    return { share: shares.find((share) => share.id === shareId)! };
  },

  async getClientProposal({ params }) {
    const { token } = params as { token: string };
    const share = await openShare(context, token);
    const owner = orgContextOf(context, share.orgId);
    const estimate = await loadEstimate(owner, share.estimateId);
    const view = clientProposalView(
      { estimate, totals: computeEstimateTotals(estimate) },
      { now: context.clock(), ...withCompany(await context.store.company.get()) },
    );
    return {
      ...view,
      linkExpiresAt: share.expiresAt,
      ...(share.signature
        ? { signature: { name: share.signature.name, signedAt: share.signature.signedAt } }
        : {}),
    };
  },

  async signClientProposal({ params, body, request }) {
    const { token } = params as { token: string };
    const { estimateVersion, name, decisions } = body as SignProposalBody;
    const share = await openShare(context, token);
    if (share.signature)
      throw new QuoinError(
        'INVALID_TRANSITION',
        `This proposal was already signed by ${share.signature.name} on ${share.signature.signedAt.slice(0, 10)}.`,
        { signedAt: share.signature.signedAt },
      );
    const owner = orgContextOf(context, share.orgId);
    const current = await loadEstimate(owner, share.estimateId);
    if (current.lifecycleState === 'accepted')
      throw new QuoinError(
        'INVALID_TRANSITION',
        'This proposal was already accepted; ask the contractor for the current one.',
        { state: current.lifecycleState },
      );
    const undecided = computeEstimateTotals(current)
      .alternates.filter((alternate) => !decisions[alternate.id])
      .map((alternate) => alternate.title);
    if (undecided.length > 0)
      throw new QuoinError(
        'VALIDATION_FAILED',
        `Accept or decline each option first: ${undecided.join(', ')}.`,
        {
          undecided,
        },
      );
    // The version the client saw: a proposal changed since is refused (409), not signed blind.
    const saved = await editEstimate(
      owner,
      share.estimateId,
      estimateVersion,
      (estimate) => ({
        ...decideAlternates(estimate, decisions),
        lifecycleState: nextLifecycleState(estimate.lifecycleState, { type: 'accepted' }),
      }),
      `client:${name}`,
      // The client's signature is the acceptance of the proposal as sent, not a change to it: no change order.
      { remember: false, changeOrder: false },
    );
    const signedAt = context.clock().toISOString();
    const signature = { name, signedAt, ip: request.ip, estimateVersion: saved.version, decisions };
    if (!(await context.store.proposalShares.recordSignature(share.id, signature, saved)))
      throw new QuoinError('INVALID_TRANSITION', 'This proposal link was signed or withdrawn meanwhile.', {});
    const view = viewOf(saved);
    announce(owner, view);
    return {
      signature: { name, signedAt },
      lifecycleState: saved.lifecycleState,
      grandTotalCents: view.totals.grandTotalCents,
    };
  },
});

function withCompany<T>(company: T | undefined): { company?: T } {
  return company ? { company } : {};
}
