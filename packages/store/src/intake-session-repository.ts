import { QuoinError } from '@quoin/core';
import { type Brief, briefSchema, type IntakeMode } from '@quoin/protocol';
import { DEFAULT_ORG_ID } from './accounts/default-org.ts';
import type { Session } from './session.ts';
import { notFound, translateDatabaseError } from './store-errors.ts';

export type IntakeStatus = 'interviewing' | 'summary' | 'confirmed';

export interface StoredIntake {
  id: string;
  estimateId?: string;
  mode: IntakeMode;
  status: IntakeStatus;
  /** The interviewer's whole session (plain JSON); read by whoever resumes it. */
  state: unknown;
  brief: Brief;
  createdAt: string;
  updatedAt: string;
}

interface IntakeRow {
  id: string;
  estimate_id: string | null;
  mode: IntakeMode;
  status: IntakeStatus;
  state: unknown;
  brief: unknown;
  created_at: Date;
  updated_at: Date;
}

function toIntake(row: IntakeRow): StoredIntake {
  return {
    id: row.id,
    ...(row.estimate_id === null ? {} : { estimateId: row.estimate_id }),
    mode: row.mode,
    status: row.status,
    state: row.state,
    // A stored brief is read through the schema, so an older version fails loudly instead of half-loading.
    brief: briefSchema.parse(row.brief),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Intake interviews and their briefs, by id and by estimate. */
export class IntakeSessionRepository {
  /** Every query is scoped to `orgId`; an interview of another organisation reads as absent. */
  constructor(
    private readonly session: Session,
    readonly orgId: string = DEFAULT_ORG_ID,
  ) {}

  async create(input: Omit<StoredIntake, 'createdAt' | 'updatedAt'>): Promise<StoredIntake> {
    if (input.estimateId) {
      const owned = await this.session.query('select 1 from estimates where id = $1 and org_id = $2', [
        input.estimateId,
        this.orgId,
      ]);
      if (owned.rows.length === 0) throw notFound('estimate', input.estimateId);
    }
    try {
      const result = await this.session.query<IntakeRow>(
        `insert into intake_sessions (id, estimate_id, mode, status, state, brief, org_id)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7) returning *`,
        [
          input.id,
          input.estimateId ?? null,
          input.mode,
          input.status,
          JSON.stringify(input.state),
          JSON.stringify(briefSchema.parse(input.brief)),
          this.orgId,
        ],
      );
      return toIntake(result.rows[0]!);
    } catch (error) {
      throw translateDatabaseError(error, {
        kind: 'intake',
        id: input.id,
        ...(input.estimateId ? { estimateId: input.estimateId } : {}),
      });
    }
  }

  async get(id: string): Promise<StoredIntake | undefined> {
    const result = await this.session.query<IntakeRow>(
      'select * from intake_sessions where id = $1 and org_id = $2',
      [id, this.orgId],
    );
    const row = result.rows[0];
    return row ? toIntake(row) : undefined;
  }

  /** Saves the session after a turn; an unknown id is NOT_FOUND. */
  async update(
    id: string,
    change: { status: IntakeStatus; state: unknown; brief: Brief },
  ): Promise<StoredIntake> {
    const result = await this.session.query<IntakeRow>(
      `update intake_sessions set status = $2, state = $3::jsonb, brief = $4::jsonb, updated_at = now()
       where id = $1 and org_id = $5 returning *`,
      [
        id,
        change.status,
        JSON.stringify(change.state),
        JSON.stringify(briefSchema.parse(change.brief)),
        this.orgId,
      ],
    );
    const row = result.rows[0];
    if (!row) throw new QuoinError('NOT_FOUND', `No intake interview ${id}.`, { kind: 'intake', id });
    return toIntake(row);
  }

  /** The estimate's brief: from its latest confirmed interview, else its latest interview; undefined if none. */
  async briefForEstimate(estimateId: string): Promise<Brief | undefined> {
    const result = await this.session.query<IntakeRow>(
      `select * from intake_sessions where estimate_id = $1 and org_id = $2
       order by (status = 'confirmed') desc, updated_at desc, id desc limit 1`,
      [estimateId, this.orgId],
    );
    const row = result.rows[0];
    return row ? toIntake(row).brief : undefined;
  }
}
