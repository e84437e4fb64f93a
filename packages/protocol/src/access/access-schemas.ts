import { z } from 'zod';

const id = z.string().min(1).max(100);
const email = z.string().trim().min(3).max(254);
const password = z.string().min(1).max(1024);

export const ROLE_NAMES = ['viewer', 'estimator', 'admin', 'owner'] as const;
export const TOKEN_SCOPE_NAMES = ['read', 'write', 'admin'] as const;
export const AUTH_MODES = ['off', 'required'] as const;

export const signInBodySchema = z.strictObject({
  email,
  password,
  /** The organisation to sign in to, by name or id; absent → the user's first. */
  org: z.string().min(1).max(200).optional(),
});

export const acceptInvitationBodySchema = z.strictObject({
  token: z.string().min(10).max(200),
  password: z.string().min(10).max(1024),
  displayName: z.string().max(200).optional(),
});

/** Who is signed in (or that no one is), and whether the server requires accounts. */
export const authSessionResponseSchema = z.strictObject({
  authMode: z.enum(AUTH_MODES),
  signedIn: z.boolean(),
  user: z
    .strictObject({
      userId: z.string(),
      email: z.string(),
      orgId: z.string(),
      orgName: z.string(),
      role: z.enum(ROLE_NAMES),
    })
    .optional(),
  /** Cookie sessions: echo it in the `x-csrf-token` header of every write. */
  csrfToken: z.string().optional(),
});

export const memberSchema = z.strictObject({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(ROLE_NAMES),
  joinedAt: z.string(),
});
export const listMembersResponseSchema = z.strictObject({ members: z.array(memberSchema) });

export const invitationSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLE_NAMES),
  invitedBy: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().optional(),
});
export const createInvitationBodySchema = z.strictObject({
  email,
  role: z.enum(['admin', 'estimator', 'viewer']),
  /** Days until the invitation expires (default 7). */
  expiresInDays: z.number().int().min(1).max(30).optional(),
});
export const createInvitationResponseSchema = z.strictObject({
  invitation: invitationSchema,
  /** Shown once: hand it to the colleague (the web app links to `/#/accept?token=…`). */
  token: z.string(),
});
export const listInvitationsResponseSchema = z.strictObject({ invitations: z.array(invitationSchema) });

export const apiTokenSchema = z.strictObject({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPE_NAMES),
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
  revokedAt: z.string().optional(),
});
export const createTokenBodySchema = z.strictObject({
  name: z.string().max(100).optional(),
  scope: z.enum(TOKEN_SCOPE_NAMES),
});
export const createTokenResponseSchema = z.strictObject({
  /** Shown once; only its hash is kept. Send it as `Authorization: Bearer <token>`. */
  token: z.string(),
  summary: apiTokenSchema,
});
export const listTokensResponseSchema = z.strictObject({ tokens: z.array(apiTokenSchema) });
export const tokenParamsSchema = z.strictObject({ tokenId: id });
export const revokeTokenResponseSchema = z.strictObject({ revoked: z.literal(true), tokenId: z.string() });

export const auditQuerySchema = z.strictObject({
  estimateId: id.optional(),
  actor: z.string().max(254).optional(),
  /** An exact action (`estimate.update`) or a prefix ending in a dot (`token.`). */
  action: z.string().max(100).optional(),
  since: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export const auditEntrySchema = z.strictObject({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  estimateId: z.string().optional(),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export const auditResponseSchema = z.strictObject({ entries: z.array(auditEntrySchema) });

export type SignInBody = z.output<typeof signInBodySchema>;
export type AcceptInvitationBody = z.output<typeof acceptInvitationBodySchema>;
export type AuthSessionResponse = z.output<typeof authSessionResponseSchema>;
export type CreateInvitationBody = z.output<typeof createInvitationBodySchema>;
export type CreateTokenBody = z.output<typeof createTokenBodySchema>;
export type AuditQueryWire = z.output<typeof auditQuerySchema>;
