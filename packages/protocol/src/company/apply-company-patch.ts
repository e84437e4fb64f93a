import { type CompanyProfile, type CompanyProfilePatch, companyProfileSchema } from './company-profile.ts';

/**
 * The stored profile with a patch applied, validated whole (so a schedule that no longer adds up with a new
 * deposit is refused). Throws zod's error; the server's boundary turns it into VALIDATION_FAILED.
 */
export function applyCompanyPatch(
  current: CompanyProfile | undefined,
  patch: CompanyProfilePatch,
): CompanyProfile {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return companyProfileSchema.parse(merged);
}
