import type { AgentModel } from '@quoin/agents';
import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, GOLDEN_PLANS } from '@quoin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createStudioRuntime } from './studio-runtime.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

describe("an agent's note on an estimate", () => {
  it('goes into the change order of a sent estimate and through the validation gate', async () => {
    const registry = defaultTradeRegistry();
    const built = await buildEstimateFromPlan(GOLDEN_PLANS['interior-painting']!, {
      registry,
      priceSource: bundledCatalog(),
      id: 'est-studio-note',
    });
    const saved = await t.store.estimates.saveEstimate(built.estimate, { actor: 'test' });
    const base = `/api/estimates/${saved.id}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: `${base}/mark-sent`,
      payload: { version: saved.version },
    });
    expect(sent.json().estimate.lifecycleState).toBe('sent');
    let counter = 0;
    const runtime = createStudioRuntime(
      t.store,
      {
        // The tool is called directly: no model answers here.
        model: {} as AgentModel,
        priceSource: bundledCatalog(),
        tradeRegistry: registry,
        clock: () => new Date('2026-11-25T12:00:00Z'),
        newId: (prefix) => `${prefix}-note-${++counter}`,
      },
      'agent:permit-check',
    );
    const answer = await runtime.registry.execute('annotate_estimate', {
      estimateId: saved.id,
      note: 'Check the permit.',
    });
    expect(answer.status).toBe('success');
    const orders = (await t.app.inject({ method: 'GET', url: `${base}/change-orders` })).json();
    expect(orders.changeOrders).toHaveLength(1);
    expect(orders.changeOrders[0]).toMatchObject({ label: 'CO-1', status: 'open' });
    const after = (await t.app.inject({ method: 'GET', url: base })).json().estimate;
    expect(after.assumptions.at(-1)).toBe('agent:permit-check: Check the permit.');
    expect(after.lifecycleState).toBe('sent');
    expect(after.qualityScore).toBeTypeOf('number');
  }, 30_000);
});
