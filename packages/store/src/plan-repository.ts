import { randomUUID } from 'node:crypto';
import { QuoinError } from '@quoin/core';
import { assertMay } from './accounts/role-policy.ts';
import { recordAudit, type WriteContext } from './audit-log.ts';
import type { Session } from './session.ts';
import { notFound, translateDatabaseError } from './store-errors.ts';

export type PlanStatus = 'pending' | 'approved' | 'rejected' | 'superseded' | 'executed' | 'failed';

/** Why an approved plan's execution failed: the error's code and message, as the client was told. */
export interface PlanFailure {
  code: string;
  message: string;
}

export interface StoredPlan {
  id: string;
  estimateId: string;
  status: PlanStatus;
  /** The plan document (core's plan schema); validated by whoever proposes or executes it. */
  plan: unknown;
  summary: string;
  createdBy: string;
  decidedBy?: string;
  createdAt: string;
  decidedAt?: string;
  /** Set when status is `failed`. */
  failure?: PlanFailure;
}

interface PlanRow {
  id: string;
  estimate_id: string;
  status: PlanStatus;
  plan: unknown;
  summary: string;
  created_by: string;
  decided_by: string | null;
  created_at: Date;
  decided_at: Date | null;
  failure?: PlanFailure | null;
}

// Plan mode: a plan waits for a person's decision; only an approved plan may be executed.
const ALLOWED_TRANSITIONS: Record<PlanStatus, PlanStatus[]> = {
  pending: ['approved', 'rejected', 'superseded'],
  approved: ['executed', 'failed'],
  rejected: [],
  superseded: [],
  executed: [],
  failed: [],
};

function toPlan(row: PlanRow): StoredPlan {
  return {
    id: row.id,
    estimateId: row.estimate_id,
    status: row.status,
    plan: row.plan,
    summary: row.summary,
    createdBy: row.created_by,
    ...(row.decided_by === null ? {} : { decidedBy: row.decided_by }),
    createdAt: row.created_at.toISOString(),
    ...(row.decided_at === null ? {} : { decidedAt: row.decided_at.toISOString() }),
    ...(row.failure ? { failure: row.failure } : {}),
  };
}

/** Plans proposed for an estimate; at most one is pending at a time. */
export class PlanRepository {
  constructor(private readonly session: Session) {}

  /** Stores a pending plan; an earlier pending plan of the same estimate becomes superseded. */
  async proposePlan(
    input: { estimateId: string; plan: unknown; summary?: string; id?: string },
    context: WriteContext,
  ): Promise<StoredPlan> {
    assertMay('estimate.edit');
    const id = input.id ?? randomUUID();
    const subject = { kind: 'plan', id, estimateId: input.estimateId };
    return this.session
      .transaction(async (tx) => {
        await tx.query(
          `update plans set status = 'superseded', decided_at = now(), decided_by = $2
         where estimate_id = $1 and status = 'pending'`,
          [input.estimateId, context.actor],
        );
        const result = await tx.query<PlanRow>(
          `insert into plans (id, estimate_id, status, plan, summary, created_by)
         values ($1, $2, 'pending', $3::jsonb, $4, $5) returning *`,
          [id, input.estimateId, JSON.stringify(input.plan), input.summary ?? '', context.actor],
        );
        const row = result.rows[0]!;
        await recordAudit(tx, context, 'plan.propose', input.estimateId, { planId: row.id });
        return toPlan(row);
      })
      .catch((error: unknown) => {
        throw translateDatabaseError(error, subject);
      });
  }

  /** The estimate's most recent plan that failed to execute, if its latest decided plan failed. */
  async getLatestFailedPlan(estimateId: string): Promise<StoredPlan | undefined> {
    const result = await this.session.query<PlanRow>(
      `select * from plans where estimate_id = $1 and status in ('executed', 'failed')
       order by decided_at desc nulls last, created_at desc limit 1`,
      [estimateId],
    );
    const row = result.rows[0];
    return row && row.status === 'failed' ? toPlan(row) : undefined;
  }

  async getPendingPlan(estimateId: string): Promise<StoredPlan | undefined> {
    const result = await this.session.query<PlanRow>(
      `select * from plans where estimate_id = $1 and status = 'pending'`,
      [estimateId],
    );
    return result.rows[0] ? toPlan(result.rows[0]) : undefined;
  }

  /** Plans in one status, oldest first (approved ones whose execution a crash interrupted, at start). */
  async listPlansByStatus(status: PlanStatus): Promise<StoredPlan[]> {
    const result = await this.session.query<PlanRow>(
      'select * from plans where status = $1 order by created_at, id',
      [status],
    );
    return result.rows.map(toPlan);
  }

  /**
   * Plans in one status with the organisation of their estimate, oldest first: start-up resumes each
   * approved plan in its own organisation's context (plans are scoped through their estimate).
   */
  async listPlansByStatusWithOrg(status: PlanStatus): Promise<{ plan: StoredPlan; orgId: string }[]> {
    const result = await this.session.query<PlanRow & { estimate_org_id: string }>(
      `select p.*, e.org_id as estimate_org_id from plans p join estimates e on e.id = p.estimate_id
       where p.status = $1 order by p.created_at, p.id`,
      [status],
    );
    return result.rows.map((row) => ({ plan: toPlan(row), orgId: row.estimate_org_id }));
  }

  async getPlan(id: string): Promise<StoredPlan | undefined> {
    const result = await this.session.query<PlanRow>('select * from plans where id = $1', [id]);
    return result.rows[0] ? toPlan(result.rows[0]) : undefined;
  }

  /** Moves a plan along pending → approved → executed (or rejected); other moves throw INVALID_TRANSITION. */
  async setPlanStatus(
    id: string,
    status: PlanStatus,
    context: WriteContext,
    failure?: PlanFailure,
  ): Promise<StoredPlan> {
    return this.session.transaction(async (tx) => {
      const current = (await tx.query<PlanRow>('select * from plans where id = $1 for update', [id])).rows[0];
      if (!current) throw notFound('plan', id);
      if (!ALLOWED_TRANSITIONS[current.status].includes(status)) {
        throw new QuoinError(
          'INVALID_TRANSITION',
          `Plan ${id} is ${current.status}; it cannot become ${status}.`,
          {
            planId: id,
            from: current.status,
            to: status,
          },
        );
      }
      const result = await tx.query<PlanRow>(
        `update plans set status = $2, decided_by = $3, decided_at = now(), failure = $4::jsonb
         where id = $1 returning *`,
        [id, status, context.actor, failure ? JSON.stringify(failure) : null],
      );
      await recordAudit(tx, context, `plan.${status}`, current.estimate_id, {
        planId: id,
        from: current.status,
        ...(failure ? { failure } : {}),
      });
      return toPlan(result.rows[0]!);
    });
  }
}
