import { buildEstimateFromPlan, parseScope } from '@quoin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a new ZIP works out the QA lines again', { timeout: 60_000 }, () => {
  it("drops a minimum-charge top-up the new place's labor no longer needs", async () => {
    const { registry, priceSource } = t.context;
    const plan = parseScope('replace one light switch', { registry }).plan;
    const { estimate } = await buildEstimateFromPlan(plan, {
      registry,
      priceSource,
      zip: '38103',
      id: 'est-switch',
    });
    const titles = (e: { groups: { items: { title: string }[] }[] }) =>
      e.groups.flatMap((g) => g.items.map((i) => i.title));
    expect(titles(estimate).some((title) => /minimum service charge/.test(title))).toBe(true);
    const saved = await t.store.estimates.saveEstimate(estimate, { actor: 'test' });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/estimates/est-switch',
      payload: { version: saved.version, zip: '10001' },
    });
    expect(moved.statusCode).toBe(200);
    expect(titles(moved.json().estimate).some((title) => /minimum service charge/.test(title))).toBe(false);
  });
});
