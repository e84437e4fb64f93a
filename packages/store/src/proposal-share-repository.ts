import type { AlternateDecision, Estimate } from '@quoin/core';
import { hashSecretToken, newSecretToken } from './accounts/secret-token.ts';
import type { Session } from './session.ts';

/** What the client chose and signed on a shared proposal. */
export interface ProposalSignature {
  /** The name the client typed. */
  name: string;
  signedAt: string;
  /** The address the signature came from, as the server saw it. */
  ip: string;
  /** The estimate version the client signed. */
  estimateVersion: number;
  decisions: Record<string, Exclude<AlternateDecision, 'pending'>>;
}

/** A read-only link to an estimate's client proposal; the token itself is never stored. */
export interface ProposalShare {
  id: string;
  orgId: string;
  estimateId: string;
  createdBy?: string;
  createdAt: string;
  expiresAt: string;
  revokedAt?: string;
  signature?: ProposalSignature;
}

interface ShareRow {
  id: string;
  org_id: string;
  estimate_id: string;
  created_by: string | null;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  signed_name: string | null;
  signed_at: Date | null;
  signed_ip: string | null;
  signed_version: number | null;
  signed_decisions: ProposalSignature['decisions'] | null;
}

const COLUMNS = `id, org_id, estimate_id, created_by, created_at, expires_at, revoked_at, signed_name, signed_at,
  signed_ip, signed_version, signed_decisions`;

function toShare(row: ShareRow): ProposalShare {
  return {
    id: row.id,
    orgId: row.org_id,
    estimateId: row.estimate_id,
    ...(row.created_by ? { createdBy: row.created_by } : {}),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    ...(row.revoked_at ? { revokedAt: row.revoked_at.toISOString() } : {}),
    ...(row.signed_at && row.signed_name !== null
      ? {
          signature: {
            name: row.signed_name,
            signedAt: row.signed_at.toISOString(),
            ip: row.signed_ip ?? '',
            estimateVersion: row.signed_version ?? 0,
            decisions: row.signed_decisions ?? {},
          },
        }
      : {}),
  };
}

/**
 * Share links of client proposals (issue #15). Not scoped to an organisation: the client who opens a link has
 * no account, so a link is found by its token's hash and names the organisation whose estimate it opens.
 */
export class ProposalShareRepository {
  constructor(private readonly session: Session) {}

  /** A new link; the token (`qp_…`, 256 random bits) is returned once and only its hash is kept. */
  async create(input: {
    id: string;
    orgId: string;
    estimateId: string;
    expiresAt: Date;
    createdBy?: string;
  }): Promise<{ share: ProposalShare; token: string }> {
    const token = newSecretToken('qp');
    const result = await this.session.query<ShareRow>(
      `insert into proposal_shares (id, org_id, estimate_id, token_hash, created_by, expires_at)
       values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
      [
        input.id,
        input.orgId,
        input.estimateId,
        hashSecretToken(token),
        input.createdBy ?? null,
        input.expiresAt,
      ],
    );
    return { share: toShare(result.rows[0]!), token };
  }

  /** The link a token opens, whatever its state (the caller judges expiry and revocation with its clock). */
  async findByToken(token: string): Promise<ProposalShare | undefined> {
    const result = await this.session.query<ShareRow>(
      `select ${COLUMNS} from proposal_shares where token_hash = $1`,
      [hashSecretToken(token)],
    );
    const row = result.rows[0];
    return row ? toShare(row) : undefined;
  }

  /** An estimate's links, newest first. */
  async listForEstimate(estimateId: string): Promise<ProposalShare[]> {
    const result = await this.session.query<ShareRow>(
      `select ${COLUMNS} from proposal_shares where estimate_id = $1 order by created_at desc, id desc`,
      [estimateId],
    );
    return result.rows.map(toShare);
  }

  /** Ends a link at `at`; false when the estimate has no such link. Revoking twice keeps the first time. */
  async revoke(estimateId: string, shareId: string, at: Date): Promise<boolean> {
    const result = await this.session.query(
      `update proposal_shares set revoked_at = coalesce(revoked_at, $3) where estimate_id = $1 and id = $2`,
      [estimateId, shareId, at],
    );
    return result.rowCount > 0;
  }

  /**
   * Records the client's signature with the estimate as signed. Only once per link: false when the link was
   * already signed (or revoked) by the time this runs.
   */
  async recordSignature(shareId: string, signature: ProposalSignature, signed: Estimate): Promise<boolean> {
    const result = await this.session.query(
      `update proposal_shares set signed_name = $2, signed_at = $3, signed_ip = $4, signed_version = $5,
         signed_decisions = $6::jsonb, signed_estimate = $7::jsonb
       where id = $1 and signed_at is null and revoked_at is null`,
      [
        shareId,
        signature.name,
        new Date(signature.signedAt),
        signature.ip,
        signature.estimateVersion,
        JSON.stringify(signature.decisions),
        JSON.stringify(signed),
      ],
    );
    return result.rowCount > 0;
  }
}
