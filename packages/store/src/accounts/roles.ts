/** Roles in an organisation, weakest first: viewers read, estimators edit, admins manage people, agents, keys. */
export const ROLES = ['viewer', 'estimator', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** What a personal API token may do, whatever its owner's role: read, write, or administer. */
export const TOKEN_SCOPES = ['read', 'write', 'admin'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True when `role` is `required` or stronger. */
export function roleAtLeast(role: Role, required: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(required);
}

/** The strongest role a token's scope allows: a read token acts as a viewer even for its owner. */
export function roleWithinScope(role: Role, scope: TokenScope): Role {
  const ceiling: Role = scope === 'read' ? 'viewer' : scope === 'write' ? 'estimator' : 'owner';
  return roleAtLeast(role, ceiling) ? ceiling : role;
}
