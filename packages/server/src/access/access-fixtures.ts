import type { Role } from '@quoin/store';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import type { AccessOptions } from './access-options.ts';

export const PASSWORD = 'correct horse battery';

export interface OrgFixture {
  orgId: string;
  name: string;
  /** An admin-scoped token per role, so the token's scope never narrows the role under test. */
  tokens: Record<Role, string>;
  emails: Record<Role, string>;
}

/** A member of each role in a new organisation, each with an admin-scoped API token. */
export async function seedOrg(test: TestApp, name: string, adoptDefault = false): Promise<OrgFixture> {
  const store = test.store;
  const org = await store.accounts.createOrganisation(name, { actor: 'test' }, { adoptDefault });
  const tokens = {} as Record<Role, string>;
  const emails = {} as Record<Role, string>;
  for (const role of ['owner', 'admin', 'estimator', 'viewer'] as const) {
    const email = `${role}@${name.toLowerCase()}.example`;
    const userId = await store.accounts.ensureUser(email, PASSWORD);
    await store.accounts.setMembership(org.id, userId, role, { actor: 'test' });
    const { token } = await store.credentials.createToken(
      { orgId: org.id, userId, scope: 'admin', name: role },
      { actor: 'test' },
    );
    tokens[role] = token;
    emails[role] = email;
  }
  return { orgId: org.id, name, tokens, emails };
}

/** The test app with accounts required. */
export function createAccountsApp(access: Partial<AccessOptions> = {}): Promise<TestApp> {
  return createTestApp({ access: { mode: 'required', ...access } });
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
