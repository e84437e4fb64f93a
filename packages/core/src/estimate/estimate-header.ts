import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);

/**
 * Who the estimate is for and its paperwork: client, contact, job address, the store's sequential number,
 * the date it is issued and how many days its price holds. Printed at the top of every proposal.
 */
export const estimateHeaderSchema = z.strictObject({
  clientName: text(200).optional(),
  /** Phone and/or email, as the contractor writes it. */
  clientContact: text(300).optional(),
  jobAddress: text(500).optional(),
  /** Sequential per store, given once (the first time the header is saved). */
  estimateNumber: z.number().int().positive().optional(),
  /** ISO date (YYYY-MM-DD) the proposal is issued; its validity counts from it. */
  issuedOn: z.iso.date().optional(),
  validityDays: z.number().int().min(1).max(365).optional(),
});

export type EstimateHeader = z.infer<typeof estimateHeaderSchema>;

/** How an estimate number prints: `Q-0007`. */
export function formatEstimateNumber(estimateNumber: number): string {
  return `Q-${String(estimateNumber).padStart(4, '0')}`;
}

/** The five-digit ZIP in a job address ("12 Elm St, San Diego, CA 92101" → "92101"), the last one written. */
export function zipOfAddress(address: string): string | undefined {
  const matches = [...address.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)];
  return matches.at(-1)?.[1];
}
