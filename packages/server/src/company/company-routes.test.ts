import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('/api/company', () => {
  it('refuses a first profile without a name and a schedule that does not add up', async () => {
    const nameless = await t.app.inject({ method: 'PATCH', url: '/api/company', payload: { phone: '1' } });
    expect(nameless.statusCode).toBe(400);
    const schedule = await t.app.inject({
      method: 'PATCH',
      url: '/api/company',
      payload: { name: 'A', depositPercent: 10, paymentSchedule: [{ label: 'Completion', percent: 50 }] },
    });
    expect(schedule.statusCode).toBe(400);
    expect(schedule.json().error.message).toContain('add up to 60%');
  });
  it('is null until set, keeps fields across patches, clears one with null and prints on every export', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/company' })).json()).toEqual({ profile: null });
    const first = await t.app.inject({
      method: 'PATCH',
      url: '/api/company',
      payload: { name: 'Oak & Sons Remodeling', licenseNumber: 'CSLB 1045521', depositPercent: 25 },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'PATCH',
      url: '/api/company',
      payload: { phone: '(619) 555-0134', licenseNumber: null },
    });
    expect(second.json().profile).toEqual({
      name: 'Oak & Sons Remodeling',
      phone: '(619) 555-0134',
      depositPercent: 25,
      paymentSchedule: [],
      proposalShowsMarkups: false,
    });
    const created = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Shed' } });
    const id = created.json().estimate.id;
    for (const format of ['md', 'pdf', 'xlsx']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/estimates/${id}/export?format=${format}`,
      });
      expect(response.statusCode).toBe(200);
      if (format === 'md') {
        expect(response.body).toContain('**Oak & Sons Remodeling**');
        expect(response.body).toContain('| Deposit on acceptance | 25% |');
      }
    }
  });
});
