import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccountsApp, type OrgFixture, seedOrg } from '../access/access-fixtures.ts';
import type { TestApp } from '../test-support/test-app.ts';

// The cached read checks the organisation itself (create-app skips its separate ownership query for it), so
// these hold it to the rule the IDOR suite holds every route to: another organisation's estimate is absent.
describe('cached estimate reads with two organisations', () => {
  let t: TestApp;
  let acme: OrgFixture;
  let birch: OrgFixture;
  let acmeEstimate = '';
  const get = (id: string, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/estimates/${id}`, headers: { ...bearer(token), ...headers } });

  beforeAll(async () => {
    t = await createAccountsApp();
    acme = await seedOrg(t, 'Acme', true);
    birch = await seedOrg(t, 'Birch');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/estimates',
      headers: bearer(acme.tokens.estimator),
      payload: { title: 'Acme kitchen', zip: '78701' },
    });
    expect(created.statusCode, created.body).toBe(201);
    acmeEstimate = created.json().estimate.id;
  });
  afterAll(async () => t.close());

  it('never answers another organisation, before or after the owner filled the cache', async () => {
    expect(t.context.readCache).toBeDefined();
    for (let round = 0; round < 3; round++) {
      const other = await get(acmeEstimate, birch.tokens.owner);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.code).toBe('NOT_FOUND');
      expect(other.body).not.toContain('Acme kitchen');
      const own = await get(acmeEstimate, acme.tokens.viewer);
      expect(own.statusCode).toBe(200);
      expect(own.json().estimate.title).toBe('Acme kitchen');
    }
    // The owner's reads were cached, the other organisation's never.
    expect(t.context.readCache?.hits).toBeGreaterThan(0);
  });

  it('answers 304 to a matching If-None-Match and a new body once the estimate changed', async () => {
    const first = await get(acmeEstimate, acme.tokens.viewer);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const same = await get(acmeEstimate, acme.tokens.viewer, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    // Another organisation holding the tag learns nothing from it.
    expect((await get(acmeEstimate, birch.tokens.owner, { 'if-none-match': etag })).statusCode).toBe(404);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/estimates/${acmeEstimate}`,
      headers: bearer(acme.tokens.estimator),
      payload: { version: first.json().estimate.version, title: 'Acme kitchen, phase 2' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const changed = await get(acmeEstimate, acme.tokens.viewer, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().estimate.title).toBe('Acme kitchen, phase 2');
  });
});
