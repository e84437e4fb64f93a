import type { Queryable } from '../session.ts';

/** What a background job is about: the ids its data names (a plan, an agent run, an estimate). */
export interface JobSubject {
  planId?: string;
  runId?: string;
  estimateId?: string;
}

/**
 * The organisation a job's subject belongs to, read across organisations (this is how a job queued before jobs
 * carried their organisation finds whose work it is). The plan's estimate, else the run's log, else the
 * estimate; undefined when none of them is stored, and the job must not guess.
 */
export async function findJobSubjectOrg(q: Queryable, subject: JobSubject): Promise<string | undefined> {
  const lookups: [string | undefined, string][] = [
    [subject.planId, 'select e.org_id from plans p join estimates e on e.id = p.estimate_id where p.id = $1'],
    [subject.runId, 'select org_id from agent_runs where id = $1'],
    [subject.estimateId, 'select org_id from estimates where id = $1'],
  ];
  for (const [id, sql] of lookups) {
    if (!id) continue;
    const row = (await q.query<{ org_id: string }>(sql, [id])).rows[0];
    if (row) return row.org_id;
  }
  return undefined;
}
