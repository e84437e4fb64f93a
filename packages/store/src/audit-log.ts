import { actingUser } from './accounts/acting-user.ts';
import { DEFAULT_ORG_ID } from './accounts/default-org.ts';
import { assertMay } from './accounts/role-policy.ts';
import type { Queryable, Session } from './session.ts';

/** Who is writing: a user id, `cli`, or an agent/job name. Every write takes one and leaves an audit row. */
export interface WriteContext {
  actor: string;
  /** The organisation the write belongs to; absent → the estimate's, else the default organisation. */
  orgId?: string;
}

export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  estimateId?: string;
  /** What changed: versions before and after, the fields changed, the ids touched. */
  details: Record<string, unknown>;
  at: string;
}

/** Filters of the audit log; all optional, combined with AND. */
export interface AuditQuery {
  estimateId?: string;
  actor?: string;
  /** An exact action (`estimate.update`) or a prefix ending in a dot (`token.`). */
  action?: string;
  since?: Date;
  limit?: number;
}

interface AuditRow {
  id: number;
  actor: string;
  action: string;
  estimate_id: string | null;
  details: Record<string, unknown>;
  at: Date;
}

/** Appends one audit row inside the caller's transaction, so the row exists exactly when the write does. */
export async function recordAudit(
  tx: Queryable,
  context: WriteContext,
  action: string,
  estimateId: string | undefined,
  details: Record<string, unknown> = {},
): Promise<void> {
  const user = actingUser();
  const via = user && context.actor !== user && context.actor !== 'api' ? { via: context.actor } : {};
  await tx.query(
    `insert into audit_log (actor, action, estimate_id, details, org_id)
     values ($1, $2, $3, $4::jsonb,
       coalesce($5::text, (select org_id from estimates where id = $3), '${DEFAULT_ORG_ID}'))`,
    [
      user ?? context.actor,
      action,
      estimateId ?? null,
      JSON.stringify({ ...details, ...via }),
      context.orgId ?? null,
    ],
  );
}

/** Reads one organisation's audit log: who did what, when, to which estimate. Oldest first. */
export class AuditLog {
  constructor(
    private readonly session: Session,
    readonly orgId: string = DEFAULT_ORG_ID,
  ) {}

  async list(options: AuditQuery = {}): Promise<AuditEntry[]> {
    assertMay('audit.read');
    const action = options.action ?? null;
    const result = await this.session.query<AuditRow>(
      `select id, actor, action, estimate_id, details, at from audit_log
       where org_id = $1 and ($2::text is null or estimate_id = $2) and ($3::text is null or actor = $3)
         and ($4::text is null or action = $4 or (right($4, 1) = '.' and starts_with(action, $4)))
         and ($5::timestamptz is null or at >= $5)
       order by id limit $6`,
      [
        this.orgId,
        options.estimateId ?? null,
        options.actor ?? null,
        action,
        options.since ?? null,
        options.limit ?? 1000,
      ],
    );
    return result.rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      ...(row.estimate_id === null ? {} : { estimateId: row.estimate_id }),
      details: row.details,
      at: row.at.toISOString(),
    }));
  }
}
