import { z } from 'zod';

/** A logo small enough to sit in every proposal and in the store's one row: PNG or JPEG, 512 KiB at most. */
export const LOGO_MAX_BYTES = 512 * 1024;
const LOGO_MAX_BASE64_CHARS = Math.ceil(LOGO_MAX_BYTES / 3) * 4;

export const companyLogoSchema = z.strictObject({
  mediaType: z.enum(['image/png', 'image/jpeg']),
  dataBase64: z
    .string()
    .min(4)
    .max(LOGO_MAX_BASE64_CHARS, `A logo is 512 KiB at most.`)
    .regex(/^[A-Za-z0-9+/]+=*$/, 'The logo must be base64 without line breaks.'),
});

export const paymentMilestoneSchema = z.strictObject({
  label: z.string().trim().min(1).max(120),
  percent: z.number().gt(0).max(100),
});

const text = (max: number) => z.string().trim().max(max);

/**
 * The contractor's company, stored once and printed on every export. `depositPercent` is due on acceptance;
 * `paymentSchedule` splits the rest (its percents and the deposit add up to 100, or the schedule is empty and
 * the balance is due on completion). `proposalShowsMarkups` prints overhead, profit, contingency and price
 * sources on the client proposal (off: they are folded into the prices shown).
 */
export const companyProfileSchema = z
  .strictObject({
    name: text(200).min(1, 'The company needs a name.'),
    licenseNumber: text(100).optional(),
    address: text(500).optional(),
    phone: text(60).optional(),
    email: text(200).optional(),
    website: text(200).optional(),
    terms: text(20_000).optional(),
    depositPercent: z.number().min(0).max(100).default(0),
    paymentSchedule: z.array(paymentMilestoneSchema).max(12).default([]),
    proposalShowsMarkups: z.boolean().default(false),
    logo: companyLogoSchema.optional(),
  })
  .superRefine((profile, context) => {
    if (profile.paymentSchedule.length === 0) return;
    const sum = profile.depositPercent + profile.paymentSchedule.reduce((acc, step) => acc + step.percent, 0);
    if (Math.abs(sum - 100) > 1e-9)
      context.addIssue({
        code: 'custom',
        path: ['paymentSchedule'],
        message: `The deposit and the payment schedule add up to ${Number(sum.toFixed(4))}%, not 100%.`,
      });
  });

/** A change to the profile: the fields given replace the stored ones; `null` clears an optional field. */
export const companyProfilePatchSchema = z.strictObject({
  name: text(200).min(1).optional(),
  licenseNumber: text(100).nullable().optional(),
  address: text(500).nullable().optional(),
  phone: text(60).nullable().optional(),
  email: text(200).nullable().optional(),
  website: text(200).nullable().optional(),
  terms: text(20_000).nullable().optional(),
  depositPercent: z.number().min(0).max(100).optional(),
  paymentSchedule: z.array(paymentMilestoneSchema).max(12).optional(),
  proposalShowsMarkups: z.boolean().optional(),
  logo: companyLogoSchema.nullable().optional(),
});

/** GET /api/company: the profile, or `null` before one is set. */
export const companyProfileResponseSchema = z.strictObject({ profile: companyProfileSchema.nullable() });

export type CompanyProfile = z.output<typeof companyProfileSchema>;
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfilePatch = z.output<typeof companyProfilePatchSchema>;
export type CompanyLogo = z.output<typeof companyLogoSchema>;
export type PaymentMilestone = z.output<typeof paymentMilestoneSchema>;
export type CompanyProfileResponse = z.output<typeof companyProfileResponseSchema>;
