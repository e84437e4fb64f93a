import { QuoinError } from '@quoin/core';
import type {
  AcceptInvitationBody,
  AuditQueryWire,
  AuthSessionResponse,
  CreateInvitationBody,
  CreateTokenBody,
  SignInBody,
} from '@quoin/protocol';
import { type Principal, roleAtLeast } from '@quoin/store';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../app-deps.ts';
import type { HandlerFactory } from '../routes/route-handler.ts';
import { type AccessOptions, DEFAULT_SESSION_TTL_MS, SESSION_COOKIE } from './access-options.ts';
import { readCookie, sessionCookie } from './cookies.ts';
import { hasPrincipal, principalOf } from './request-principal.ts';
import { createSignInLimiter } from './sign-in-limiter.ts';

const DAY_MS = 24 * 60 * 60_000;

function sessionAnswer(
  options: AccessOptions,
  principal?: Principal,
  csrfToken?: string,
): AuthSessionResponse {
  return {
    authMode: options.mode,
    signedIn: principal !== undefined,
    ...(principal
      ? {
          user: {
            userId: principal.userId,
            email: principal.email,
            orgId: principal.orgId,
            orgName: principal.orgName,
            role: principal.role,
          },
        }
      : {}),
    ...(csrfToken ? { csrfToken } : {}),
  };
}

function requireAccounts(options: AccessOptions): void {
  if (options.mode !== 'required') {
    throw new QuoinError(
      'VALIDATION_FAILED',
      'This server runs without accounts (quoin serve --auth off).',
      {},
    );
  }
}

async function startSession(
  context: AppContext,
  options: AccessOptions,
  reply: FastifyReply,
  userId: string,
  orgId: string | undefined,
): Promise<AuthSessionResponse> {
  const principal = await context.store.accounts.principalFor(userId, orgId);
  if (!principal)
    throw new QuoinError('FORBIDDEN', 'This account belongs to no organisation (by that name).', {});
  const ttl = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
  const { sessionId, csrfToken } = await context.store.credentials.createSession(
    userId,
    principal.orgId,
    new Date(context.clock().getTime() + ttl),
  );
  reply.header(
    'set-cookie',
    sessionCookie(SESSION_COOKIE, sessionId, {
      maxAgeSeconds: ttl / 1000,
      secure: options.secureCookies ?? false,
    }),
  );
  return sessionAnswer(options, { ...principal, via: 'session' }, csrfToken);
}

/** Sign-in, people, invitations, tokens and the audit log; every answer is about the caller's organisation. */
export function accessHandlers(options: AccessOptions): HandlerFactory {
  const limiters = new WeakMap<AppContext, ReturnType<typeof createSignInLimiter>>();
  return (context) => ({
    async getAuthSession({ request }) {
      if (!hasPrincipal(request)) return sessionAnswer(options);
      const principal = principalOf(request);
      return sessionAnswer(options, principal, principal.csrfToken);
    },

    async signIn({ body, request }, reply) {
      requireAccounts(options);
      let limiter = limiters.get(context);
      if (!limiter) {
        limiter = createSignInLimiter(options.signInPerMinute ?? 10, context.clock);
        limiters.set(context, limiter);
      }
      limiter(request.ip);
      const { email, password, org } = body as SignInBody;
      const userId = await context.store.accounts.verifySignIn(email, password, context.clock());
      const orgId = org ? ((await context.store.accounts.findOrganisation(org))?.id ?? 'none') : undefined;
      return startSession(context, options, reply, userId, orgId);
    },

    async signOut({ request }, reply) {
      const sessionId = readCookie(request.headers.cookie, SESSION_COOKIE);
      if (sessionId) await context.store.credentials.deleteSession(sessionId);
      reply.header('set-cookie', sessionCookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure: false }));
      return sessionAnswer(options);
    },

    async acceptInvitation({ body }, reply) {
      requireAccounts(options);
      const { token, password, displayName } = body as AcceptInvitationBody;
      const { userId, orgId } = await context.store.invitations.accept(
        token,
        password,
        context.clock(),
        displayName,
      );
      return startSession(context, options, reply, userId, orgId);
    },

    async listMembers({ request }) {
      return { members: await context.store.accounts.listMembers(principalOf(request).orgId) };
    },

    async listInvitations({ request }) {
      return { invitations: await context.store.invitations.list(principalOf(request).orgId) };
    },

    async createInvitation({ body, request }, reply) {
      const principal = principalOf(request);
      const { email, role, expiresInDays } = body as CreateInvitationBody;
      const expiresAt = new Date(context.clock().getTime() + (expiresInDays ?? 7) * DAY_MS);
      const created = await context.store.invitations.invite(
        { orgId: principal.orgId, email, role, expiresAt },
        { actor: principal.email, orgId: principal.orgId },
      );
      reply.code(201);
      return created;
    },

    async listTokens({ request }) {
      const principal = principalOf(request);
      const tokens = await context.store.credentials.listTokens(principal.orgId);
      const mine = roleAtLeast(principal.role, 'admin')
        ? tokens
        : tokens.filter((t) => t.userId === principal.userId);
      return { tokens: mine };
    },

    async createToken({ body, request }, reply) {
      const principal = principalOf(request);
      const { name, scope } = body as CreateTokenBody;
      const created = await context.store.credentials.createToken(
        { orgId: principal.orgId, userId: principal.userId, scope, ...(name ? { name } : {}) },
        { actor: principal.email, orgId: principal.orgId },
      );
      reply.code(201);
      return created;
    },

    async revokeToken({ params, request }) {
      const principal = principalOf(request);
      const { tokenId } = params as { tokenId: string };
      const tokens = await context.store.credentials.listTokens(principal.orgId);
      const token = tokens.find((candidate) => candidate.id === tokenId);
      // Another member's token is as absent as another organisation's, unless you are an admin.
      if (!token || (token.userId !== principal.userId && !roleAtLeast(principal.role, 'admin'))) {
        throw new QuoinError('NOT_FOUND', `No token with id ${tokenId}.`, { kind: 'token', id: tokenId });
      }
      await context.store.credentials.revokeToken(principal.orgId, tokenId, {
        actor: principal.email,
        orgId: principal.orgId,
      });
      return { revoked: true, tokenId };
    },

    async listAudit({ query }) {
      const { estimateId, actor, action, since, limit } = query as AuditQueryWire;
      const entries = await context.store.auditLog.list({
        limit,
        ...(estimateId ? { estimateId } : {}),
        ...(actor ? { actor } : {}),
        ...(action ? { action } : {}),
        ...(since ? { since: new Date(since) } : {}),
      });
      return { entries };
    },
  });
}
