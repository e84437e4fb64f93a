import type { z } from 'zod';
import {
  acceptInvitationBodySchema,
  auditQuerySchema,
  auditResponseSchema,
  authSessionResponseSchema,
  createInvitationBodySchema,
  createInvitationResponseSchema,
  createTokenBodySchema,
  createTokenResponseSchema,
  listInvitationsResponseSchema,
  listMembersResponseSchema,
  listTokensResponseSchema,
  revokeTokenResponseSchema,
  signInBodySchema,
  tokenParamsSchema,
} from './access-schemas.ts';

/** A route entry shaped like rest-routes.ts's RestRoute (declared here so the two files do not import each other). */
interface RouteEntry {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  operationId: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  success: { status: number; body?: z.ZodType };
}

const session = { status: 200, body: authSessionResponseSchema };

/** Sign-in, people, invitations, API tokens and the audit log (issue #20); appended to REST_ROUTES. */
export const ACCESS_ROUTES: readonly RouteEntry[] = [
  {
    method: 'GET',
    path: '/api/auth/session',
    operationId: 'getAuthSession',
    summary: 'Whether accounts are required and who is signed in (with the CSRF token of a cookie session)',
    success: session,
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in',
    operationId: 'signIn',
    summary:
      'Sign in with email and password; sets an HttpOnly session cookie. Repeated failures lock the account',
    body: signInBodySchema,
    success: session,
  },
  {
    method: 'POST',
    path: '/api/auth/sign-out',
    operationId: 'signOut',
    summary: 'End the cookie session',
    success: session,
  },
  {
    method: 'POST',
    path: '/api/auth/accept-invitation',
    operationId: 'acceptInvitation',
    summary: 'Accept an invitation with a new password; signs the colleague in',
    body: acceptInvitationBodySchema,
    success: session,
  },
  {
    method: 'GET',
    path: '/api/orgs/current/members',
    operationId: 'listMembers',
    summary: 'The people of the signed-in organisation and their roles',
    success: { status: 200, body: listMembersResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/orgs/current/invitations',
    operationId: 'listInvitations',
    summary: 'Invitations of the organisation (admins)',
    success: { status: 200, body: listInvitationsResponseSchema },
  },
  {
    method: 'POST',
    path: '/api/orgs/current/invitations',
    operationId: 'createInvitation',
    summary: 'Invite a colleague by email with a role (admins); the token is shown once',
    body: createInvitationBodySchema,
    success: { status: 201, body: createInvitationResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/tokens',
    operationId: 'listTokens',
    summary: "The organisation's personal API tokens (admins see all, others their own); never the tokens",
    success: { status: 200, body: listTokensResponseSchema },
  },
  {
    method: 'POST',
    path: '/api/tokens',
    operationId: 'createToken',
    summary: 'A personal API token (read, write or admin); shown once, kept hashed',
    body: createTokenBodySchema,
    success: { status: 201, body: createTokenResponseSchema },
  },
  {
    method: 'DELETE',
    path: '/api/tokens/:tokenId',
    operationId: 'revokeToken',
    summary: 'Revoke a token (its holder, or an admin); the next request carrying it gets 401',
    params: tokenParamsSchema,
    success: { status: 200, body: revokeTokenResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/audit',
    operationId: 'listAudit',
    summary: "The organisation's audit log: who, what, when, before/after (admins)",
    query: auditQuerySchema,
    success: { status: 200, body: auditResponseSchema },
  },
];
