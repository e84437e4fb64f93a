import type { Role } from '@quoin/store';

/** `public`: no sign-in needed; otherwise the weakest role that may call the route. */
export type RouteAccess = 'public' | 'member' | Role;

// Reads need a viewer and writes an estimator unless listed here. Admins manage people, agents and keys:
// publishing or rolling back an agent changes what runs for everyone; secrets stay with admins.
const OVERRIDES: Record<string, RouteAccess> = {
  getHealth: 'public',
  getOpenApi: 'public',
  getAuthSession: 'public',
  signIn: 'public',
  signOut: 'public',
  acceptInvitation: 'public',
  listMembers: 'viewer',
  listInvitations: 'admin',
  createInvitation: 'admin',
  // Anyone signed in holds their own tokens; the scope never lifts them above their role.
  listTokens: 'viewer',
  createToken: 'viewer',
  revokeToken: 'viewer',
  listAudit: 'admin',
  createAgent: 'admin',
  saveAgent: 'admin',
  publishAgent: 'admin',
  rollbackAgent: 'admin',
  // Running an agent spends model money: the high-cost approval belongs to estimators and above.
  runAgent: 'estimator',
  // Validating a config and calling a read-only tool write nothing.
  validateAgent: 'viewer',
  // The company profile is printed on every proposal the firm sends.
  updateCompanyProfile: 'admin',
  // A client opens and signs a shared proposal without an account: the link's token is the credential.
  getClientProposal: 'public',
  signClientProposal: 'public',
};

/** The role a REST operation needs. */
export function routeAccess(operationId: string, method: string): RouteAccess {
  return OVERRIDES[operationId] ?? (method === 'GET' ? 'viewer' : 'estimator');
}
