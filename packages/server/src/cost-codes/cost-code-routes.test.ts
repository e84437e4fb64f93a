import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function paintingLine() {
  const { estimate } = (
    await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Paint' } })
  ).json();
  const base = `/api/estimates/${estimate.id}`;
  const group = await t.app.inject({
    method: 'POST',
    url: `${base}/groups`,
    payload: { version: 1, name: 'Painting', tradeId: 'painting' },
  });
  const groupId = group.json().estimate.groups[0].id;
  const item = await t.app.inject({
    method: 'POST',
    url: `${base}/groups/${groupId}/items`,
    payload: { version: 2, title: 'Paint walls', quantity: 400, uom: 'sq_ft', rateCents: 150 },
  });
  return { base, body: item.json() };
}

describe('cost codes over REST', () => {
  it('answers every line with its CSI default, takes the contractor’s own code and goes back on null', async () => {
    const { base, body } = await paintingLine();
    const line = body.estimate.groups[0].items[0];
    expect(body.costCodes[line.id]).toEqual({ code: '09 91 00', title: 'Painting', source: 'trade' });

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `${base}/items/${line.id}`,
      payload: { version: body.estimate.version, costCode: '09 91 23' },
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json();
    expect(after.estimate.groups[0].items[0].costCode).toBe('09 91 23');
    expect(after.costCodes[line.id]).toMatchObject({ code: '09 91 23', source: 'line' });
    // A cost code is bookkeeping: the line's price and totals stay as they were.
    expect(after.totals.grandTotalCents).toBe(body.totals.grandTotalCents);

    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `${base}/items/${line.id}`,
      payload: { version: after.estimate.version, costCode: null },
    });
    expect(cleared.json().estimate.groups[0].items[0].costCode).toBeUndefined();
    expect(cleared.json().costCodes[line.id].code).toBe('09 91 00');
  });

  it.each([
    { name: 'an empty code', costCode: '  ' },
    { name: 'a code past 40 characters', costCode: 'x'.repeat(41) },
    { name: 'a number', costCode: 9 },
  ])('refuses $name with 400', async ({ costCode }) => {
    const { base, body } = await paintingLine();
    const line = body.estimate.groups[0].items[0];
    const got = await t.app.inject({
      method: 'PATCH',
      url: `${base}/items/${line.id}`,
      payload: { version: body.estimate.version, costCode },
    });
    expect(got.statusCode).toBe(400);
  });
});
