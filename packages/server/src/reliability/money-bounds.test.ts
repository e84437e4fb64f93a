import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// Issue 14, finding 3 over HTTP: a line past the bounds was a 500 on insert, or broke the estimate list.
let t: TestApp;
let id = '';
let groupId = '';
beforeAll(async () => {
  t = await createTestApp();
  id = (await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Big' } })).json()
    .estimate.id;
  const group = await t.app.inject({
    method: 'POST',
    url: `/api/estimates/${id}/groups`,
    payload: { version: 1, name: 'Work' },
  });
  groupId = group.json().estimate.groups[0].id;
});
afterAll(() => t.close());

async function addLine(quantity: number, rateCents: number) {
  const { estimate } = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json();
  return t.app.inject({
    method: 'POST',
    url: `/api/estimates/${id}/groups/${groupId}/items`,
    payload: { version: estimate.version, title: 'Big', type: 'material', quantity, uom: 'each', rateCents },
  });
}

describe('money bounds over the API', () => {
  it.each([
    [1e9, 9e15, 400, 'VALIDATION_FAILED', /quantity is at most 10,000,000/],
    [1e6, 1e8, 422, 'AMOUNT_OUT_OF_RANGE', /one line costs at most \$100,000,000/],
    [10, Number.MAX_SAFE_INTEGER, 400, 'VALIDATION_FAILED', /price per unit is at most/],
  ])('refuses %d × %d cents with %i %s', async (quantity, rateCents, status, code, message) => {
    const response = await addLine(quantity, rateCents);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatchObject({ code, message: expect.stringMatching(message) });
  });

  it('refuses settings that take the lines past the estimate bound, and the list still answers', async () => {
    for (let index = 0; index < 3; index++) expect((await addLine(1_000_000, 9_000)).statusCode).toBe(201);
    const { estimate } = (await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })).json();
    const over = await t.app.inject({
      method: 'PATCH',
      url: `/api/estimates/${id}`,
      payload: {
        version: estimate.version,
        settings: { contingencyPercent: 1000, overheadPercent: 1000, profitPercent: 1000 },
      },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.message).toMatch(/estimate totals at most/);
    const list = await t.app.inject({ method: 'GET', url: '/api/estimates' });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0].grandTotalCents).toBeLessThanOrEqual(1e12);
  });
});
