import { actAs, actingRole, actingUser, isRole } from '@quoin/store';
import { orgContextOf } from '../access/org-context.ts';
import type { AppContext } from '../app-deps.ts';
import type { JobData } from './job-queue.ts';

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

/**
 * Runs a job's work in the context of the organisation its data names (`orgContextOf`), as its acting user
 * when it names one. Data queued before jobs carried an organisation runs in the context it is given.
 */
export function inJobScope<T>(
  context: AppContext,
  data: JobData,
  work: (scoped: AppContext) => Promise<T>,
): Promise<T> {
  const scoped = typeof data.orgId === 'string' ? orgContextOf(context, data.orgId) : context;
  const user = typeof data.actingUser === 'string' ? data.actingUser : undefined;
  if (!user) return work(scoped);
  const role = isRole(data.actingRole) ? data.actingRole : undefined;
  return actAs(user, () => work(scoped), role);
}
