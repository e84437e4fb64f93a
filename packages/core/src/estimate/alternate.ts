import { z } from 'zod';

/** An add alternate prices extra work; a deduct alternate is a credit taken off the base bid when accepted. */
export const ALTERNATE_KINDS = ['add', 'deduct'] as const;
/** The client's answer: an alternate counts in the contract total only once accepted. */
export const ALTERNATE_DECISIONS = ['pending', 'accepted', 'declined'] as const;

/**
 * A line or a whole group offered as an option the client accepts or declines (issue #15). Its price is kept
 * out of the base bid; `computeEstimateTotals` lists each alternate with its own price.
 */
export const alternateSchema = z.strictObject({
  kind: z.enum(ALTERNATE_KINDS),
  decision: z.enum(ALTERNATE_DECISIONS).default('pending'),
});

export type Alternate = z.infer<typeof alternateSchema>;
export type AlternateKind = Alternate['kind'];
export type AlternateDecision = Alternate['decision'];
