import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-support/test-app.ts';
import { bearer, createAccountsApp, type OrgFixture, PASSWORD, seedOrg } from './access-fixtures.ts';
import { assertAuthFitsHost, authModeFor, isLoopbackHost } from './serve-policy.ts';

let test: TestApp;
let acme: OrgFixture;

beforeAll(async () => {
  test = await createAccountsApp({ signInPerMinute: 8 });
  acme = await seedOrg(test, 'Acme');
}, 60_000);
afterAll(() => test?.close());

function cookieOf(setCookie: string | string[] | undefined): string {
  const first = [setCookie ?? ''].flat()[0] ?? '';
  return first.split(';')[0] ?? '';
}

describe('roles', () => {
  // [role, method, url, body, expected status]
  const matrix: [string, 'GET' | 'POST' | 'PATCH', string, object | undefined, number][] = [
    ['viewer', 'GET', '/api/estimates', undefined, 200],
    ['viewer', 'POST', '/api/estimates', { title: 'Deck' }, 403],
    ['estimator', 'POST', '/api/estimates', { title: 'Deck' }, 201],
    ['viewer', 'GET', '/api/audit', undefined, 403],
    ['estimator', 'GET', '/api/audit', undefined, 403],
    ['admin', 'GET', '/api/audit', undefined, 200],
    ['estimator', 'POST', '/api/orgs/current/invitations', { email: 'x@acme.example', role: 'viewer' }, 403],
    ['admin', 'POST', '/api/orgs/current/invitations', { email: 'y@acme.example', role: 'viewer' }, 201],
    ['estimator', 'POST', '/api/agents/estimator/publish', { version: 1 }, 403],
    ['viewer', 'GET', '/api/orgs/current/members', undefined, 200],
    ['viewer', 'POST', '/api/tokens', { scope: 'read' }, 201],
    // Held by the service, not the route table (runAgent is an estimator's route): approving a run above
    // its cost threshold is the manager's call.
    ['estimator', 'POST', '/api/agents/estimator/run', { input: {}, approveCost: true }, 403],
    // The company profile is checked by its repository as well as by the route.
    ['estimator', 'PATCH', '/api/company', { name: 'Taken' }, 403],
  ];
  it.each(matrix)('%s %s %s → %i', async (role, method, url, body, status) => {
    const response = await test.app.inject({
      method,
      url,
      headers: bearer(acme.tokens[role as 'viewer']),
      ...(body ? { payload: body } : {}),
    });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403) expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('narrows a read-scoped token of an owner to a viewer', async () => {
    const made = await test.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: bearer(acme.tokens.owner),
      payload: { scope: 'read', name: 'books' },
    });
    const readToken = made.json().token as string;
    const write = await test.app.inject({
      method: 'POST',
      url: '/api/estimates',
      headers: bearer(readToken),
      payload: { title: 'x' },
    });
    expect(write.statusCode).toBe(403);
  });
});

describe('authentication', () => {
  it('answers 401 without credentials and with an unknown token; health and the OpenAPI document stay public', async () => {
    expect((await test.app.inject({ url: '/api/estimates' })).statusCode).toBe(401);
    const wrong = await test.app.inject({ url: '/api/estimates', headers: bearer('qt_nope') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('UNAUTHENTICATED');
    expect((await test.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await test.app.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
    const session = await test.app.inject({ url: '/api/auth/session' });
    expect(session.json()).toEqual({ authMode: 'required', signedIn: false });
  });

  it('refuses a revoked token on the next request', async () => {
    const made = await test.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: bearer(acme.tokens.estimator),
      payload: { scope: 'write' },
    });
    const { token, summary } = made.json() as { token: string; summary: { id: string } };
    expect((await test.app.inject({ url: '/api/estimates', headers: bearer(token) })).statusCode).toBe(200);
    // Another member cannot revoke it (it reads as absent); its holder can.
    const other = await test.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${summary.id}`,
      headers: bearer(acme.tokens.viewer),
    });
    expect(other.statusCode).toBe(404);
    const revoked = await test.app.inject({
      method: 'DELETE',
      url: `/api/tokens/${summary.id}`,
      headers: bearer(token),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await test.app.inject({ url: '/api/estimates', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('signs in with a cookie, and a cookie write needs the CSRF header', async () => {
    const signIn = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: acme.emails.estimator, password: PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = cookieOf(signIn.headers['set-cookie']);
    const { csrfToken, user } = signIn.json();
    expect(user).toMatchObject({ email: acme.emails.estimator, role: 'estimator', orgName: 'Acme' });
    expect((await test.app.inject({ url: '/api/estimates', headers: { cookie } })).statusCode).toBe(200);
    const noCsrf = await test.app.inject({
      method: 'POST',
      url: '/api/estimates',
      headers: { cookie },
      payload: { title: 'Porch' },
    });
    expect(noCsrf.statusCode).toBe(403);
    const wrongCsrf = await test.app.inject({
      method: 'POST',
      url: '/api/estimates',
      headers: { cookie, 'x-csrf-token': 'guess' },
      payload: { title: 'Porch' },
    });
    expect(wrongCsrf.statusCode).toBe(403);
    const withCsrf = await test.app.inject({
      method: 'POST',
      url: '/api/estimates',
      headers: { cookie, 'x-csrf-token': csrfToken },
      payload: { title: 'Porch' },
    });
    expect(withCsrf.statusCode).toBe(201);
    // The audit log names the person, not "api".
    const audit = await test.app.inject({
      url: `/api/audit?estimateId=${withCsrf.json().estimate.id}`,
      headers: bearer(acme.tokens.admin),
    });
    expect(audit.json().entries.map((entry: { actor: string }) => entry.actor)).toEqual([
      acme.emails.estimator,
    ]);
    const out = await test.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await test.app.inject({ url: '/api/estimates', headers: { cookie } })).statusCode).toBe(401);
  });

  it('locks the account after five wrong passwords, then rate-limits the address', async () => {
    const attempt = (password: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: acme.emails.viewer, password },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password')).statusCode).toBe(401);
    const locked = await attempt(PASSWORD);
    expect(locked.statusCode).toBe(401);
    expect(locked.json().error.message).toMatch(/locked/);
    // 8 a minute from one address (this test's app): the 7th and 8th pass the limiter, then 429.
    await attempt('x');
    expect((await attempt('x')).statusCode).toBe(429);
  });

  it('refuses pages of other sites (Origin) on the API', async () => {
    const foreign = await test.app.inject({
      url: '/api/estimates',
      headers: { ...bearer(acme.tokens.viewer), origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const own = await test.app.inject({
      url: '/api/estimates',
      headers: { ...bearer(acme.tokens.viewer), origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('audit log', () => {
  it('filters by action prefix, actor and time, newest rows carrying before/after', async () => {
    const tokens = await test.app.inject({
      url: '/api/audit?action=token.',
      headers: bearer(acme.tokens.admin),
    });
    const actions = tokens.json().entries.map((entry: { action: string }) => entry.action);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((action: string) => action.startsWith('token.'))).toBe(true);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/estimates',
      headers: bearer(acme.tokens.estimator),
      payload: { title: 'Audit me' },
    });
    const { id, version } = created.json().estimate;
    await test.app.inject({
      method: 'PATCH',
      url: `/api/estimates/${id}`,
      headers: bearer(acme.tokens.estimator),
      payload: { version, title: 'Audited' },
    });
    const byActor = await test.app.inject({
      url: `/api/audit?actor=${encodeURIComponent(acme.emails.estimator)}&action=estimate.update&since=2000-01-01T00:00:00Z`,
      headers: bearer(acme.tokens.admin),
    });
    const update = byActor.json().entries.find((entry: { estimateId?: string }) => entry.estimateId === id);
    expect(update.details).toMatchObject({ before: { title: 'Audit me' }, after: { title: 'Audited' } });
    const future = await test.app.inject({
      url: '/api/audit?since=2999-01-01T00:00:00Z',
      headers: bearer(acme.tokens.admin),
    });
    expect(future.json().entries).toEqual([]);
  });
});

describe('serve policy', () => {
  it.each([
    ['127.0.0.1', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['192.168.1.20', false],
    ['::', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it('refuses to serve beyond loopback without accounts, saying why', () => {
    expect(() => assertAuthFitsHost('0.0.0.0', 'off')).toThrow(/without accounts.*--auth required/s);
    expect(() => assertAuthFitsHost('127.0.0.1', 'off')).not.toThrow();
    expect(() => assertAuthFitsHost('0.0.0.0', 'required')).not.toThrow();
    expect(authModeFor('0.0.0.0', undefined)).toBe('required');
    expect(authModeFor('127.0.0.1', undefined)).toBe('off');
    expect(() => authModeFor('127.0.0.1', 'maybe')).toThrow(/required.*off/);
  });
});
