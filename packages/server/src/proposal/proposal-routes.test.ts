import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccountsApp, seedOrg } from '../access/access-fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let now = new Date('2025-03-01T12:00:00.000Z');
let id: string;
let groupId: string;
let optionId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const created = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Deck' } });
  id = created.json().estimate.id;
  const group = await t.app.inject({
    method: 'POST',
    url: `/api/estimates/${id}/groups`,
    payload: { version: 1, name: 'Deck' },
  });
  groupId = group.json().estimate.groups[0].id;
  await t.app.inject({
    method: 'POST',
    url: `/api/estimates/${id}/groups/${groupId}/items`,
    payload: {
      version: 2,
      title: 'Deck boards',
      quantity: 200,
      uom: 'sq_ft',
      rateCents: 1200,
      type: 'material',
    },
  });
  const option = await t.app.inject({
    method: 'POST',
    url: `/api/estimates/${id}/groups/${groupId}/items`,
    payload: {
      version: 3,
      title: 'Aluminum railing',
      quantity: 40,
      uom: 'linear_ft',
      rateCents: 5000,
      type: 'material',
    },
  });
  optionId = option.json().estimate.groups[0].items[1].id;
}, 60_000);
afterAll(async () => t.close());

const estimateNow = async () => (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json();

describe('alternates and share links over REST', { timeout: 30_000 }, () => {
  let token: string;

  it('marks a line as an add alternate: priced apart from the base bid', async () => {
    const before = await estimateNow();
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/estimates/${id}/alternates`,
      payload: { version: before.estimate.version, groupId, itemId: optionId, kind: 'add' },
    });
    expect(marked.statusCode).toBe(200);
    const { estimate, totals } = marked.json();
    expect(estimate.groups[0].items[1].alternate).toEqual({ kind: 'add', decision: 'pending' });
    // 200 sq ft × $12 + 15% material markup; the railing (40 × $50 + 15%) is an option.
    expect(totals.baseBidCents).toBe(276_000);
    expect(totals.grandTotalCents).toBe(276_000);
    expect(totals.alternates).toEqual([expect.objectContaining({ id: optionId, amountCents: 230_000 })]);
    expect(estimate.lifecycleState).toBe('validated');
  });

  it('sends: a link with an unguessable token, the estimate moves to sent', async () => {
    const shared = await t.app.inject({ method: 'POST', url: `/api/estimates/${id}/share`, payload: {} });
    expect(shared.statusCode).toBe(201);
    const body = shared.json();
    token = body.token;
    expect(token).toMatch(/^qp_[A-Za-z0-9_-]{43}$/);
    expect(body.path).toBe(`/p/${token}`);
    expect(body.share.expiresAt).toBe('2025-03-15T12:00:00.000Z');
    expect(body.share.createdBy).toBe('api');
    expect((await estimateNow()).estimate.lifecycleState).toBe('sent');
  });

  it('shows the client proposal without internal figures', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/api/proposals/${token}` });
    expect(page.statusCode).toBe(200);
    const proposal = page.json();
    expect(proposal.groups[0].items.map((item: { title: string }) => item.title)).toEqual(['Deck boards']);
    expect(proposal.alternates).toEqual([
      { id: optionId, title: 'Aluminum railing', kind: 'add', decision: 'pending', amountCents: 230_000 },
    ]);
    expect(proposal.baseBidCents).toBe(276_000);
    expect(JSON.stringify(proposal)).not.toMatch(/overhead|profit|provenance|laborMarkup|sourceName/i);
  });

  it('refuses a signature without a choice for every option, or against another version', async () => {
    const { estimate } = await estimateNow();
    const sign = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/proposals/${token}/sign`, payload });
    const undecided = await sign({ estimateVersion: estimate.version, name: 'Pat Client' });
    expect(undecided.statusCode).toBe(400);
    expect(undecided.json().error.message).toContain('Aluminum railing');
    const stale = await sign({
      estimateVersion: estimate.version - 1,
      name: 'Pat Client',
      decisions: { [optionId]: 'accepted' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('signs: choices, name, time and address recorded with the version; the estimate is accepted', async () => {
    const { estimate } = await estimateNow();
    now = new Date('2025-03-02T09:30:00.000Z');
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${token}/sign`,
      payload: {
        estimateVersion: estimate.version,
        name: 'Pat Client',
        decisions: { [optionId]: 'accepted' },
      },
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({
      signature: { name: 'Pat Client', signedAt: '2025-03-02T09:30:00.000Z' },
      lifecycleState: 'accepted',
      grandTotalCents: 276_000 + 230_000,
    });
    const after = await estimateNow();
    expect(after.estimate.lifecycleState).toBe('accepted');
    expect(after.estimate.groups[0].items[1].alternate.decision).toBe('accepted');
    // The signature accepts the proposal as sent; it is not a change, so no change order opens (merge of the
    // change-order branch: every edit of a sent estimate opened CO-1, the client's signature too).
    const orders = await t.app.inject({ method: 'GET', url: `/api/estimates/${id}/change-orders` });
    expect(orders.json().changeOrders).toEqual([]);
    const { shares } = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}/shares` })).json();
    expect(shares[0].signature).toEqual({
      name: 'Pat Client',
      signedAt: '2025-03-02T09:30:00.000Z',
      ip: '127.0.0.1',
      estimateVersion: after.estimate.version,
      decisions: { [optionId]: 'accepted' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${token}/sign`,
      payload: {
        estimateVersion: after.estimate.version,
        name: 'Someone',
        decisions: { [optionId]: 'declined' },
      },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toContain('already signed by Pat Client');
  });

  it('refuses expired, revoked and unknown links clearly', async () => {
    const second = (
      await t.app.inject({ method: 'POST', url: `/api/estimates/${id}/share`, payload: {} })
    ).json();
    expect((await t.app.inject({ method: 'GET', url: `/api/proposals/${second.token}` })).statusCode).toBe(
      200,
    );
    // Another link to an accepted estimate shows it but cannot sign it again.
    const { estimate } = await estimateNow();
    const resign = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${second.token}/sign`,
      payload: {
        estimateVersion: estimate.version,
        name: 'Pat Client',
        decisions: { [optionId]: 'declined' },
      },
    });
    expect(resign.statusCode).toBe(422);
    expect(resign.json().error.message).toContain('already accepted');
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/estimates/${id}/shares/${second.share.id}`,
    });
    expect(revoked.json().share.revokedAt).toBe(now.toISOString());
    const closed = await t.app.inject({ method: 'GET', url: `/api/proposals/${second.token}` });
    expect(closed.statusCode).toBe(410);
    expect(closed.json().error).toMatchObject({ code: 'SHARE_LINK_CLOSED' });
    expect(closed.json().error.message).toContain('withdrawn');

    now = new Date('2025-04-01T00:00:00.000Z');
    const expired = await t.app.inject({ method: 'GET', url: `/api/proposals/${token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toContain('expired on 2025-03-15');
    const unknown = await t.app.inject({ method: 'GET', url: `/api/proposals/qp_${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses to send an estimate that is not validated', async () => {
    const draft = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Empty' } });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/estimates/${draft.json().estimate.id}/share`,
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toContain('validated');
  });
});

describe('share links when accounts are required', () => {
  it('opens the public proposal routes without signing in; the contractor routes still need it', async () => {
    const secured = await createTestApp({ access: { mode: 'required' } });
    try {
      const open = await secured.app.inject({ method: 'GET', url: `/api/proposals/qp_${'y'.repeat(43)}` });
      expect(open.statusCode).toBe(404);
      const sign = await secured.app.inject({
        method: 'POST',
        url: `/api/proposals/qp_${'y'.repeat(43)}/sign`,
        payload: { estimateVersion: 1, name: 'Pat Client' },
      });
      expect(sign.statusCode).toBe(404);
      const share = await secured.app.inject({
        method: 'POST',
        url: '/api/estimates/est-1/share',
        payload: {},
      });
      expect(share.statusCode).toBe(401);
    } finally {
      await secured.close();
    }
  }, 60_000);
});

describe('who sent it', () => {
  it('names the signed-in user as the share link creator', async () => {
    const secured = await createAccountsApp();
    try {
      const acme = await seedOrg(secured, 'Acme');
      const as = (role: 'owner' | 'estimator') => bearer(acme.tokens[role]);
      const created = await secured.app.inject({
        method: 'POST',
        url: '/api/estimates',
        headers: as('estimator'),
        payload: { title: 'Fence' },
      });
      const estimateId = created.json().estimate.id;
      const group = await secured.app.inject({
        method: 'POST',
        url: `/api/estimates/${estimateId}/groups`,
        headers: as('estimator'),
        payload: { version: 1, name: 'Fence' },
      });
      await secured.app.inject({
        method: 'POST',
        url: `/api/estimates/${estimateId}/groups/${group.json().estimate.groups[0].id}/items`,
        headers: as('estimator'),
        payload: {
          version: 2,
          title: 'Cedar pickets',
          quantity: 100,
          uom: 'each',
          rateCents: 400,
          type: 'material',
        },
      });
      const shared = await secured.app.inject({
        method: 'POST',
        url: `/api/estimates/${estimateId}/share`,
        headers: as('owner'),
        payload: {},
      });
      expect(shared.statusCode, shared.body).toBe(201);
      expect(shared.json().share.createdBy).toBe(acme.emails.owner);
    } finally {
      await secured.close();
    }
  }, 60_000);
});
