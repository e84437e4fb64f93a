import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/estimates/:id/export carries the company profile in every format', {
  timeout: 60_000,
}, () => {
  it('JSON and CSV name the company, its license and address, and the estimate number', async () => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/company',
      payload: {
        name: 'Oak & Sons Remodeling',
        licenseNumber: 'CSLB 1045521',
        address: '12 Elm St, San Diego, CA 92101',
      },
    });
    expect(saved.statusCode).toBe(200);
    const created = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Deck' } });
    const id = created.json().estimate.id as string;
    const exported = (format: string) =>
      t.app.inject({ method: 'GET', url: `/api/estimates/${id}/export?format=${format}` });

    const json = (await exported('json')).json();
    expect(json.company).toEqual({
      name: 'Oak & Sons Remodeling',
      licenseNumber: 'CSLB 1045521',
      address: '12 Elm St, San Diego, CA 92101',
    });
    expect(json.estimate.header.estimateNumber).toBeTypeOf('number');
    const csv = (await exported('csv')).body;
    expect(csv).toContain('company,name,,,Oak & Sons Remodeling');
    expect(csv).toContain('company,license,,,CSLB 1045521');
    expect(csv).toMatch(/header,estimate_number,,,Q-\d{4}/);
    const docx = await exported('docx');
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    // A DOCX is a ZIP: its first bytes are PK.
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
