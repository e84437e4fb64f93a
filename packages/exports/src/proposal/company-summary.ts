import type { CompanyProfile } from '@quoin/protocol';
import { z } from 'zod';

/** Who issues the estimate, as the data exports carry it: the PDF's header fields, without the logo's bytes. */
export const companySummarySchema = z.strictObject({
  name: z.string(),
  licenseNumber: z.string().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  website: z.string().optional(),
});

export type CompanySummary = z.infer<typeof companySummarySchema>;

const FIELDS = ['licenseNumber', 'address', 'phone', 'email', 'website'] as const;

/** The profile's name, license, address and contact, the fields given only. */
export function companySummary(company: CompanyProfile): CompanySummary {
  const summary: CompanySummary = { name: company.name };
  for (const field of FIELDS) {
    const value = company[field];
    if (value) summary[field] = value;
  }
  return summary;
}
