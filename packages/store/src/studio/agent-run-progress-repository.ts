import { DEFAULT_ORG_ID } from '../accounts/default-org.ts';
import type { Session } from '../session.ts';

/** One stored progress event of a run: the event as it was sent, and its place among the run's events. */
export interface StoredRunProgress {
  seq: number;
  event: Record<string, unknown>;
}

/**
 * The progress events of agent runs (what `/ws/agent-runs` sent), kept per run in the run's organisation so a
 * browser joining mid-run reads what happened so far. Another organisation's run reads as empty.
 */
export class AgentRunProgressRepository {
  constructor(
    private readonly session: Session,
    readonly orgId: string = DEFAULT_ORG_ID,
  ) {}

  /** Stores one event of a run; its `seq` orders it among every stored event (ascending as stored). */
  async append(runId: string, event: Record<string, unknown>): Promise<number> {
    const result = await this.session.query<{ seq: string | number }>(
      'insert into agent_run_progress (org_id, run_id, event) values ($1, $2, $3::jsonb) returning seq',
      [this.orgId, runId, JSON.stringify(event)],
    );
    return Number(result.rows[0]?.seq);
  }

  /** A run's stored events, oldest first. */
  async list(runId: string): Promise<StoredRunProgress[]> {
    const result = await this.session.query<{
      seq: string | number;
      event: Record<string, unknown> | string;
    }>('select seq, event from agent_run_progress where org_id = $1 and run_id = $2 order by seq', [
      this.orgId,
      runId,
    ]);
    return result.rows.map((row) => ({
      seq: Number(row.seq),
      event: typeof row.event === 'string' ? JSON.parse(row.event) : row.event,
    }));
  }

  /**
   * Deletes this organisation's events stored before `cutoff` (the scheduler keeps a month); a run's log row
   * stays, only its step-by-step replay goes. Returns how many events were deleted.
   */
  async pruneBefore(cutoff: Date): Promise<number> {
    const result = await this.session.query(
      'delete from agent_run_progress where org_id = $1 and created_at < $2',
      [this.orgId, cutoff.toISOString()],
    );
    return result.rowCount;
  }
}
