import { z } from 'zod';
import { estimateSchema } from '../estimate/estimate-schema.ts';

export const CHANGE_ORDER_STATUSES = ['open', 'approved', 'rejected'] as const;
export type ChangeOrderStatus = (typeof CHANGE_ORDER_STATUSES)[number];

/**
 * A change order of a sent estimate (issue #15): opened by the first edit after sending, it holds the estimate
 * as sent (`baseline`) and, once decided, the estimate as changed (`proposed`); while open the estimate itself is
 * the proposal. Numbered CO-1, CO-2… per estimate.
 */
export const changeOrderSchema = z.strictObject({
  id: z.string(),
  estimateId: z.string(),
  /** 1 for CO-1: sequential per estimate. */
  number: z.number().int().positive(),
  status: z.enum(CHANGE_ORDER_STATUSES),
  title: z.string(),
  reason: z.string().default(''),
  /** Working days the change adds (negative: saves); unset, the labor hours' days are suggested. */
  scheduleImpactDays: z.number().int().min(-365).max(365).optional(),
  baseline: estimateSchema,
  proposed: estimateSchema.optional(),
  createdAt: z.string(),
  decidedAt: z.string().optional(),
  decidedBy: z.string().optional(),
  /** Frozen with `proposed`: what the order adds to the contract total (after − before grand total), cents. */
  deltaCents: z.number().int().optional(),
});

export type ChangeOrder = z.infer<typeof changeOrderSchema>;

/** `CO-3` for change order 3. */
export function formatChangeOrderNumber(number: number): string {
  return `CO-${number}`;
}
