import { createHash, randomBytes } from 'node:crypto';

/** A new secret to hand out once (`qt_…` API token, `qs_…` session, `qi_…` invitation, `qp_…` proposal link): 256 random bits. */
export function newSecretToken(prefix: 'qt' | 'qs' | 'qi' | 'qp'): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** What the store keeps of a secret: its SHA-256. The secret has 256 bits, so no salt or slow hash is needed. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
