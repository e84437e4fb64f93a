import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeApprovedPlan } from '../live/execute-approved-plan.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let id = '';
let itemId = '';
let version = 0;
beforeAll(async () => {
  t = await createTestApp();
  const created = (
    await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Materials' } })
  ).json();
  id = created.estimate.id;
  const group = (
    await t.app.inject({
      method: 'POST',
      url: `/api/estimates/${id}/groups`,
      payload: { version: created.estimate.version, name: 'Tile' },
    })
  ).json();
  const groupId = group.estimate.groups[0].id;
  const item = (
    await t.app.inject({
      method: 'POST',
      url: `/api/estimates/${id}/groups/${groupId}/items`,
      payload: {
        version: group.estimate.version,
        type: 'assembly',
        title: 'Floor tile',
        quantity: 40,
        uom: 'sq_ft',
        rateCents: 900,
      },
    })
  ).json();
  itemId = item.estimate.groups[0].items[0].id;
  version = item.estimate.version;
});
afterAll(() => t.close());

const total = (body: { totals: { grandTotalCents: number } }) => body.totals.grandTotalCents;

describe('materials of a line item', () => {
  it('adds, changes and removes a material, with the user as the price source and totals following', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json();
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/estimates/${id}/items/${itemId}/materials`,
      payload: {
        version,
        name: 'Porcelain tile 12x24',
        priceCents: 4_598,
        packages: 4,
        packageUnit: 'box',
        supplier: 'Floor & Decor',
      },
    });
    expect(added.statusCode).toBe(201);
    const afterAdd = added.json();
    const material = afterAdd.estimate.groups[0].items[0].materials[0];
    expect(material).toMatchObject({
      name: 'Porcelain tile 12x24',
      packages: 4,
      provenance: { sourceKind: 'user', confidence: 'user', supplier: 'Floor & Decor' },
    });
    expect(afterAdd.estimate.groups[0].items[0].userEdited).toBe(true);
    expect(total(afterAdd)).toBeGreaterThan(total(before));

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/estimates/${id}/items/${itemId}/materials/${material.id}`,
      payload: { version: afterAdd.estimate.version, packages: 5 },
    });
    expect(changed.statusCode).toBe(200);
    expect(total(changed.json())).toBeGreaterThan(total(afterAdd));

    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/estimates/${id}/items/${itemId}/materials/${material.id}`,
      payload: { version: afterAdd.estimate.version, packages: 9 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.details.currentVersion).toBe(changed.json().estimate.version);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/estimates/${id}/items/${itemId}/materials/${material.id}?version=${changed.json().estimate.version}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().estimate.groups[0].items[0].materials).toEqual([]);
    expect(total(removed.json())).toBe(total(before));
  });

  it('changes a material the engine priced (its id holds the line id and a colon)', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/estimates',
        payload: { title: 'Priced', text: 'Paint a 12x14 bedroom, walls and ceiling' },
      })
    ).json();
    const plan = await t.store.plans.getPendingPlan(created.estimate.id);
    if (!plan) throw new Error('no plan');
    const approved = await t.store.plans.setPlanStatus(plan.id, 'approved', { actor: 'test' });
    await executeApprovedPlan(t.context, created.estimate.id, approved, 'test');
    const priced = (
      await t.app.inject({ method: 'GET', url: `/api/estimates/${created.estimate.id}` })
    ).json();
    const item = priced.estimate.groups[0].items[0];
    const material = item.materials[0];
    expect(material.id).toContain(':');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/estimates/${created.estimate.id}/items/${item.id}/materials/${encodeURIComponent(material.id)}`,
      payload: { version: priced.estimate.version, packages: material.packages + 3 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().totals.grandTotalCents).toBeGreaterThan(priced.totals.grandTotalCents);
  });

  it('names what is wrong: an unknown material, a change with nothing in it', async () => {
    const current = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json().estimate
      .version;
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/estimates/${id}/items/${itemId}/materials/mat-nope`,
      payload: { version: current, packages: 2 },
    });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([
      404,
      expect.stringContaining('mat-nope'),
    ]);
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/estimates/${id}/items/${itemId}/materials/mat-nope`,
      payload: { version: current },
    });
    expect(empty.statusCode).toBe(400);
  });
});
