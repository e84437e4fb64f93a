import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, GOLDEN_PLANS } from '@quoin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) {
  const response = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
  return { status: response.statusCode, body: response.json() };
}

describe('undo of an estimate the client has', () => {
  it('is refused across the send and the signature, and takes back edits inside the open change order', async () => {
    const built = await buildEstimateFromPlan(GOLDEN_PLANS['interior-painting']!, {
      registry: defaultTradeRegistry(),
      priceSource: bundledCatalog(),
      id: 'est-undo-contract',
    });
    const saved = await t.store.estimates.saveEstimate(built.estimate, { actor: 'test' });
    const base = `/api/estimates/${saved.id}`;
    const line = saved.groups[0]!.items[0]!;
    // An edit before sending, so that there is something undo could reach back to.
    const early = await call('PATCH', `${base}/items/${line.id}`, {
      version: saved.version,
      quantity: line.quantity + 1,
    });
    const sent = await call('POST', `${base}/mark-sent`, { version: early.body.estimate.version });
    expect(sent.body.estimate.lifecycleState).toBe('sent');

    const undoSend = await call('POST', `${base}/undo`, { version: sent.body.estimate.version });
    expect(undoSend.status).toBe(422);
    expect(undoSend.body.error.message).toMatch(/was sent to the client.*recorded as a change order/);

    // An edit after sending opens CO-1; undo takes that edit back and the estimate stays sent.
    const edited = await call('PATCH', `${base}/items/${line.id}`, {
      version: sent.body.estimate.version,
      quantity: line.quantity + 5,
    });
    expect(edited.status).toBe(200);
    const undone = await call('POST', `${base}/undo`, { version: edited.body.estimate.version });
    expect(undone.status).toBe(200);
    expect(undone.body.estimate.lifecycleState).toBe('sent');
    expect(undone.body.estimate.groups[0].items[0].quantity).toBe(line.quantity + 1);
    const again = await call('POST', `${base}/undo`, { version: undone.body.estimate.version });
    expect(again.status).toBe(422);

    // Signed: the change order is decided, and undo cannot reach before the signature.
    const decided = await call('POST', `${base}/change-orders/1/decision`, {
      version: undone.body.estimate.version,
      decision: 'approve',
    });
    expect(decided.status).toBe(200);
    const beforeSigning = (await call('GET', base)).body.estimate;
    const accepted = await t.store.estimates.updateEstimate(
      saved.id,
      beforeSigning.version,
      (current) => ({ ...current, lifecycleState: 'accepted' }),
      { actor: 'test' },
    );
    expect(accepted.lifecycleState).toBe('accepted');
    const undoSigned = await call('POST', `${base}/undo`, { version: accepted.version });
    expect(undoSigned.status).toBe(422);
    expect(undoSigned.body.error.code).toBe('INVALID_TRANSITION');
    expect(undoSigned.body.error.message).toMatch(
      /^Estimate .* was accepted by the client: undo cannot take back what they signed\. Edit it instead/,
    );
    const after = await call('GET', base);
    expect(after.body.estimate.lifecycleState).toBe('accepted');
    expect(after.body.estimate.version).toBe(accepted.version);
  }, 30_000);
});
