import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function create(body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/estimates', payload: body as object });
}

describe('estimate routes', () => {
  it('creates, reads, updates, refuses a stale update, lists, archives and duplicates', async () => {
    const created = await create({ title: 'Hall bath remodel', zip: '80202' });
    expect(created.statusCode).toBe(201);
    const { estimate } = created.json();
    expect(estimate).toMatchObject({ title: 'Hall bath remodel', version: 1 });
    expect(estimate.location.state).toBe('CO');

    const got = await t.app.inject({ method: 'GET', url: `/api/estimates/${estimate.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json().estimate.id).toBe(estimate.id);
    expect(got.json().totals.grandTotalCents).toBe(0);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/estimates/${estimate.id}`,
      payload: { version: 1, title: 'Hall bathroom remodel', settings: { taxRatePercent: 8 } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().estimate).toMatchObject({ title: 'Hall bathroom remodel', version: 2 });
    expect(patched.json().estimate.settings).toMatchObject({ taxRatePercent: 8, laborMarkupPercent: 20 });

    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/estimates/${estimate.id}`,
      payload: { version: 1, title: 'Lost edit' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'VERSION_CONFLICT',
      details: { expectedVersion: 1, currentVersion: 2 },
    });
    const after = await t.app.inject({ method: 'GET', url: `/api/estimates/${estimate.id}` });
    expect(after.json().estimate.title).toBe('Hall bathroom remodel');

    await create({ title: 'Deck stain' });
    const search = await t.app.inject({ method: 'GET', url: '/api/estimates?search=bath%20rem&limit=10' });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ total: 1, limit: 10, offset: 0 });
    expect(search.json().items[0].id).toBe(estimate.id);

    const archived = await t.app.inject({ method: 'POST', url: `/api/estimates/${estimate.id}/archive` });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archivedAt).toBeTypeOf('string');
    const listed = await t.app.inject({ method: 'GET', url: '/api/estimates' });
    expect(listed.json().items.map((i: { id: string }) => i.id)).not.toContain(estimate.id);
    const withArchived = await t.app.inject({ method: 'GET', url: '/api/estimates?includeArchived=true' });
    expect(withArchived.json().items.map((i: { id: string }) => i.id)).toContain(estimate.id);

    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/estimates/${estimate.id}/duplicate`,
      payload: { title: 'Copy of bath' },
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().estimate).toMatchObject({ title: 'Copy of bath', version: 1 });
    expect(copy.json().estimate.id).not.toBe(estimate.id);
  });

  it('parses text into a pending plan, and creates nothing from text it cannot read', async () => {
    const created = await create({ title: 'Bedroom', text: 'paint a 12x14 bedroom in 80202' });
    expect(created.statusCode).toBe(201);
    expect(created.json().pendingPlan).toMatchObject({ status: 'pending' });
    expect(created.json().pendingPlan.plan.groups.length).toBeGreaterThan(0);

    const before = (await t.app.inject({ method: 'GET', url: '/api/estimates?limit=500' })).json().total;
    const nonsense = await create({ title: 'Nothing', text: 'the quick brown fox' });
    expect(nonsense.statusCode).toBe(422);
    expect(nonsense.json().error.code).toBe('SCOPE_NOT_UNDERSTOOD');
    expect((await t.app.inject({ method: 'GET', url: '/api/estimates?limit=500' })).json().total).toBe(
      before,
    );
  });

  it.each([
    ['a missing title', { zip: '80202' }, 'body.title'],
    ['a bad zip', { title: 'x', zip: '8020' }, 'body.zip'],
    ['a misspelt field', { title: 'x', titel: 'y' }, 'titel'],
    ['a wrong type', { title: 42 }, 'body.title'],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.message).toContain(field);
  });

  it.each([
    ['GET', '/api/estimates/nope', 404, 'NOT_FOUND'],
    ['GET', '/api/estimates/bad%20id', 400, 'VALIDATION_FAILED'],
    ['GET', '/api/estimates?limit=0', 400, 'VALIDATION_FAILED'],
    ['GET', '/api/estimates?colour=red', 400, 'VALIDATION_FAILED'],
    ['GET', '/api/nowhere', 404, 'NOT_FOUND'],
    ['PATCH', '/api/estimates/nope', 404, 'NOT_FOUND'],
  ] as const)('%s %s → %i %s', async (method, url, status, code) => {
    const response = await t.app.inject({
      method,
      url,
      ...(method === 'PATCH' ? { payload: { version: 1, title: 'x' } } : {}),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });

  it('answers malformed JSON with 400, other media types with 415 and huge bodies with 413', async () => {
    const headers = { 'content-type': 'application/json' };
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/estimates',
      headers,
      payload: '{"title":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('VALIDATION_FAILED');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/estimates',
      headers: { 'content-type': 'text/plain' },
      payload: 'title',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await create({ title: 'x', text: 'a'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
