import type { ApiToken, AuditEntry, AuthSession, Invitation, Member } from './access-types.ts';
import { setCsrfToken } from './csrf-fetch.ts';

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(payload.error?.message ?? `Request failed (${response.status})`);
  return payload;
}

function remember(session: AuthSession): AuthSession {
  setCsrfToken(session.csrfToken);
  return session;
}

/** Sign-in and the admin screen's routes (/api/auth, /api/orgs, /api/tokens, /api/audit). */
export const accessApi = {
  session: async () => remember(await call<AuthSession>('GET', '/api/auth/session')),
  signIn: async (email: string, password: string) =>
    remember(await call<AuthSession>('POST', '/api/auth/sign-in', { email, password })),
  signOut: async () => remember(await call<AuthSession>('POST', '/api/auth/sign-out')),
  acceptInvitation: async (token: string, password: string) =>
    remember(await call<AuthSession>('POST', '/api/auth/accept-invitation', { token, password })),
  members: () => call<{ members: Member[] }>('GET', '/api/orgs/current/members'),
  invitations: () => call<{ invitations: Invitation[] }>('GET', '/api/orgs/current/invitations'),
  invite: (email: string, role: string) =>
    call<{ invitation: Invitation; token: string }>('POST', '/api/orgs/current/invitations', { email, role }),
  tokens: () => call<{ tokens: ApiToken[] }>('GET', '/api/tokens'),
  createToken: (name: string, scope: string) =>
    call<{ token: string; summary: ApiToken }>('POST', '/api/tokens', { name, scope }),
  revokeToken: (id: string) => call<{ revoked: true }>('DELETE', `/api/tokens/${encodeURIComponent(id)}`),
  audit: () => call<{ entries: AuditEntry[] }>('GET', '/api/audit?limit=200'),
};
