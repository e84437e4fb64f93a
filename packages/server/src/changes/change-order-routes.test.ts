import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, GOLDEN_PLANS } from '@quoin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editFromMessage } from '../live/edit-from-message.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let counter = 0;
/** A validated interior painting estimate in the store, and the REST base of it. */
async function validatedPainting() {
  counter += 1;
  const built = await buildEstimateFromPlan(GOLDEN_PLANS['interior-painting']!, {
    registry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
    id: `est-co-${counter}`,
  });
  const saved = await t.store.estimates.saveEstimate(built.estimate, { actor: 'test' });
  return { saved, base: `/api/estimates/${saved.id}` };
}

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) {
  const response = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
  return { status: response.statusCode, body: response.json() };
}

describe('change orders over REST', () => {
  it('an edit after sending opens CO-1; approving it moves the contract total by its difference', async () => {
    const { saved, base } = await validatedPainting();
    expect(saved.lifecycleState).toBe('validated');
    // Before sending there is nothing to change-order: edits go straight in.
    expect((await call('POST', `${base}/change-orders`, {})).status).toBe(422);
    const sent = await call('POST', `${base}/mark-sent`, { version: saved.version });
    expect(sent.status).toBe(200);
    expect(sent.body.estimate.lifecycleState).toBe('sent');
    const sentTotal = sent.body.totals.grandTotalCents;
    expect((await call('GET', `${base}/change-orders`)).body).toEqual({
      changeOrders: [],
      sentTotalCents: sentTotal,
      contractTotalCents: sentTotal,
    });

    const line = sent.body.estimate.groups[0].items[0];
    const edited = await call('PATCH', `${base}/items/${line.id}`, {
      version: sent.body.estimate.version,
      quantity: line.quantity * 2,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.estimate.lifecycleState).toBe('sent');
    const listed = await call('GET', `${base}/change-orders`);
    expect(listed.body.changeOrders).toHaveLength(1);
    const order = listed.body.changeOrders[0];
    expect(order).toMatchObject({ label: 'CO-1', status: 'open' });
    expect(order.changes).toMatchObject([
      { kind: 'changed', itemId: line.id, fields: ['quantity', 'materials'] },
    ]);
    const delta = edited.body.totals.grandTotalCents - sentTotal;
    expect(order.delta.grandTotalCents).toBe(delta);
    expect(listed.body.contractTotalCents).toBe(sentTotal);

    // A second edit joins the open order.
    const second = await call('PATCH', `${base}/items/${line.id}`, {
      version: edited.body.estimate.version,
      title: 'Walls, two coats',
    });
    expect((await call('GET', `${base}/change-orders`)).body.changeOrders).toHaveLength(1);

    const described = await call('PATCH', `${base}/change-orders/1`, {
      title: 'Double coat',
      scheduleImpactDays: 2,
    });
    expect(described.body.changeOrder).toMatchObject({ title: 'Double coat', scheduleImpactDays: 2 });

    const markdown = await t.app.inject({ method: 'GET', url: `${base}/change-orders/1/document?format=md` });
    expect(markdown.statusCode).toBe(200);
    expect(markdown.body).toContain('# Change order CO-1: Double coat');
    expect(markdown.body).toContain('Schedule impact: +2 working days.');
    const pdf = await t.app.inject({ method: 'GET', url: `${base}/change-orders/1/document?format=pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const approved = await call('POST', `${base}/change-orders/1/decision`, {
      version: second.body.estimate.version,
      decision: 'approve',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.changeOrder.status).toBe('approved');
    expect(approved.body.contractTotalCents).toBe(sentTotal + delta);
    await expect(
      call('POST', `${base}/change-orders/1/decision`, {
        version: second.body.estimate.version,
        decision: 'reject',
      }),
    ).resolves.toMatchObject({ status: 422 });
  });

  it('rejecting a change order puts the estimate back as sent and leaves the contract total', async () => {
    const { saved, base } = await validatedPainting();
    const sent = await call('POST', `${base}/mark-sent`, { version: saved.version });
    const opened = await call('POST', `${base}/change-orders`, {
      title: 'Owner asks for trim',
      reason: 'Site visit',
    });
    expect(opened.status).toBe(201);
    expect(opened.body.changeOrder).toMatchObject({
      label: 'CO-1',
      title: 'Owner asks for trim',
      reason: 'Site visit',
      changes: [],
    });
    expect((await call('POST', `${base}/change-orders`, {})).status).toBe(409);
    const line = sent.body.estimate.groups[0].items[0];
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base}/items/${line.id}?version=${sent.body.estimate.version}`,
    });
    expect(removed.json().totals.grandTotalCents).toBeLessThan(sent.body.totals.grandTotalCents);
    const rejected = await call('POST', `${base}/change-orders/1/decision`, {
      version: removed.json().estimate.version,
      decision: 'reject',
    });
    expect(rejected.body.changeOrder.status).toBe('rejected');
    expect(rejected.body.changeOrder.changes).toMatchObject([{ kind: 'removed', itemId: line.id }]);
    expect(rejected.body.contractTotalCents).toBe(sent.body.totals.grandTotalCents);
    const after = await call('GET', base);
    expect(after.body.totals.grandTotalCents).toBe(sent.body.totals.grandTotalCents);
    expect(after.body.estimate.lifecycleState).toBe('sent');
    // Restoring is not itself a change: no CO-2 was opened.
    expect((await call('GET', `${base}/change-orders`)).body.changeOrders).toHaveLength(1);
  });

  it('a chat edit of a sent estimate joins a change order too', async () => {
    const { saved, base } = await validatedPainting();
    await call('POST', `${base}/mark-sent`, { version: saved.version });
    const said: string[] = [];
    const handled = await editFromMessage(
      t.context,
      saved.id,
      'drop the baseboard trim',
      async (content) => {
        said.push(content);
      },
      'test',
    );
    expect(handled, said.join(' / ')).toBe(true);
    const orders = (await call('GET', `${base}/change-orders`)).body.changeOrders;
    expect(orders).toHaveLength(1);
    expect(orders[0].changes).toMatchObject([{ kind: 'removed', title: 'Paint baseboard trim' }]);
  });

  it.each([
    {
      name: 'an unknown order',
      url: '/change-orders/7',
      method: 'PATCH' as const,
      payload: { title: 'x' },
      status: 404,
    },
    {
      name: 'a bad decision',
      url: '/change-orders/1/decision',
      method: 'POST' as const,
      payload: { version: 1, decision: 'maybe' },
      status: 400,
    },
    {
      name: 'a number that is not one',
      url: '/change-orders/abc',
      method: 'PATCH' as const,
      payload: { title: 'x' },
      status: 400,
    },
  ])('answers $name with $status', async ({ url, method, payload, status }) => {
    const { base } = await validatedPainting();
    expect((await call(method, `${base}${url}`, payload)).status).toBe(status);
  });
});

describe('templates over REST', () => {
  it('saves an estimate as a template without its client and starts a new estimate from it', async () => {
    const { saved, base } = await validatedPainting();
    await t.app.inject({
      method: 'PATCH',
      url: base,
      payload: { version: saved.version, header: { clientName: 'Jane Smith' } },
    });
    const created = await call('POST', `${base}/template`, { name: 'Three-bedroom repaint' });
    expect(created.status).toBe(201);
    expect(created.body.template).toMatchObject({
      name: 'Three-bedroom repaint',
      sourceEstimateId: saved.id,
    });
    expect((await call('POST', `${base}/template`, { name: 'three-bedroom REPAINT' })).status).toBe(409);
    const listed = await call('GET', '/api/templates');
    expect(listed.body.templates.map((template: { name: string }) => template.name)).toContain(
      'Three-bedroom repaint',
    );

    const started = await call('POST', `/api/templates/${created.body.template.id}/estimates`, {
      title: 'Jones repaint',
    });
    expect(started.status).toBe(201);
    expect(started.body.estimate).toMatchObject({ title: 'Jones repaint', lifecycleState: 'validated' });
    expect(started.body.estimate.id).not.toBe(saved.id);
    expect(started.body.estimate.header).toBeUndefined();
    expect(started.body.totals.grandTotalCents).toBe((await call('GET', base)).body.totals.grandTotalCents);
    expect(JSON.stringify(started.body)).not.toContain('Jane Smith');

    const moved = await call('POST', `/api/templates/${created.body.template.id}/estimates`, {
      zip: '94105',
    });
    expect(moved.body.estimate.title).toBe('Three-bedroom repaint');
    expect(moved.body.totals.grandTotalCents).not.toBe(started.body.totals.grandTotalCents);
    expect((await call('POST', '/api/templates/tpl-none/estimates', {})).status).toBe(404);
  });
});
