import { newEstimate, newGroup, newLineItem } from '@quoin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from './open-store.ts';

describe('ProposalShareRepository and alternates on PGlite', { timeout: 30_000 }, () => {
  let store: Store;

  beforeAll(async () => {
    store = await openStore({ inMemory: true });
    const estimate = newEstimate({ id: 'est-share', title: 'Deck' });
    estimate.groups = [
      newGroup({
        id: 'g1',
        name: 'Deck',
        alternate: { kind: 'add', decision: 'pending' },
        items: [
          newLineItem({
            id: 'l1',
            type: 'assembly',
            title: 'Boards',
            quantity: 1,
            uom: 'each',
            rateCents: 100,
          }),
          newLineItem({
            id: 'l2',
            type: 'assembly',
            title: 'Rail',
            quantity: 1,
            uom: 'each',
            rateCents: 100,
            alternate: { kind: 'deduct', decision: 'accepted' },
          }),
        ],
      }),
    ];
    await store.estimates.saveEstimate(estimate, { actor: 'test' });
  }, 60_000);

  afterAll(async () => {
    await store?.close();
  });

  it('keeps the alternates of groups and lines across a save', async () => {
    const loaded = (await store.estimates.getEstimate('est-share'))!;
    expect(loaded.groups[0]?.alternate).toEqual({ kind: 'add', decision: 'pending' });
    expect(loaded.groups[0]?.items[0]).not.toHaveProperty('alternate');
    expect(loaded.groups[0]?.items[1]?.alternate).toEqual({ kind: 'deduct', decision: 'accepted' });
  });

  it('finds a link by its token only, keeps no token, signs once and revokes', async () => {
    const expiresAt = new Date('2026-12-25T00:00:00Z');
    const { share, token } = await store.proposalShares.create({
      id: 'shr-1',
      orgId: 'org-default',
      estimateId: 'est-share',
      expiresAt,
      createdBy: 'owner',
    });
    expect(token).toMatch(/^qp_[A-Za-z0-9_-]{43}$/);
    expect(share).toMatchObject({ id: 'shr-1', estimateId: 'est-share', expiresAt: expiresAt.toISOString() });
    const stored = await store.session.query<{ token_hash: string }>(
      'select token_hash from proposal_shares',
    );
    expect(JSON.stringify(stored.rows)).not.toContain(token.slice(3));
    expect((await store.proposalShares.findByToken(token))?.id).toBe('shr-1');
    expect(await store.proposalShares.findByToken(`${token}x`)).toBeUndefined();

    const signature = {
      name: 'Pat Client',
      signedAt: '2026-11-26T10:00:00.000Z',
      ip: '203.0.113.9',
      estimateVersion: 3,
      decisions: { g1: 'accepted' as const },
    };
    const estimate = (await store.estimates.getEstimate('est-share'))!;
    expect(await store.proposalShares.recordSignature('shr-1', signature, estimate)).toBe(true);
    expect(
      await store.proposalShares.recordSignature('shr-1', { ...signature, name: 'Other' }, estimate),
    ).toBe(false);
    expect((await store.proposalShares.findByToken(token))?.signature).toEqual(signature);

    expect(await store.proposalShares.revoke('est-share', 'shr-1', new Date('2026-11-27T00:00:00Z'))).toBe(
      true,
    );
    expect(await store.proposalShares.revoke('est-other', 'shr-1', new Date())).toBe(false);
    const [listed] = await store.proposalShares.listForEstimate('est-share');
    expect(listed?.revokedAt).toBe('2026-11-27T00:00:00.000Z');
  });
});
