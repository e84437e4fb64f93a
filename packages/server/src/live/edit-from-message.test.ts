import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, parseScope } from '@quoin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { editFromMessage } from './edit-from-message.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('a chat edit', () => {
  it('is read again over the newer estimate when another write lands first (a plan step still saving)', async () => {
    const registry = defaultTradeRegistry();
    const scope = parseScope('replace 3 windows in the living room', { registry });
    const built = await buildEstimateFromPlan(scope.plan, {
      registry,
      priceSource: bundledCatalog(),
      id: 'est-edit-race',
    });
    const saved = await t.store.estimates.saveEstimate(built.estimate, { actor: 'test' });
    const estimates = t.context.store.estimates;
    const update = estimates.updateEstimate.bind(estimates);
    let raced = false;
    // The first save of the edit meets a write that landed after the edit read the estimate.
    estimates.updateEstimate = async (id, version, change, context) => {
      if (!raced) {
        raced = true;
        await update(id, version, (e) => ({ ...e, title: 'Renamed meanwhile' }), { actor: 'plan' });
      }
      return update(id, version, change, context);
    };
    const said: string[] = [];
    try {
      const handled = await editFromMessage(
        t.context,
        saved.id,
        'make it 5 windows',
        async (s) => {
          said.push(s);
        },
        'test',
      );
      expect(handled, said.join(' / ')).toBe(true);
    } finally {
      estimates.updateEstimate = update;
    }
    const after = await t.store.estimates.getEstimate(saved.id);
    expect(after?.title).toBe('Renamed meanwhile');
    expect(after?.groups.flatMap((g) => g.items.map((i) => i.quantity))).toEqual([5]);
    expect(said.at(-1)).toMatch(/Changed: Install replacement window: 3 ea → 5 ea/);
  });
});
