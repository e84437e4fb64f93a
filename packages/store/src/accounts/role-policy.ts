import { QuoinError } from '@quoin/core';
import { actingRole } from './acting-user.ts';
import { type Role, roleAtLeast } from './roles.ts';

/**
 * The weakest role each action needs, enforced by the repositories themselves (not only by the routes), so
 * every way in — REST, WebSocket chat, tools, jobs started by a request — meets the same rule. Viewers read,
 * estimators edit, admins manage people, agents, keys and the company; the manager's calls (approving an agent
 * run above its cost threshold, marking an estimate sent to the client) are an admin's.
 */
export const ROLE_ACTIONS = {
  'estimate.read': 'viewer',
  'estimate.edit': 'estimator',
  'estimate.send': 'admin',
  'agent.run': 'estimator',
  'agent.approve-cost': 'admin',
  'agent.manage': 'admin',
  'people.manage': 'admin',
  'keys.manage': 'admin',
  'company.manage': 'admin',
  'audit.read': 'admin',
} as const satisfies Record<string, Role>;

export type RoleAction = keyof typeof ROLE_ACTIONS;

/** Whether `role` may take `action`; no role (single-user mode, the CLI, the system) may take every action. */
export function mayAct(role: Role | undefined, action: RoleAction): boolean {
  return role === undefined || roleAtLeast(role, ROLE_ACTIONS[action]);
}

/** FORBIDDEN unless the acting role (`actAs`) may take `action`. */
export function assertMay(action: RoleAction): void {
  const role = actingRole();
  if (mayAct(role, action)) return;
  const required = ROLE_ACTIONS[action];
  throw new QuoinError('FORBIDDEN', `${action} needs the ${required} role; you are ${role}.`, {
    action,
    role,
    required,
  });
}
