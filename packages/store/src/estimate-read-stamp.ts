import type { Estimate } from '@quoin/core';
import type { Queryable } from './session.ts';

/**
 * What a read of `GET /api/estimates/:id` is a function of: the estimate's version and save time (every write
 * bumps the version; the save time tells a re-created id apart) and the id of its pending plan (plans change
 * status without touching the estimate). Two reads with the same stamp answer the same bytes, whichever server
 * made them, so a cache checks the stamp against the database instead of trusting its own invalidations.
 */
export function estimateReadStamp(
  estimate: Pick<Estimate, 'version' | 'updatedAt'>,
  pendingPlanId: string | undefined,
): string {
  return `${estimate.version}|${estimate.updatedAt ?? ''}|${pendingPlanId ?? ''}`;
}

/** An estimate's stamp and the organisation it belongs to, as a batched stamp check answers them. */
export interface OwnedReadStamp {
  stamp: string;
  orgId: string;
}

/**
 * The stamps of many estimates in one indexed statement, with each one's organisation so the caller can hold
 * a read to the asker's (an id missing from the map has no estimate). One statement for every read waiting
 * at once is what lets a server on a shared PostgreSQL check each read against the database cheaply.
 */
export async function readEstimateStamps(
  q: Queryable,
  ids: readonly string[],
): Promise<Map<string, OwnedReadStamp>> {
  const stamps = new Map<string, OwnedReadStamp>();
  if (ids.length === 0) return stamps;
  const result = await q.query<{
    id: string;
    org_id: string;
    version: number;
    updated_at: Date;
    plan_id: string | null;
  }>(
    `select e.id, e.org_id, e.version, e.updated_at, p.id as plan_id
     from estimates e left join plans p on p.estimate_id = e.id and p.status = 'pending'
     where e.id = any($1::text[])`,
    [ids],
  );
  for (const row of result.rows) {
    const stamp = estimateReadStamp(
      { version: row.version, updatedAt: row.updated_at.toISOString() },
      row.plan_id ?? undefined,
    );
    stamps.set(row.id, { stamp, orgId: row.org_id });
  }
  return stamps;
}
