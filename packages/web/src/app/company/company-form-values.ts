import type { CompanyProfile, CompanyProfilePatch } from './company-api.ts';

/** The settings form's fields as the inputs hold them (text), one per profile field. */
export interface CompanyFormValues {
  name: string;
  licenseNumber: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  terms: string;
  depositPercent: string;
  /** One milestone a line: "Rough-in complete: 40". */
  paymentSchedule: string;
  proposalShowsMarkups: boolean;
}

const OPTIONAL = ['licenseNumber', 'address', 'phone', 'email', 'website', 'terms'] as const;

export function formValuesOf(profile: CompanyProfile | null | undefined): CompanyFormValues {
  return {
    name: profile?.name ?? '',
    licenseNumber: profile?.licenseNumber ?? '',
    address: profile?.address ?? '',
    phone: profile?.phone ?? '',
    email: profile?.email ?? '',
    website: profile?.website ?? '',
    terms: profile?.terms ?? '',
    depositPercent: String(profile?.depositPercent ?? 0),
    paymentSchedule: (profile?.paymentSchedule ?? [])
      .map((step) => `${step.label}: ${step.percent}`)
      .join('\n'),
    proposalShowsMarkups: profile?.proposalShowsMarkups ?? false,
  };
}

/** The form as a PATCH body (an emptied field clears it), or the first thing to fix. */
export function patchOf(values: CompanyFormValues): { patch: CompanyProfilePatch } | { error: string } {
  const deposit = Number(values.depositPercent.trim() || '0');
  if (!Number.isFinite(deposit) || deposit < 0 || deposit > 100)
    return { error: 'The deposit is a percentage from 0 to 100.' };
  const paymentSchedule: { label: string; percent: number }[] = [];
  for (const line of values.paymentSchedule
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^(.+?)\s*[:=]\s*(\d+(?:\.\d+)?)\s*%?$/.exec(line);
    if (!match?.[1] || !match[2]) return { error: `Write each payment as "Label: percent" (not "${line}").` };
    paymentSchedule.push({ label: match[1], percent: Number(match[2]) });
  }
  const patch: CompanyProfilePatch = {
    name: values.name.trim(),
    depositPercent: deposit,
    paymentSchedule,
    proposalShowsMarkups: values.proposalShowsMarkups,
  };
  for (const field of OPTIONAL) {
    const text = values[field].trim();
    patch[field] = text === '' ? null : text;
  }
  return { patch };
}
