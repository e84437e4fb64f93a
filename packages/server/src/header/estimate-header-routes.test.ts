import {
  buildEstimateFromPlan,
  bundledCatalog,
  computeEstimateTotals,
  defaultTradeRegistry,
  GOLDEN_PLANS,
} from '@quoin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { estimate } = await buildEstimateFromPlan(GOLDEN_PLANS.fence!, {
    registry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
    id: 'est-fence',
    now: '2025-03-01T12:00:00.000Z',
    zip: '38103',
  });
  await t.store.estimates.saveEstimate(estimate, { actor: 'test' });
});
afterAll(async () => t.close());

const patch = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/estimates/${id}`, payload });

describe('the estimate header over PATCH /api/estimates/:id', () => {
  it('numbers the estimate once, keeps the client, and a job address ZIP re-prices it there', async () => {
    const before = (await t.store.estimates.getEstimate('est-fence'))!;
    const beforeTotal = computeEstimateTotals(before).grandTotalCents;
    const first = await patch('est-fence', {
      version: before.version,
      header: { clientName: 'Dana Whitfield', clientContact: 'dana@example.com', validityDays: 45 },
    });
    expect(first.statusCode).toBe(200);
    const numbered = first.json().estimate;
    expect(numbered.header).toEqual({
      clientName: 'Dana Whitfield',
      clientContact: 'dana@example.com',
      validityDays: 45,
      estimateNumber: 1,
      issuedOn: '2025-03-01',
    });
    const moved = await patch('est-fence', {
      version: numbered.version,
      header: { jobAddress: '48 Palm Ave, San Diego, CA 92101', clientContact: null },
    });
    const estimate = moved.json().estimate;
    expect(estimate.header.estimateNumber).toBe(1);
    expect(estimate.header.clientContact).toBeUndefined();
    expect(estimate.location.zip3).toBe('921');
    expect(moved.json().totals.grandTotalCents).not.toBe(beforeTotal);
    expect(
      estimate.assumptions.filter((note: string) => note.startsWith('Location: ZIP 92101')),
    ).toHaveLength(1);
    const markdown = await t.app.inject({ method: 'GET', url: '/api/estimates/est-fence/export?format=md' });
    expect(markdown.body).toContain('Estimate Q-0001');
    expect(markdown.body).toContain('Prepared for: Dana Whitfield');
    expect(markdown.body).toContain('Job address: 48 Palm Ave, San Diego, CA 92101');
    expect(markdown.body).toContain('Issued 2025-03-01 · valid 45 days');
  });

  it('gives the next estimate the next number', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Shed' } });
    const { id, version } = created.json().estimate;
    const response = await patch(id, { version, header: { clientName: 'Lee' } });
    expect(response.json().estimate.header.estimateNumber).toBe(2);
  });

  it('numbers a new estimate when it is created, before any header is saved', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Deck' } });
    const second = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Fence' } });
    const numberOf = (response: typeof first) => response.json().estimate.header?.estimateNumber;
    expect(numberOf(first)).toBeTypeOf('number');
    expect(numberOf(second)).toBe(numberOf(first) + 1);
    const markdown = await t.app.inject({
      method: 'GET',
      url: `/api/estimates/${second.json().estimate.id}/export?format=md`,
    });
    expect(markdown.body).toContain(`Estimate Q-${String(numberOf(second)).padStart(4, '0')}`);
  });

  it('gives a duplicate its own number', async () => {
    const source = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Porch' } });
    const { id, header } = source.json().estimate;
    const copy = await t.app.inject({ method: 'POST', url: `/api/estimates/${id}/duplicate`, payload: {} });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().estimate.header.estimateNumber).toBe(header.estimateNumber + 1);
  });
});
