// Wire types of sign-in and administration, from @quoin/protocol with `import type` only (see wire-types.ts).
import type {
  AuthSessionResponse,
  apiTokenSchema,
  auditEntrySchema,
  invitationSchema,
  memberSchema,
} from '@quoin/protocol';

export type AuthSession = AuthSessionResponse;
export type Member = (typeof memberSchema)['_output'];
export type Invitation = (typeof invitationSchema)['_output'];
export type ApiToken = (typeof apiTokenSchema)['_output'];
export type AuditEntry = (typeof auditEntrySchema)['_output'];
