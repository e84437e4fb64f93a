import { randomUUID } from 'node:crypto';
import { emptyBrief } from '@quoin/protocol';
import type { Store } from '@quoin/store';
import { expect, it } from 'vitest';
import { ALICE, buildGoldenEstimate, expectCode } from './contract-fixtures.ts';

const PASSWORD = 'correct horse battery';

/** Two organisations with an owner each, named uniquely so suites can share one store. */
async function twoOrgs(store: Store) {
  const tag = randomUUID().slice(0, 8);
  const a = await store.accounts.createOrganisation(`Acme ${tag}`, ALICE);
  const b = await store.accounts.createOrganisation(`Birch ${tag}`, ALICE);
  const ownerA = await store.accounts.ensureUser(`owner-a-${tag}@example.com`, PASSWORD);
  const ownerB = await store.accounts.ensureUser(`owner-b-${tag}@example.com`, PASSWORD);
  await store.accounts.setMembership(a.id, ownerA, 'owner', ALICE);
  await store.accounts.setMembership(b.id, ownerB, 'owner', ALICE);
  return { tag, a, b, ownerA, ownerB };
}

/** Contract tests of organisations, users, sign-in, sessions, tokens, invitations and per-organisation scope. */
export function accountsContractTests(getStore: () => Store): void {
  it('scopes estimates by organisation: another organisation reads, lists, edits and deletes nothing', async () => {
    const store = getStore();
    const { tag, a, b } = await twoOrgs(store);
    const storeA = store.forOrg(a.id);
    const storeB = store.forOrg(b.id);
    const saved = await storeA.estimates.saveEstimate(await buildGoldenEstimate('deck', `org-${tag}`), ALICE);
    expect(await storeB.estimates.getEstimate(saved.id)).toBeUndefined();
    expect(await store.estimates.getEstimate(saved.id)).toBeUndefined();
    expect((await storeB.estimates.listEstimates({ limit: 50, offset: 0 })).items).toEqual([]);
    await expectCode(
      storeB.estimates.updateEstimate(saved.id, saved.version, { title: 'x' }, ALICE),
      'NOT_FOUND',
    );
    await expectCode(storeB.estimates.archiveEstimate(saved.id, ALICE), 'NOT_FOUND');
    await expectCode(storeB.estimates.duplicateEstimate(saved.id, `dup-${tag}`, ALICE), 'NOT_FOUND');
    // Saving over another organisation's id is refused, not a takeover.
    await expectCode(storeB.estimates.saveEstimate({ ...saved, version: 0 }, ALICE), 'VERSION_CONFLICT');
    expect(await storeB.estimates.deleteEstimate(saved.id, ALICE)).toBe(false);
    expect((await storeA.estimates.getEstimate(saved.id))?.title).toBe(saved.title);
    const auditA = await storeA.auditLog.list({ estimateId: saved.id });
    expect(auditA.map((entry) => entry.action)).toEqual(['estimate.create']);
    expect(await storeB.auditLog.list({ estimateId: saved.id })).toEqual([]);
    const intake = await storeA.intakeSessions.create({
      id: `intake-${tag}`,
      estimateId: saved.id,
      mode: 'quick',
      status: 'interviewing',
      state: {},
      brief: emptyBrief(),
    });
    expect(await storeB.intakeSessions.get(intake.id)).toBeUndefined();
    expect(await storeB.intakeSessions.briefForEstimate(saved.id)).toBeUndefined();
    await expectCode(storeB.intakeSessions.create({ ...intake, id: `intake-b-${tag}` }), 'NOT_FOUND');
    await expectCode(storeB.intakeSessions.update(intake.id, intake), 'NOT_FOUND');
  }, 30_000);

  it('signs in with the right password only, and locks the account after repeated failures', async () => {
    const store = getStore();
    const { tag, ownerA } = await twoOrgs(store);
    const email = `owner-a-${tag}@example.com`;
    const now = new Date('2026-11-25T12:00:00Z');
    expect(await store.accounts.verifySignIn(email.toUpperCase(), PASSWORD, now)).toBe(ownerA);
    for (let attempt = 0; attempt < 5; attempt++) {
      await expectCode(store.accounts.verifySignIn(email, 'wrong password!', now), 'UNAUTHENTICATED');
    }
    const locked = await expectCode(store.accounts.verifySignIn(email, PASSWORD, now), 'UNAUTHENTICATED');
    expect(locked.lockedUntil).toBe('2026-11-25T12:15:00.000Z');
    const later = new Date(now.getTime() + 16 * 60_000);
    expect(await store.accounts.verifySignIn(email, PASSWORD, later)).toBe(ownerA);
    await expectCode(
      store.accounts.verifySignIn(`nobody-${tag}@example.com`, PASSWORD, now),
      'UNAUTHENTICATED',
    );
  }, 30_000);

  it('keeps only hashes of sessions and tokens; a revoked token lets no one in', async () => {
    const store = getStore();
    const { a, b, ownerA } = await twoOrgs(store);
    const now = new Date();
    const { sessionId, csrfToken } = await store.credentials.createSession(
      ownerA,
      a.id,
      new Date(Date.now() + 60_000),
    );
    const fromSession = await store.credentials.principalForSession(sessionId, now);
    expect(fromSession).toMatchObject({
      userId: ownerA,
      orgId: a.id,
      role: 'owner',
      via: 'session',
      csrfToken,
    });
    expect(
      await store.credentials.principalForSession(sessionId, new Date(Date.now() + 120_000)),
    ).toBeUndefined();

    const { token, summary } = await store.credentials.createToken(
      { orgId: a.id, userId: ownerA, scope: 'read', name: 'books' },
      ALICE,
    );
    const stored = await store.session.query<{ token_hash: string }>(
      'select token_hash from api_tokens where id = $1',
      [summary.id],
    );
    expect(stored.rows[0]?.token_hash).not.toContain(token.slice(3));
    // A read-scoped token of an owner acts as a viewer.
    expect(await store.credentials.principalForToken(token, now)).toMatchObject({
      orgId: a.id,
      role: 'viewer',
    });
    expect((await store.credentials.listTokens(a.id))[0]?.lastUsedAt).toBeDefined();
    await expectCode(store.credentials.revokeToken(b.id, summary.id, ALICE), 'NOT_FOUND');
    await store.credentials.revokeToken(a.id, summary.id, ALICE);
    expect(await store.credentials.principalForToken(token, now)).toBeUndefined();
    await expectCode(
      store.credentials.createToken({ orgId: b.id, userId: ownerA, scope: 'admin' }, ALICE),
      'FORBIDDEN',
    );
  }, 30_000);

  it('turns an invitation into a member once, and never after it expires', async () => {
    const store = getStore();
    const { tag, a } = await twoOrgs(store);
    const now = new Date();
    const { token, invitation } = await store.invitations.invite(
      {
        orgId: a.id,
        email: `colleague-${tag}@example.com`,
        role: 'estimator',
        expiresAt: new Date(Date.now() + 60_000),
      },
      ALICE,
    );
    expect(invitation.role).toBe('estimator');
    const { userId, orgId } = await store.invitations.accept(token, PASSWORD, now);
    expect(orgId).toBe(a.id);
    expect((await store.accounts.principalFor(userId, a.id))?.role).toBe('estimator');
    await expectCode(store.invitations.accept(token, PASSWORD, now), 'UNAUTHENTICATED');
    const late = await store.invitations.invite(
      { orgId: a.id, email: `late-${tag}@example.com`, role: 'viewer', expiresAt: new Date(Date.now() - 1) },
      ALICE,
    );
    await expectCode(store.invitations.accept(late.token, PASSWORD, new Date()), 'UNAUTHENTICATED');
    expect((await store.accounts.listMembers(a.id)).map((member) => member.role).sort()).toEqual([
      'estimator',
      'owner',
    ]);
  }, 30_000);
}
