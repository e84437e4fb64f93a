import type { Queryable, Session } from './session.ts';

/** Who is writing: a user id, `cli`, or an agent/job name. Every write takes one and leaves an audit row. */
export interface WriteContext {
  actor: string;
}

export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  estimateId?: string;
  details: Record<string, unknown>;
  at: string;
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
  await tx.query(
    'insert into audit_log (actor, action, estimate_id, details) values ($1, $2, $3, $4::jsonb)',
    [context.actor, action, estimateId ?? null, JSON.stringify(details)],
  );
}

/** Reads the audit log: who did what, when, to which estimate. Oldest first. */
export class AuditLog {
  constructor(private readonly session: Session) {}

  async list(options: { estimateId?: string; limit?: number } = {}): Promise<AuditEntry[]> {
    const result = await this.session.query<AuditRow>(
      `select id, actor, action, estimate_id, details, at from audit_log
       where ($1::text is null or estimate_id = $1) order by id limit $2`,
      [options.estimateId ?? null, options.limit ?? 1000],
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
