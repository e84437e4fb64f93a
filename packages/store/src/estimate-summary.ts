import type { Estimate } from '@quoin/core';
import type { Session } from './session.ts';

/** One row of an estimate list: enough for a table without loading the tree. */
export interface EstimateSummary {
  id: string;
  title: string;
  version: number;
  lifecycleState: Estimate['lifecycleState'];
  qualityScore?: number;
  grandTotalCents: number;
  lineItemCount: number;
  createdAt: string;
  updatedAt: string;
  archivedAt?: string;
}

export interface ListEstimatesOptions {
  /** Word prefixes matched against title and id: "bath rem" finds "Hall bathroom remodel". */
  search?: string;
  includeArchived?: boolean;
  limit: number;
  offset: number;
}

export interface SummaryRow {
  id: string;
  title: string;
  version: number;
  lifecycle: Estimate['lifecycleState'];
  quality_score: number | null;
  grand_total_cents: number;
  line_item_count: number;
  created_at: Date;
  updated_at: Date;
  archived_at: Date | null;
}

export const SUMMARY_COLUMNS = `id, title, version, lifecycle, quality_score, grand_total_cents, line_item_count,
  created_at, updated_at, archived_at`;

export function toSummary(row: SummaryRow): EstimateSummary {
  return {
    id: row.id,
    title: row.title,
    version: row.version,
    lifecycleState: row.lifecycle,
    ...(row.quality_score === null ? {} : { qualityScore: row.quality_score }),
    grandTotalCents: row.grand_total_cents,
    lineItemCount: row.line_item_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    ...(row.archived_at === null ? {} : { archivedAt: row.archived_at.toISOString() }),
  };
}

/** "bath rem" → "bath:* & rem:*"; only letters and digits reach to_tsquery, so user text cannot break it. */
function prefixQuery(search: string | undefined): string | null {
  const words = search?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** A page of estimate summaries, most recently updated first, with the total that match. */
export async function listEstimateSummaries(
  session: Session,
  options: ListEstimatesOptions,
  orgId: string,
): Promise<{ items: EstimateSummary[]; total: number }> {
  const limit = Math.max(1, Math.min(500, Math.trunc(options.limit)));
  const offset = Math.max(0, Math.trunc(options.offset));
  const where = `where ($1::boolean or archived_at is null)
    and ($2::text is null or search_vector @@ to_tsquery('simple', $2)) and org_id = $3`;
  const params = [options.includeArchived ?? false, prefixQuery(options.search), orgId];
  const rows = await session.query<SummaryRow>(
    `select ${SUMMARY_COLUMNS}
     from estimates ${where} order by updated_at desc, id limit $4 offset $5`,
    [...params, limit, offset],
  );
  const count = await session.query<{ total: number }>(
    `select count(*) as total from estimates ${where}`,
    params,
  );
  return { items: rows.rows.map(toSummary), total: count.rows[0]?.total ?? 0 };
}
