import { describe, expect, it } from 'vitest';
import { actAs, asSystem } from './acting-user.ts';
import { assertMay, mayAct, ROLE_ACTIONS, type RoleAction } from './role-policy.ts';
import { ROLES, type Role } from './roles.ts';

// Every action against every role: the one place a reader sees who may do what (issue 20).
const EXPECTED: Record<RoleAction, Record<Role, boolean>> = {
  'estimate.read': { viewer: true, estimator: true, admin: true, owner: true },
  'estimate.edit': { viewer: false, estimator: true, admin: true, owner: true },
  'estimate.send': { viewer: false, estimator: false, admin: true, owner: true },
  'agent.run': { viewer: false, estimator: true, admin: true, owner: true },
  'agent.approve-cost': { viewer: false, estimator: false, admin: true, owner: true },
  'agent.manage': { viewer: false, estimator: false, admin: true, owner: true },
  'people.manage': { viewer: false, estimator: false, admin: true, owner: true },
  'keys.manage': { viewer: false, estimator: false, admin: true, owner: true },
  'company.manage': { viewer: false, estimator: false, admin: true, owner: true },
  'audit.read': { viewer: false, estimator: false, admin: true, owner: true },
};

const cases = (Object.keys(ROLE_ACTIONS) as RoleAction[]).flatMap((action) =>
  ROLES.map((role) => [action, role, EXPECTED[action][role]] as const),
);

describe('role policy', () => {
  it('has an expectation for every action', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(ROLE_ACTIONS).sort());
  });

  it.each(cases)('%s as %s: allowed %s', (action, role, allowed) => {
    expect(mayAct(role, action)).toBe(allowed);
    const attempt = () => actAs('someone@example.com', () => assertMay(action), role);
    if (allowed) expect(attempt).not.toThrow();
    else expect(attempt).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it('lets single-user mode, the CLI and the system take every action', () => {
    for (const action of Object.keys(ROLE_ACTIONS) as RoleAction[]) {
      expect(() => assertMay(action)).not.toThrow();
      expect(() => actAs('local', () => assertMay(action))).not.toThrow();
      expect(() =>
        actAs('viewer@example.com', () => asSystem(() => assertMay(action)), 'viewer'),
      ).not.toThrow();
    }
  });
});
