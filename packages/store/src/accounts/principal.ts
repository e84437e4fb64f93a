import type { Role, TokenScope } from './roles.ts';

/** Who is asking, in which organisation, with which role (already narrowed by a token's scope). */
export interface Principal {
  userId: string;
  email: string;
  orgId: string;
  orgName: string;
  role: Role;
  via: 'session' | 'token';
  /** Sessions only: the value a cookie-authenticated write must echo in `x-csrf-token`. */
  csrfToken?: string;
  /** Tokens only. */
  tokenId?: string;
  tokenScope?: TokenScope;
}

export interface Organisation {
  id: string;
  name: string;
  createdAt: string;
}

export interface Member {
  userId: string;
  email: string;
  displayName: string;
  role: Role;
  joinedAt: string;
}

export interface ApiTokenSummary {
  id: string;
  userId: string;
  name: string;
  scope: TokenScope;
  createdAt: string;
  lastUsedAt?: string;
  revokedAt?: string;
}

export interface InvitationSummary {
  id: string;
  email: string;
  role: Role;
  invitedBy: string;
  expiresAt: string;
  acceptedAt?: string;
}

/** Sign-in limits: after `maxFailures` wrong passwords in a row the account is locked for `lockoutMs`. */
export interface LockoutPolicy {
  maxFailures: number;
  lockoutMs: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = { maxFailures: 5, lockoutMs: 15 * 60_000 };
