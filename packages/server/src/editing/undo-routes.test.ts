import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let id: string;
let itemId: string;
let version: number;
beforeAll(async () => {
  t = await createTestApp();
  const created = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Shed' } });
  id = created.json().estimate.id;
  const group = await t.app.inject({
    method: 'POST',
    url: `/api/estimates/${id}/groups`,
    payload: { version: 1, name: 'Framing' },
  });
  const groupId = group.json().estimate.groups[0].id;
  const item = await t.app.inject({
    method: 'POST',
    url: `/api/estimates/${id}/groups/${groupId}/items`,
    payload: { version: 2, title: '2x4 studs', quantity: 40, uom: 'each', rateCents: 398 },
  });
  itemId = item.json().estimate.groups[0].items[0].id;
  version = item.json().estimate.version;
});
afterAll(async () => t.close());

const undo = (atVersion: number) =>
  t.app.inject({ method: 'POST', url: `/api/estimates/${id}/undo`, payload: { version: atVersion } });

describe('POST /api/estimates/:id/undo', () => {
  it('restores the state before the last change, then the one before, through the engine', async () => {
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/estimates/${id}/items/${itemId}`,
      payload: { version, quantity: 60 },
    });
    expect(changed.statusCode).toBe(200);
    const after = changed.json();
    expect(after.estimate.groups[0].items[0].quantity).toBe(60);
    const undone = await undo(after.estimate.version);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().estimate.groups[0].items[0].quantity).toBe(40);
    expect(undone.json().totals.grandTotalCents).toBeLessThan(after.totals.grandTotalCents);
    // The version moves on (an undo is a change other windows see), and a stale one is refused.
    expect(undone.json().estimate.version).toBe(after.estimate.version + 1);
    expect((await undo(after.estimate.version)).statusCode).toBe(409);
    // Undo again: the line added before goes too.
    const again = await undo(undone.json().estimate.version);
    expect(again.json().estimate.groups[0].items).toHaveLength(0);
  });

  it('says when there is nothing to undo', async () => {
    const fresh = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Deck' } });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/estimates/${fresh.json().estimate.id}/undo`,
      payload: { version: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toContain('Nothing to undo');
  });

  it('moves a line up and undoes the move', async () => {
    const current = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json().estimate;
    const groupId = current.groups[0].id;
    let latest = current.version;
    for (const title of ['Plates', 'Headers']) {
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/estimates/${id}/groups/${groupId}/items`,
        payload: { version: latest, title, quantity: 1, uom: 'each', rateCents: 100 },
      });
      latest = added.json().estimate.version;
    }
    const headers = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json().estimate
      .groups[0].items[1].id;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/estimates/${id}/move`,
      payload: { version: latest, kind: 'item', id: headers, direction: 'up' },
    });
    expect(moved.json().estimate.groups[0].items.map((i: { title: string }) => i.title)).toEqual([
      'Headers',
      'Plates',
    ]);
    const undone = await undo(moved.json().estimate.version);
    expect(undone.json().estimate.groups[0].items.map((i: { title: string }) => i.title)).toEqual([
      'Plates',
      'Headers',
    ]);
  });
});
