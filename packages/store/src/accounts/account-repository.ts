import { randomUUID } from 'node:crypto';
import { QuoinError } from '@quoin/core';
import { recordAudit, type WriteContext } from '../audit-log.ts';
import type { Session } from '../session.ts';
import { alreadyExists, notFound } from '../store-errors.ts';
import { DEFAULT_ORG_ID } from './default-org.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import {
  DEFAULT_LOCKOUT,
  type LockoutPolicy,
  type Member,
  type Organisation,
  type Principal,
} from './principal.ts';
import { assertMay } from './role-policy.ts';
import { isRole, type Role } from './roles.ts';

interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  failed_sign_ins: number;
  locked_until: Date | null;
}

interface MembershipRow {
  org_id: string;
  org_name: string;
  role: string;
}

export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(trimmed) || trimmed.length > 254) {
    throw new QuoinError('VALIDATION_FAILED', `"${email}" is not an email address.`, { email });
  }
  return trimmed;
}

function unauthenticated(message: string, details: Record<string, unknown> = {}): QuoinError {
  return new QuoinError('UNAUTHENTICATED', message, details);
}

/**
 * Organisations, users and memberships, and password sign-in with lockout. Passwords are kept as scrypt
 * hashes; a wrong email and a wrong password fail alike, so sign-in does not tell which emails exist.
 */
export class AccountRepository {
  constructor(
    private readonly session: Session,
    private readonly lockout: LockoutPolicy = DEFAULT_LOCKOUT,
  ) {}

  /**
   * A new organisation. With `adoptDefault`, the first one takes over the default organisation (renamed), so
   * the estimates made in single-user mode belong to the firm that turns accounts on.
   */
  async createOrganisation(
    name: string,
    context: WriteContext,
    options: { adoptDefault?: boolean } = {},
  ): Promise<Organisation> {
    const trimmed = name.trim();
    if (!trimmed) throw new QuoinError('VALIDATION_FAILED', 'An organisation needs a name.', {});
    if (options.adoptDefault) {
      const adopted = await this.session.query<{ created_at: Date }>(
        `update organisations set name = $2 where id = $1
           and not exists (select 1 from memberships where org_id = $1) returning created_at`,
        [DEFAULT_ORG_ID, trimmed],
      );
      if (adopted.rows[0]) {
        await recordAudit(this.session, { ...context, orgId: DEFAULT_ORG_ID }, 'org.adopt', undefined, {
          name: trimmed,
        });
        return { id: DEFAULT_ORG_ID, name: trimmed, createdAt: adopted.rows[0].created_at.toISOString() };
      }
    }
    const id = `org-${randomUUID()}`;
    const result = await this.session
      .query<{ created_at: Date }>(
        'insert into organisations (id, name) values ($1, $2) returning created_at',
        [id, trimmed],
      )
      .catch((error: { code?: string }) => {
        throw error.code === '23505' ? alreadyExists('organisation', trimmed) : error;
      });
    await recordAudit(this.session, { ...context, orgId: id }, 'org.create', undefined, { name: trimmed });
    return { id, name: trimmed, createdAt: result.rows[0]!.created_at.toISOString() };
  }

  async findOrganisation(nameOrId: string): Promise<Organisation | undefined> {
    const result = await this.session.query<{ id: string; name: string; created_at: Date }>(
      'select id, name, created_at from organisations where id = $1 or name = $1',
      [nameOrId],
    );
    const row = result.rows[0];
    return row ? { id: row.id, name: row.name, createdAt: row.created_at.toISOString() } : undefined;
  }

  /** Every organisation's id, oldest first: what start-up work and the scheduler do once per organisation. */
  async listOrganisationIds(): Promise<string[]> {
    const result = await this.session.query<{ id: string }>(
      'select id from organisations order by created_at, id',
    );
    return result.rows.map((row) => row.id);
  }

  /** Creates the user when the email is new (with the password, if given); returns the user's id either way. */
  async ensureUser(email: string, password?: string, displayName = ''): Promise<string> {
    const normal = normaliseEmail(email);
    const existing = await this.session.query<{ id: string }>('select id from users where email = $1', [
      normal,
    ]);
    if (existing.rows[0]) {
      if (password !== undefined) await this.setPassword(existing.rows[0].id, password);
      return existing.rows[0].id;
    }
    const id = `user-${randomUUID()}`;
    const hash = password === undefined ? null : await hashPassword(checkedPassword(password));
    await this.session.query(
      'insert into users (id, email, display_name, password_hash) values ($1, $2, $3, $4)',
      [id, normal, displayName, hash],
    );
    return id;
  }

  async setPassword(userId: string, password: string): Promise<void> {
    const hash = await hashPassword(checkedPassword(password));
    await this.session.query(
      'update users set password_hash = $2, failed_sign_ins = 0, locked_until = null where id = $1',
      [userId, hash],
    );
  }

  /** Adds the user to the organisation, or changes the role of a member. */
  async setMembership(orgId: string, userId: string, role: Role, context: WriteContext): Promise<void> {
    assertMay('people.manage');
    await this.session.query(
      `insert into memberships (org_id, user_id, role) values ($1, $2, $3)
       on conflict (org_id, user_id) do update set role = excluded.role`,
      [orgId, userId, role],
    );
    await recordAudit(this.session, { ...context, orgId }, 'member.set', undefined, { userId, role });
  }

  async listMembers(orgId: string): Promise<Member[]> {
    const result = await this.session.query<{
      user_id: string;
      email: string;
      display_name: string;
      role: string;
      created_at: Date;
    }>(
      `select m.user_id, u.email, u.display_name, m.role, m.created_at from memberships m
       join users u on u.id = m.user_id where m.org_id = $1 order by m.created_at, u.email`,
      [orgId],
    );
    return result.rows.map((row) => ({
      userId: row.user_id,
      email: row.email,
      displayName: row.display_name,
      role: isRole(row.role) ? row.role : 'viewer',
      joinedAt: row.created_at.toISOString(),
    }));
  }

  /** The principal of a user in one organisation (their first by join date when none is named). */
  async principalFor(userId: string, orgId?: string): Promise<Omit<Principal, 'via'> | undefined> {
    const result = await this.session.query<MembershipRow & { email: string }>(
      `select m.org_id, o.name as org_name, m.role, u.email from memberships m
       join organisations o on o.id = m.org_id join users u on u.id = m.user_id
       where m.user_id = $1 and ($2::text is null or m.org_id = $2) order by m.created_at limit 1`,
      [userId, orgId ?? null],
    );
    const row = result.rows[0];
    if (!row || !isRole(row.role)) return undefined;
    return { userId, email: row.email, orgId: row.org_id, orgName: row.org_name, role: row.role };
  }

  /**
   * Checks an email and password. Throws UNAUTHENTICATED for a wrong pair and while the account is locked
   * (after `maxFailures` wrong passwords in a row); a right password resets the count.
   */
  async verifySignIn(email: string, password: string, now: Date): Promise<string> {
    const wrong = () => unauthenticated('The email or password is wrong.');
    let normal: string;
    try {
      normal = normaliseEmail(email);
    } catch {
      throw wrong();
    }
    const result = await this.session.query<UserRow>(
      'select id, email, password_hash, failed_sign_ins, locked_until from users where email = $1',
      [normal],
    );
    const user = result.rows[0];
    if (!user?.password_hash) throw wrong();
    if (user.locked_until && user.locked_until > now) {
      throw unauthenticated(
        `Too many wrong passwords: the account is locked until ${user.locked_until.toISOString()}.`,
        { lockedUntil: user.locked_until.toISOString() },
      );
    }
    if (await verifyPassword(password, user.password_hash)) {
      await this.session.query('update users set failed_sign_ins = 0, locked_until = null where id = $1', [
        user.id,
      ]);
      return user.id;
    }
    const failures = user.failed_sign_ins + 1;
    const lockedUntil =
      failures >= this.lockout.maxFailures ? new Date(now.getTime() + this.lockout.lockoutMs) : null;
    await this.session.query('update users set failed_sign_ins = $2, locked_until = $3 where id = $1', [
      user.id,
      lockedUntil ? 0 : failures,
      lockedUntil,
    ]);
    throw wrong();
  }

  async requireUserByEmail(email: string): Promise<string> {
    const normal = normaliseEmail(email);
    const result = await this.session.query<{ id: string }>('select id from users where email = $1', [
      normal,
    ]);
    if (!result.rows[0]) throw notFound('user', normal);
    return result.rows[0].id;
  }
}

/** A password within the length rule, or VALIDATION_FAILED. */
export function checkedPassword(password: string): string {
  if (password.length < 10 || password.length > 1024) {
    throw new QuoinError('VALIDATION_FAILED', 'A password has 10 to 1024 characters.', {});
  }
  return password;
}
