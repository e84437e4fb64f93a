import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-support/test-app.ts';
import { bearer, createAccountsApp, type OrgFixture, seedOrg } from './access-fixtures.ts';

describe('credential lookups shared by the requests waiting at once', () => {
  let t: TestApp;
  let acme: OrgFixture;
  let lookups = 0;

  beforeAll(async () => {
    t = await createAccountsApp();
    acme = await seedOrg(t, 'Acme', true);
    const credentials = t.context.store.credentials;
    const lookup = credentials.principalForToken.bind(credentials);
    credentials.principalForToken = async (token, now) => {
      lookups += 1;
      return lookup(token, now);
    };
  });
  afterAll(async () => t.close());

  const list = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/estimates', headers: bearer(token) });

  it('answers 30 requests with one token from fewer lookups, each with its own principal', async () => {
    const before = lookups;
    const answers = await Promise.all(Array.from({ length: 30 }, () => list(acme.tokens.viewer)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(lookups - before).toBeLessThan(30);
  });

  it('refuses a revoked token on the very next request', async () => {
    expect((await list(acme.tokens.estimator)).statusCode).toBe(200);
    const tokens = await t.context.store.credentials.listTokens(acme.orgId);
    const estimatorToken = tokens.find((token) => token.name === 'estimator');
    await t.context.store.credentials.revokeToken(acme.orgId, estimatorToken!.id, { actor: 'test' });
    const refused = await list(acme.tokens.estimator);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('UNAUTHENTICATED');
  });
});
