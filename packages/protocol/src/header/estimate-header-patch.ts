import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * A change to an estimate's header: the fields given replace the stored ones, `null` clears one. The estimate
 * number is the store's to give (the first time a header is saved), never the client's. A job address holding
 * a ZIP moves the estimate there and prices it again.
 */
export const estimateHeaderPatchSchema = z.strictObject({
  clientName: text(200),
  clientContact: text(300),
  jobAddress: text(500),
  issuedOn: z.iso.date().nullable().optional(),
  validityDays: z.number().int().min(1).max(365).nullable().optional(),
});

export type EstimateHeaderPatch = z.output<typeof estimateHeaderPatchSchema>;
