import { randomUUID } from 'node:crypto';
import { QuoinError } from '@quoin/core';
import { recordAudit, type WriteContext } from '../audit-log.ts';
import type { Session } from '../session.ts';
import { type AccountRepository, checkedPassword, normaliseEmail } from './account-repository.ts';
import { asSystem } from './acting-user.ts';
import type { InvitationSummary } from './principal.ts';
import { assertMay } from './role-policy.ts';
import { isRole, type Role } from './roles.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';

interface InvitationRow {
  id: string;
  org_id: string;
  email: string;
  role: string;
  invited_by: string;
  expires_at: Date;
  accepted_at: Date | null;
}

function toSummary(row: InvitationRow): InvitationSummary {
  return {
    id: row.id,
    email: row.email,
    role: isRole(row.role) ? row.role : 'viewer',
    invitedBy: row.invited_by,
    expiresAt: row.expires_at.toISOString(),
    ...(row.accepted_at ? { acceptedAt: row.accepted_at.toISOString() } : {}),
  };
}

/** Invitations to join an organisation: a one-time token (kept hashed) that expires. */
export class InvitationRepository {
  constructor(
    private readonly session: Session,
    private readonly accounts: AccountRepository,
  ) {}

  async invite(
    input: { orgId: string; email: string; role: Exclude<Role, 'owner'>; expiresAt: Date },
    context: WriteContext,
  ): Promise<{ token: string; invitation: InvitationSummary }> {
    assertMay('people.manage');
    const email = normaliseEmail(input.email);
    const token = newSecretToken('qi');
    const result = await this.session.query<InvitationRow>(
      `insert into invitations (id, org_id, email, role, token_hash, invited_by, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       returning id, org_id, email, role, invited_by, expires_at, accepted_at`,
      [
        `inv-${randomUUID()}`,
        input.orgId,
        email,
        input.role,
        hashSecretToken(token),
        context.actor,
        input.expiresAt,
      ],
    );
    const row = result.rows[0]!;
    await recordAudit(this.session, { ...context, orgId: input.orgId }, 'invitation.create', undefined, {
      invitationId: row.id,
      email,
      role: input.role,
    });
    return { token, invitation: toSummary(row) };
  }

  async list(orgId: string): Promise<InvitationSummary[]> {
    const result = await this.session.query<InvitationRow>(
      `select id, org_id, email, role, invited_by, expires_at, accepted_at from invitations
       where org_id = $1 order by created_at, id`,
      [orgId],
    );
    return result.rows.map(toSummary);
  }

  /**
   * Accepts an invitation: the invited email becomes a user (with this password) and a member with the
   * invited role. Returns the user and organisation. An unknown, used or expired token is UNAUTHENTICATED.
   */
  async accept(
    token: string,
    password: string,
    now: Date,
    displayName = '',
  ): Promise<{ userId: string; orgId: string }> {
    checkedPassword(password);
    const claimed = await this.session.query<InvitationRow>(
      `update invitations set accepted_at = $2
       where token_hash = $1 and accepted_at is null and expires_at > $2
       returning id, org_id, email, role, invited_by, expires_at, accepted_at`,
      [hashSecretToken(token), now],
    );
    const row = claimed.rows[0];
    if (!row || !isRole(row.role)) {
      throw new QuoinError(
        'UNAUTHENTICATED',
        'This invitation is unknown, used or expired; ask for a new one.',
        {},
      );
    }
    const userId = await this.accounts.ensureUser(row.email, password, displayName);
    // The invitation an admin made is the authority here, not the role of whoever happens to be signed in.
    const role = row.role;
    await asSystem(() =>
      this.accounts.setMembership(row.org_id, userId, role, { actor: row.email, orgId: row.org_id }),
    );
    return { userId, orgId: row.org_id };
  }
}
