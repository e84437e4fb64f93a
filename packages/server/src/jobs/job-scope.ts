import { QuoinError } from '@quoin/core';
import { actAs, actingRole, actingUser, findJobSubjectOrg, isRole } from '@quoin/store';
import { orgContextOf } from '../access/org-context.ts';
import type { AppContext } from '../app-deps.ts';
import type { JobData, JobOutput } from './job-queue.ts';

/**
 * Whose work a job is: the organisation it reads and writes, and the signed-in user (with the role) who
 * queued it, when there was one. Every job carries it, so a worker, or a server resuming after a crash, runs
 * the job in that organisation's context and held to that role, not in the default organisation's view.
 */
export interface JobScope {
  orgId: string;
  actingUser?: string;
  actingRole?: string;
}

/** The scope of the calling request: its context's organisation and the user `actAs` named, if any. */
export function jobScopeOf(context: AppContext): JobScope {
  const user = actingUser();
  const role = actingRole();
  return {
    orgId: context.store.orgId,
    ...(user ? { actingUser: user } : {}),
    ...(user && role ? { actingRole: role } : {}),
  };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The organisation of a job queued before jobs carried one: looked up from its subject (the plan, the run,
 * the estimate it names) across organisations. Never the default organisation by assumption: a job whose
 * subject is not stored is refused, logged with its data, and runs nothing.
 */
async function orgOfLegacyJob(context: AppContext, data: JobData): Promise<string | JobOutput> {
  const subject = {
    ...(text(data.planId) ? { planId: text(data.planId) } : {}),
    ...(text(data.runId) ? { runId: text(data.runId) } : {}),
    ...(text(data.estimateId) ? { estimateId: text(data.estimateId) } : {}),
  };
  const orgId = await findJobSubjectOrg(context.store.session, subject);
  if (orgId) return orgId;
  const error = new QuoinError(
    'NOT_FOUND',
    'A job queued without an organisation names no stored plan, run or estimate, so whose work it is cannot be known; it was not run.',
    { subject },
  );
  context.log.error({ code: error.code, job: data }, error.message);
  return { refusal: { code: error.code, message: error.message, details: error.details } };
}

/**
 * Runs a job's work in the context of the organisation its data names (`orgContextOf`), as its acting user
 * when it names one. A job queued before jobs carried an organisation runs in its subject's organisation
 * (`orgOfLegacyJob`), or is refused: its refusal is the job's output, so the queue does not retry it.
 */
export async function inJobScope<T>(
  context: AppContext,
  data: JobData,
  work: (scoped: AppContext) => Promise<T>,
): Promise<T | JobOutput> {
  const orgId = text(data.orgId) ?? (await orgOfLegacyJob(context, data));
  if (typeof orgId !== 'string') return orgId;
  const scoped = orgContextOf(context, orgId);
  const user = text(data.actingUser);
  if (!user) return work(scoped);
  const role = isRole(data.actingRole) ? data.actingRole : undefined;
  return actAs(user, () => work(scoped), role);
}
