import { z } from 'zod';
import { LINE_ITEM_TYPES, QUANTITY_SOURCES, type QuantitySource } from '../estimate/estimate-schema.ts';
import { MONEY_BOUND_MESSAGES, MONEY_BOUNDS } from '../money/money-bounds.ts';
import { UOMS } from '../units/uom.ts';

/**
 * A plan is the scope of an estimate without prices (spec §13): groups of items with quantities and units.
 * Plans come from the scope parser, an agent's `generate_plan` call or an imported bid. No dollar amount in a
 * plan is invented: `rateCents` is only set when a person gave the price or a bid states it (source-backed).
 */
export const PLAN_SCHEMA_VERSION = 1;

/**
 * Where an item's quantity came from: said in the request, derived from a stated room or house size, or a
 * typical size assumed because nothing was said. A typical size is a doubt the estimate must own up to.
 */
export { QUANTITY_SOURCES, type QuantitySource };

const uom = z.enum(UOMS);

export const sourceBackedSchema = z.strictObject({
  /** Where the values were read: "bid.pdf page 2, line 14". */
  source: z.string().min(1),
  /** The bid's own line total, kept to the cent. */
  amountCents: z
    .number()
    .int()
    .nonnegative()
    .max(MONEY_BOUNDS.maxLineAmountCents, MONEY_BOUND_MESSAGES.lineAmount)
    .optional(),
});

export const planItemSchema = z.strictObject({
  title: z.string().min(1),
  type: z.enum(LINE_ITEM_TYPES).default('assembly'),
  quantity: z.number().nonnegative().max(MONEY_BOUNDS.maxQuantity, MONEY_BOUND_MESSAGES.quantity),
  uom,
  /** Where the quantity came from; omitted when the writer of the plan did not say. */
  quantitySource: z.enum(QUANTITY_SOURCES).optional(),
  description: z.string().default(''),
  /** A price the user gave or a bid states, per unit; omitted means the engine prices it. */
  rateCents: z
    .number()
    .int()
    .nonnegative()
    .max(MONEY_BOUNDS.maxRateCents, MONEY_BOUND_MESSAGES.rate)
    .optional(),
  searchQuery: z.string().optional(),
  /** "Labor only" for this item; undefined lets the trade rules decide. */
  laborOnly: z.boolean().optional(),
  /** The customer supplies the primary product ("I supply the tile"): install labor and setting materials only. */
  customerSuppliesPrimary: z.boolean().default(false),
  /** Formula inputs such as { coats: 3 } or { pitch: 6 }. */
  params: z.record(z.string(), z.number()).default({}),
  /** A complexity factor name of the assembly, e.g. "second_story". */
  complexity: z.string().optional(),
  tradeId: z.string().optional(),
  assemblyId: z.string().optional(),
  sourceBacked: sourceBackedSchema.optional(),
});

export const planGroupSchema = z.strictObject({
  name: z.string().min(1),
  tradeId: z.string().optional(),
  items: z.array(planItemSchema).min(1),
});

export const planSchema = z.strictObject({
  schemaVersion: z.literal(PLAN_SCHEMA_VERSION).default(PLAN_SCHEMA_VERSION),
  title: z.string().default('Estimate'),
  summary: z.string().default(''),
  zip: z.string().optional(),
  groups: z.array(planGroupSchema).min(1),
  assumptions: z.array(z.string()).default([]),
  questions: z.array(z.string()).default([]),
  exclusions: z.array(z.string()).default([]),
  /**
   * Questions the writer of the plan could not settle (text it could not place, a size or count it did not
   * use). Each holds the estimate for a person's review: it is never `validated` while one stands.
   */
  doubts: z.array(z.string()).default([]),
  /** The customer's words the plan was read from: the checks compare them with what was priced (issue #13). */
  request: z.string().optional(),
});

export type PlanItem = z.infer<typeof planItemSchema>;
export type PlanGroup = z.infer<typeof planGroupSchema>;
export type Plan = z.infer<typeof planSchema>;
/** What a caller may write: defaults filled in by `validatePlan`. */
export type PlanInput = z.input<typeof planSchema>;
