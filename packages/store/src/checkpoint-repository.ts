import { recordAudit, type WriteContext } from './audit-log.ts';
import type { Session } from './session.ts';
import { translateDatabaseError } from './store-errors.ts';

export type CheckpointStatus = 'started' | 'completed' | 'failed';

export interface CheckpointInput {
  jobId: string;
  stepKey: string;
  estimateId?: string;
  status: CheckpointStatus;
  /** What a resumed job needs from this step (its result), as JSON. */
  payload?: unknown;
}

/**
 * Steps of long jobs (agent runs, ingestion), so a restarted job skips what already finished. A completed step
 * is final: recording it again changes nothing, which makes retries and replays idempotent.
 */
export class CheckpointRepository {
  constructor(private readonly session: Session) {}

  /** Returns true when the row changed, false when the step was already completed. */
  async recordCheckpoint(input: CheckpointInput, context: WriteContext): Promise<boolean> {
    return this.session
      .transaction(async (tx) => {
        const result = await tx.query(
          `insert into job_checkpoints (job_id, step_key, estimate_id, status, payload)
         values ($1, $2, $3, $4, $5::jsonb)
         on conflict (job_id, step_key) do update
           set status = excluded.status, payload = excluded.payload, updated_at = now()
           where job_checkpoints.status <> 'completed'`,
          [
            input.jobId,
            input.stepKey,
            input.estimateId ?? null,
            input.status,
            input.payload === undefined ? null : JSON.stringify(input.payload),
          ],
        );
        const changed = result.rowCount > 0;
        if (changed) {
          await recordAudit(tx, context, 'checkpoint.record', input.estimateId, {
            jobId: input.jobId,
            stepKey: input.stepKey,
            status: input.status,
          });
        }
        return changed;
      })
      .catch((error: unknown) => {
        const id = `${input.jobId}/${input.stepKey}`;
        throw translateDatabaseError(error, {
          kind: 'checkpoint',
          id,
          ...(input.estimateId ? { estimateId: input.estimateId } : {}),
        });
      });
  }

  /** Completed steps of a job with their payloads, in the order they were last written. */
  async completedSteps(jobId: string): Promise<Map<string, unknown>> {
    const result = await this.session.query<{ step_key: string; payload: unknown }>(
      `select step_key, payload from job_checkpoints where job_id = $1 and status = 'completed'
       order by updated_at, step_key`,
      [jobId],
    );
    return new Map(result.rows.map((row) => [row.step_key, row.payload]));
  }
}
