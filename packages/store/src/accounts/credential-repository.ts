import { randomUUID } from 'node:crypto';
import { QuoinError } from '@quoin/core';
import { recordAudit, type WriteContext } from '../audit-log.ts';
import type { Session } from '../session.ts';
import { notFound } from '../store-errors.ts';
import type { AccountRepository } from './account-repository.ts';
import type { ApiTokenSummary, Principal } from './principal.ts';
import { isRole, roleWithinScope, type TokenScope } from './roles.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';

interface TokenRow {
  id: string;
  user_id: string;
  name: string;
  scope: TokenScope;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

function toTokenSummary(row: TokenRow): ApiTokenSummary {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    scope: row.scope,
    createdAt: row.created_at.toISOString(),
    ...(row.last_used_at ? { lastUsedAt: row.last_used_at.toISOString() } : {}),
    ...(row.revoked_at ? { revokedAt: row.revoked_at.toISOString() } : {}),
  };
}

/**
 * Sign-in sessions and personal API tokens. Each secret is returned once, when made; the store keeps its
 * SHA-256 only, so a copy of the database lets no one in.
 */
export class CredentialRepository {
  constructor(
    private readonly session: Session,
    private readonly accounts: AccountRepository,
  ) {}

  async createSession(
    userId: string,
    orgId: string,
    expiresAt: Date,
  ): Promise<{ sessionId: string; csrfToken: string }> {
    const sessionId = newSecretToken('qs');
    const csrfToken = newSecretToken('qs').slice(3);
    await this.session.query(
      'insert into auth_sessions (id_hash, user_id, org_id, csrf_token, expires_at) values ($1, $2, $3, $4, $5)',
      [hashSecretToken(sessionId), userId, orgId, csrfToken, expiresAt],
    );
    return { sessionId, csrfToken };
  }

  /** The principal behind a session cookie; undefined when unknown or expired. */
  async principalForSession(sessionId: string, now: Date): Promise<Principal | undefined> {
    const result = await this.session.query<{ user_id: string; org_id: string; csrf_token: string }>(
      'select user_id, org_id, csrf_token from auth_sessions where id_hash = $1 and expires_at > $2',
      [hashSecretToken(sessionId), now],
    );
    const row = result.rows[0];
    if (!row) return undefined;
    const principal = await this.accounts.principalFor(row.user_id, row.org_id);
    return principal ? { ...principal, via: 'session', csrfToken: row.csrf_token } : undefined;
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.session.query('delete from auth_sessions where id_hash = $1', [hashSecretToken(sessionId)]);
  }

  /** A new personal API token of a member; the token itself is in the answer and nowhere else. */
  async createToken(
    input: { orgId: string; userId: string; scope: TokenScope; name?: string },
    context: WriteContext,
  ): Promise<{ token: string; summary: ApiTokenSummary }> {
    if (!(await this.accounts.principalFor(input.userId, input.orgId))) {
      throw new QuoinError('FORBIDDEN', 'Only a member of the organisation can hold its tokens.', {
        userId: input.userId,
      });
    }
    const token = newSecretToken('qt');
    const id = `tok-${randomUUID()}`;
    const result = await this.session.query<TokenRow>(
      `insert into api_tokens (id, org_id, user_id, name, token_hash, scope) values ($1, $2, $3, $4, $5, $6)
       returning id, user_id, name, scope, created_at, last_used_at, revoked_at`,
      [id, input.orgId, input.userId, input.name ?? '', hashSecretToken(token), input.scope],
    );
    await recordAudit(this.session, { ...context, orgId: input.orgId }, 'token.create', undefined, {
      tokenId: id,
      userId: input.userId,
      scope: input.scope,
    });
    return { token, summary: toTokenSummary(result.rows[0]!) };
  }

  /**
   * The principal behind a bearer token, its role narrowed to the token's scope. One indexed read per
   * request; the last use is written at most once a minute, so reads do not turn into writes.
   */
  async principalForToken(token: string, now: Date): Promise<Principal | undefined> {
    const result = await this.session.query<{
      id: string;
      user_id: string;
      org_id: string;
      scope: TokenScope;
      last_used_at: Date | null;
      role: string;
      email: string;
      org_name: string;
    }>(
      `select t.id, t.user_id, t.org_id, t.scope, t.last_used_at, m.role, u.email, o.name as org_name
       from api_tokens t
       join memberships m on m.org_id = t.org_id and m.user_id = t.user_id
       join users u on u.id = t.user_id join organisations o on o.id = t.org_id
       where t.token_hash = $1 and t.revoked_at is null`,
      [hashSecretToken(token)],
    );
    const row = result.rows[0];
    if (!row || !isRole(row.role)) return undefined;
    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > 60_000) {
      await this.session.query('update api_tokens set last_used_at = $2 where id = $1', [row.id, now]);
    }
    return {
      userId: row.user_id,
      email: row.email,
      orgId: row.org_id,
      orgName: row.org_name,
      role: roleWithinScope(row.role, row.scope),
      via: 'token',
      tokenId: row.id,
      tokenScope: row.scope,
    };
  }

  async listTokens(orgId: string): Promise<ApiTokenSummary[]> {
    const result = await this.session.query<TokenRow>(
      `select id, user_id, name, scope, created_at, last_used_at, revoked_at from api_tokens
       where org_id = $1 order by created_at, id`,
      [orgId],
    );
    return result.rows.map(toTokenSummary);
  }

  /** Revokes a token of this organisation; the next request carrying it is refused. */
  async revokeToken(orgId: string, tokenId: string, context: WriteContext): Promise<void> {
    const result = await this.session.query(
      'update api_tokens set revoked_at = coalesce(revoked_at, now()) where id = $1 and org_id = $2 returning id',
      [tokenId, orgId],
    );
    if (result.rows.length === 0) throw notFound('token', tokenId);
    await recordAudit(this.session, { ...context, orgId }, 'token.revoke', undefined, { tokenId });
  }
}
