import { type CompanyProfile, companyProfileSchema } from '@quoin/protocol';
import type { Session } from './session.ts';

interface CompanyRow {
  profile: unknown;
}

/** The one company profile of this store: read by every export, set by `quoin company set` and the web. */
export class CompanyProfileRepository {
  constructor(private readonly session: Session) {}

  /** The profile, or undefined before one is set. */
  async get(): Promise<CompanyProfile | undefined> {
    const result = await this.session.query<CompanyRow>(
      `select profile from company_profile where id = 'company'`,
    );
    const row = result.rows[0];
    // Read through the schema: a stored profile an older version wrote fails loudly instead of half-printing.
    return row ? companyProfileSchema.parse(row.profile) : undefined;
  }

  /** Replaces the profile (validated first); returns what was stored. */
  async set(profile: CompanyProfile): Promise<CompanyProfile> {
    const valid = companyProfileSchema.parse(profile);
    await this.session.query(
      `insert into company_profile (id, profile) values ('company', $1::jsonb)
       on conflict (id) do update set profile = excluded.profile, updated_at = now()`,
      [JSON.stringify(valid)],
    );
    return valid;
  }
}
