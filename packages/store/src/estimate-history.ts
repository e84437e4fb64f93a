import { type Estimate, estimateSchema } from '@quoin/core';
import type { Session } from './session.ts';

/** How many earlier states of one estimate are kept for undo. */
export const UNDO_DEPTH = 20;

export interface EstimateSnapshot {
  id: number;
  label: string;
  estimate: Estimate;
}

interface SnapshotRow {
  id: string | number;
  label: string;
  estimate: unknown;
}

/** Earlier states of estimates, newest last, for undo of the last change (and the one before, …). */
export class EstimateHistory {
  constructor(private readonly session: Session) {}

  /** Keeps the estimate as it was before a change named `label`; the oldest past UNDO_DEPTH go. */
  async remember(estimate: Estimate, label: string): Promise<void> {
    await this.session.query(
      `insert into estimate_snapshots (estimate_id, version, label, estimate) values ($1, $2, $3, $4::jsonb)`,
      [estimate.id, estimate.version, label, JSON.stringify(estimate)],
    );
    await this.session.query(
      `delete from estimate_snapshots where estimate_id = $1 and id not in (
         select id from estimate_snapshots where estimate_id = $1 order by id desc limit $2)`,
      [estimate.id, UNDO_DEPTH],
    );
  }

  /** The newest earlier state, or undefined when there is nothing to undo. */
  async latest(estimateId: string): Promise<EstimateSnapshot | undefined> {
    const result = await this.session.query<SnapshotRow>(
      'select id, label, estimate from estimate_snapshots where estimate_id = $1 order by id desc limit 1',
      [estimateId],
    );
    const row = result.rows[0];
    return row
      ? { id: Number(row.id), label: row.label, estimate: estimateSchema.parse(row.estimate) }
      : undefined;
  }

  async forget(snapshotId: number): Promise<void> {
    await this.session.query('delete from estimate_snapshots where id = $1', [snapshotId]);
  }
}
