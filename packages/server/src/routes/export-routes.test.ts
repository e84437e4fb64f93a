import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let estimateId: string;
beforeAll(async () => {
  t = await createTestApp();
  const created = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { title: 'Shed' } });
  estimateId = created.json().estimate.id;
  const group = await t.app.inject({
    method: 'POST',
    url: `/api/estimates/${estimateId}/groups`,
    payload: { version: 1, name: 'Framing' },
  });
  const groupId = group.json().estimate.groups[0].id;
  await t.app.inject({
    method: 'POST',
    url: `/api/estimates/${estimateId}/groups/${groupId}/items`,
    payload: { version: 2, title: '2x4 studs', quantity: 40, uom: 'each', rateCents: 398 },
  });
});
afterAll(async () => t.close());

// The first xlsx export loads exceljs: over 5 s on a loaded 2-core machine (seen failing).
describe('GET /api/estimates/:id/export', { timeout: 30_000 }, () => {
  it.each([
    ['json', 'application/json', '"schemaVersion"'],
    ['csv', 'text/csv', '2x4 studs'],
    ['md', 'text/markdown', '2x4 studs'],
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'PK'],
    ['pdf', 'application/pdf', '%PDF'],
  ])('%s', async (format, contentType, start) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/estimates/${estimateId}/export?format=${format}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(contentType);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${estimateId}.${format}"`);
    expect(response.rawPayload.length).toBeGreaterThan(100);
    expect(response.rawPayload.toString('latin1')).toContain(start);
  });

  it('refuses an unknown format naming the choices', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/estimates/${estimateId}/export?format=odt`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('query.format');
  });
});
