import { ALTERNATE_KINDS } from '@quoin/core';
import { z } from 'zod';
import { versionSchema } from '../rest-schemas.ts';

const cents = z.number().int();
const id = z.string().min(1).max(200);

/** Mark a group (no itemId) or one of its lines as an add or deduct alternate; kind null puts it back in the base bid. */
export const setAlternateBodySchema = z.strictObject({
  version: versionSchema,
  groupId: id,
  itemId: id.optional(),
  kind: z.enum(ALTERNATE_KINDS).nullable(),
});
export type SetAlternateBody = z.output<typeof setAlternateBodySchema>;

/** How long a share link opens the proposal: 14 days unless said (at most 90). */
export const createShareBodySchema = z.strictObject({
  expiresInDays: z.number().int().min(1).max(90).default(14),
});
export type CreateShareBody = z.output<typeof createShareBodySchema>;

export const shareParamsSchema = z.strictObject({ id: id, shareId: id });
export const proposalTokenParamsSchema = z.strictObject({ token: z.string().min(10).max(200) });

const decisionsSchema = z.record(id, z.enum(['accepted', 'declined']));

/** The client's signature as the contractor sees it: typed name, time, address, choices and version signed. */
export const proposalSignatureSchema = z.strictObject({
  name: z.string(),
  signedAt: z.string(),
  ip: z.string(),
  estimateVersion: z.number().int(),
  decisions: decisionsSchema,
});

export const proposalShareSchema = z.strictObject({
  id: z.string(),
  orgId: z.string(),
  estimateId: z.string(),
  createdBy: z.string().optional(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().optional(),
  signature: proposalSignatureSchema.optional(),
});
export type ProposalShareView = z.output<typeof proposalShareSchema>;

/** A new link: the token is in `path` and `token` this once; the store keeps only its hash. */
export const createShareResponseSchema = z.strictObject({
  share: proposalShareSchema,
  token: z.string(),
  /** `/p/<token>`: the client's page on this server. */
  path: z.string(),
});
export const listSharesResponseSchema = z.strictObject({ shares: z.array(proposalShareSchema) });
export const shareResponseSchema = z.strictObject({ share: proposalShareSchema });

/** The client's proposal behind a link: company, scope at client prices, alternates, totals; nothing internal. */
export const clientProposalSchema = z.strictObject({
  title: z.string(),
  proposalNumber: z.string(),
  /** The estimate version shown: signing names it, so a proposal changed since is not signed blind. */
  estimateVersion: z.number().int(),
  lifecycleState: z.string(),
  preparedOn: z.string(),
  validUntil: z.string(),
  linkExpiresAt: z.string(),
  company: z.strictObject({ name: z.string(), lines: z.array(z.string()) }).nullable(),
  client: z.strictObject({
    name: z.string().optional(),
    contact: z.string().optional(),
    jobAddress: z.string().optional(),
  }),
  groups: z.array(
    z.strictObject({
      name: z.string(),
      subtotalCents: cents,
      items: z.array(
        z.strictObject({ title: z.string(), quantity: z.number(), unit: z.string(), amountCents: cents }),
      ),
    }),
  ),
  alternates: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string(),
      kind: z.enum(ALTERNATE_KINDS),
      decision: z.enum(['pending', 'accepted', 'declined']),
      amountCents: cents,
    }),
  ),
  subtotalCents: cents,
  taxCents: cents,
  baseBidCents: cents,
  acceptedAlternatesCents: cents,
  grandTotalCents: cents,
  assumptions: z.array(z.string()),
  exclusions: z.array(z.string()),
  payments: z.array(z.strictObject({ label: z.string(), percent: z.number(), amountCents: cents })),
  terms: z.array(z.string()),
  signature: z.strictObject({ name: z.string(), signedAt: z.string() }).optional(),
});
export type ClientProposal = z.output<typeof clientProposalSchema>;

/** The client's answer: each alternate accepted or declined, and the typed name that signs. */
export const signProposalBodySchema = z.strictObject({
  estimateVersion: z.number().int().min(1),
  name: z.string().trim().min(2, 'Type your full name to sign.').max(200),
  decisions: decisionsSchema.default({}),
});
export type SignProposalBody = z.output<typeof signProposalBodySchema>;

export const signProposalResponseSchema = z.strictObject({
  signature: z.strictObject({ name: z.string(), signedAt: z.string() }),
  lifecycleState: z.string(),
  grandTotalCents: cents,
});
