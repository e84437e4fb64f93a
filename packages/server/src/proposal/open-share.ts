import { QuoinError } from '@quoin/core';
import type { ProposalShare } from '@quoin/store';
import type { AppContext } from '../app-deps.ts';

/**
 * The share link a client's token opens, refused clearly when it cannot: unknown (404), revoked or past its
 * expiry (410 SHARE_LINK_CLOSED, saying which and what to do). Judged with the server's clock.
 */
export async function openShare(context: AppContext, token: string): Promise<ProposalShare> {
  const share = await context.store.proposalShares.findByToken(token);
  if (!share)
    throw new QuoinError(
      'NOT_FOUND',
      'This proposal link is not known. Check that it was copied whole, or ask the contractor for a new one.',
      { kind: 'proposal_link' },
    );
  if (share.revokedAt)
    throw new QuoinError(
      'SHARE_LINK_CLOSED',
      'This proposal link was withdrawn by the contractor; ask them for the current proposal.',
      { reason: 'revoked', revokedAt: share.revokedAt },
    );
  if (context.clock().getTime() >= Date.parse(share.expiresAt))
    throw new QuoinError(
      'SHARE_LINK_CLOSED',
      `This proposal link expired on ${share.expiresAt.slice(0, 10)}; ask the contractor for a new one.`,
      { reason: 'expired', expiresAt: share.expiresAt },
    );
  return share;
}
