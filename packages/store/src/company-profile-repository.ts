import { type CompanyProfile, companyProfileSchema } from '@quoin/protocol';
import { DEFAULT_ORG_ID } from './accounts/default-org.ts';
import { assertMay } from './accounts/role-policy.ts';
import type { Session } from './session.ts';

interface CompanyRow {
  profile: unknown;
}

/** One organisation's company profile: read by every export, set by `quoin company set` and the web. */
export class CompanyProfileRepository {
  constructor(
    private readonly session: Session,
    readonly orgId: string = DEFAULT_ORG_ID,
  ) {}

  /** The profile, or undefined before one is set. */
  async get(): Promise<CompanyProfile | undefined> {
    const result = await this.session.query<CompanyRow>(
      'select profile from company_profile where org_id = $1',
      [this.orgId],
    );
    const row = result.rows[0];
    // Read through the schema: a stored profile an older version wrote fails loudly instead of half-printing.
    return row ? companyProfileSchema.parse(row.profile) : undefined;
  }

  /** Replaces the profile (validated first); returns what was stored. */
  async set(profile: CompanyProfile): Promise<CompanyProfile> {
    assertMay('company.manage');
    const valid = companyProfileSchema.parse(profile);
    await this.session.query(
      `insert into company_profile (id, org_id, profile) values ('company', $2, $1::jsonb)
       on conflict (org_id) do update set profile = excluded.profile, updated_at = now()`,
      [JSON.stringify(valid), this.orgId],
    );
    return valid;
  }
}
