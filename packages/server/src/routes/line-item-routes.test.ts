import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry } from '@quoin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('group and line item routes', () => {
  it('rebuys the materials when a line’s quantity changes (3 windows made 6 bought 3 windows)', async () => {
    const built = await buildEstimateFromPlan(
      {
        title: 'Windows',
        groups: [
          {
            name: 'Windows',
            items: [
              {
                title: 'Install replacement window',
                quantity: 3,
                uom: 'each',
                assemblyId: 'replacement_window_standard',
              },
            ],
          },
        ],
      },
      { registry: defaultTradeRegistry(), priceSource: bundledCatalog(), id: 'est-windows' },
    );
    const saved = await t.store.estimates.saveEstimate(built.estimate, { actor: 'test' });
    const line = saved.groups[0]!.items[0]!;
    const window = line.materials.find((m) => m.provenance.packageMath?.required.uom === 'each');
    expect(window?.packages).toBe(3);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/estimates/${saved.id}/items/${line.id}`,
      payload: { version: saved.version, quantity: 6 },
    });
    expect(changed.statusCode).toBe(200);
    const after = changed.json().estimate.groups[0].items[0];
    expect(after.materials.find((m: { id: string }) => m.id === window?.id).packages).toBe(6);
    expect(changed.json().totals.byItem[line.id].materialCents).toBeGreaterThan(
      built.totals.byItem[line.id]!.materialCents * 1.9,
    );
  });

  it('adds, changes and deletes groups and lines, bumping the version and recomputing totals', async () => {
    const { estimate } = (
      await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Fence' } })
    ).json();
    const base = `/api/estimates/${estimate.id}`;

    const group = await t.app.inject({
      method: 'POST',
      url: `${base}/groups`,
      payload: { version: 1, name: 'Fencing' },
    });
    expect(group.statusCode).toBe(201);
    const groupId = group.json().estimate.groups[0].id;
    expect(group.json().estimate.version).toBe(2);

    const item = await t.app.inject({
      method: 'POST',
      url: `${base}/groups/${groupId}/items`,
      payload: { version: 2, title: 'Cedar pickets', quantity: 100, uom: 'each', rateCents: 450 },
    });
    expect(item.statusCode).toBe(201);
    const line = item.json().estimate.groups[0].items[0];
    expect(line).toMatchObject({ title: 'Cedar pickets', userEdited: true, pricingState: 'user' });
    // 100 × $4.50 = $450.00, plus the default 15% material markup.
    expect(item.json().totals.grandTotalCents).toBe(51_750);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${base}/items/${line.id}`,
      payload: { version: 3, quantity: 200 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().estimate.version).toBe(4);
    expect(changed.json().totals.grandTotalCents).toBe(103_500);

    const stale = await t.app.inject({
      method: 'PATCH',
      url: `${base}/items/${line.id}`,
      payload: { version: 3, quantity: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.details.currentVersion).toBe(4);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${base}/groups/${groupId}`,
      payload: { version: 4, name: 'Fence' },
    });
    expect(renamed.json().estimate.groups[0].name).toBe('Fence');

    const removedLine = await t.app.inject({ method: 'DELETE', url: `${base}/items/${line.id}?version=5` });
    expect(removedLine.statusCode).toBe(200);
    expect(removedLine.json().totals.grandTotalCents).toBe(0);

    const removedGroup = await t.app.inject({ method: 'DELETE', url: `${base}/groups/${groupId}?version=6` });
    expect(removedGroup.json().estimate).toMatchObject({ version: 7, groups: [] });
  });

  it.each([
    ['an unknown line', 'PATCH', '/items/li-404', { version: 1, quantity: 1 }, 404, 'NOT_FOUND'],
    ['an unknown group', 'DELETE', '/groups/g-404?version=1', undefined, 404, 'NOT_FOUND'],
    ['a delete without version', 'DELETE', '/groups/g-404', undefined, 400, 'VALIDATION_FAILED'],
    [
      'a negative quantity',
      'POST',
      '/groups/g-404/items',
      { version: 1, title: 'x', quantity: -1, uom: 'each', rateCents: 1 },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'an unknown unit',
      'POST',
      '/groups/g-404/items',
      { version: 1, title: 'x', quantity: 1, uom: 'furlong', rateCents: 1 },
      400,
      'VALIDATION_FAILED',
    ],
    ['a patch with nothing to change', 'PATCH', '/items/li-1', { version: 1 }, 400, 'VALIDATION_FAILED'],
  ] as const)('refuses %s', async (_name, method, path, payload, status, code) => {
    const { estimate } = (
      await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Empty' } })
    ).json();
    const response = await t.app.inject({
      method,
      url: `/api/estimates/${estimate.id}${path}`,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    const unchanged = await t.app.inject({ method: 'GET', url: `/api/estimates/${estimate.id}` });
    expect(unchanged.json().estimate.version).toBe(1);
  });
});
