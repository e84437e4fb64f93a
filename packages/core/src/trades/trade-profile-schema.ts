import { z } from 'zod';
import { UOMS } from '../units/uom.ts';

/**
 * The shape of a trade profile YAML file (packages/core/data/trades/*.yaml). Money is integer cents; rates
 * per unit are cents per unit of the named `uom`; fractions such as waste are decimals (0.10 = 10%).
 */

const uom = z.enum(UOMS);
const cents = z.number().int().nonnegative();
const keywords = z.array(z.string().min(1)).min(1);
const identifier = z.string().regex(/^[a-z][a-z0-9_]*$/, 'use lower_snake_case');

export const laborSpecSchema = z.strictObject({
  /** Key into labor-rates.yaml; defaults to the trade's laborRateKey. */
  laborRateKey: identifier.optional(),
  /** Lead installer hours per unit of the assembly's uom, before complexity. */
  hoursPerUnit: z.number().nonnegative(),
  /** Fixed hours per job (mobilisation, layout), spread over the quantity. */
  setupHours: z.number().nonnegative().default(0),
  cleanupHours: z.number().nonnegative().default(0),
  /** Helper hours per lead hour (0.5 = one helper half of the time). */
  helperRatio: z.number().nonnegative().default(0),
  helperRateKey: identifier.default('helper'),
  /** Named multipliers on hoursPerUnit; `standard` should be 1. */
  complexityFactors: z.record(z.string(), z.number().positive()).default({ standard: 1 }),
  minRatePerUnitCents: cents.optional(),
  maxRatePerUnitCents: cents.optional(),
});

export const bomMaterialSchema = z.strictObject({
  role: z.enum(['primary', 'secondary', 'accessory', 'consumable']),
  name: z.string().min(1),
  /** Query for the price source; omitted with skipSearch. */
  searchQuery: z.string().min(1).optional(),
  /**
   * Expression giving the required quantity in `quantityUom`. Variables: `qty` (the assembly quantity in its
   * uom) and the assembly's `params`. Functions: ceil, floor, round, min, max, abs, sqrt.
   */
  quantityFormula: z.string().min(1),
  quantityUom: uom,
  /** Overrides the trade default waste for this material. */
  wasteFactor: z.number().min(0).max(1).optional(),
  /** Small consumables priced without a search (the spec's rule: under $10 a package). */
  skipSearch: z.boolean().default(false),
  estimatedPriceCents: cents.optional(),
});

/** What a customer typically pays for one unit of this work done as a job of its own, with the guide it is from. */
export const typicalJobSchema = z
  .strictObject({
    lowCents: cents,
    highCents: cents,
    source: z.string().min(10),
  })
  .refine((band) => band.highCents > band.lowCents, 'highCents must be above lowCents');

export const assemblySchema = z.strictObject({
  id: identifier,
  name: z.string().min(1),
  keywords,
  uom,
  /** Named inputs to the formulas with their defaults, e.g. { coats: 2 }. */
  params: z.record(identifier, z.number()).default({}),
  labor: laborSpecSchema,
  materials: z.array(bomMaterialSchema).default([]),
  /** The published cost band of one unit of this work as a job (overhead and profit included), per `uom`. */
  typicalJob: typicalJobSchema.optional(),
});

export const workItemSchema = z.strictObject({
  id: identifier,
  keywords,
  defaultUom: uom,
  allowedUoms: z.array(uom).min(1),
  laborOnly: z.boolean().default(false),
  wasteFactor: z.number().min(0).max(1).optional(),
  searchQuery: z.string().min(1).optional(),
  /** Assembly id in the same profile that prices this work item. */
  assembly: identifier.optional(),
  /** Words a count stands before to count this work: a "6 zone sprinkler system" is 6 zones. */
  countUnits: z.array(z.string().regex(/^[a-z]+$/)).default([]),
  /** Quantity of the usual job when the request gives none (a staircase is 13 steps), stated as an assumption. */
  typicalQuantity: z.number().positive().optional(),
  /** The scope reader's refiner that reads the work's own sizes ("an 8 kW solar system"), by name. */
  refine: identifier.optional(),
  /** One job however many things are said ("both torsion springs" is the pair a repair replaces), as a rule's. */
  perVisit: z.boolean().optional(),
});

export const laborProductivitySchema = z.strictObject({
  keywords,
  uom,
  hoursPerUnit: z.number().positive(),
  description: z.string().min(1),
});

export const permitRuleSchema = z.strictObject({
  id: identifier,
  title: z.string().min(1),
  /** The permit applies when an item matches one of these; empty means any work of the trade. */
  keywords: z.array(z.string().min(1)).default([]),
  /** Work that does not need this permit when every line of the trade matches one (like-for-like swaps). */
  exemptKeywords: z.array(z.string().min(1)).default([]),
  feeCents: cents,
  basis: z.string().min(1),
});

export const equipmentRuleSchema = z.strictObject({
  id: identifier,
  title: z.string().min(1),
  keywords,
  uom,
  rateCents: cents,
  defaultQuantity: z.number().positive().default(1),
});

export const pricingSanitySchema = z.strictObject({
  keywords,
  uom,
  /** Installed cost per unit (labor + materials, before overhead and profit) a professional would expect. */
  minCentsPerUnit: cents,
  maxCentsPerUnit: cents,
  source: z.string().min(1),
});

export const tradeProfileSchema = z.strictObject({
  id: identifier,
  name: z.string().min(1),
  version: z.string().min(1),
  laborRateKey: identifier,
  aliases: keywords,
  /** Work of this trade normally needs a building permit. */
  regulated: z.boolean(),
  /** What a contractor bills at least for a visit (trip charge or minimum), in cents. */
  minimumChargeCents: cents,
  /**
   * How the trade bills small service work (a device or fixture swap, a service call): its billed hourly rate
   * and trip charge as published, for the listed assemblies, when they are the whole job.
   */
  serviceBilling: z
    .strictObject({
      hourlyRateCents: cents.positive(),
      tripChargeCents: cents.nonnegative(),
      assemblies: z.array(identifier).min(1),
      source: z.string().min(20),
    })
    .optional(),
  defaultWasteFactor: z.number().min(0).max(1),
  allowedUoms: z.array(uom).min(1),
  laborOnlyPatterns: z.array(z.string().min(1)).default([]),
  workItems: z.array(workItemSchema).default([]),
  laborProductivity: z.array(laborProductivitySchema).default([]),
  assemblies: z.array(assemblySchema).default([]),
  permitRules: z.array(permitRuleSchema).default([]),
  equipmentRules: z.array(equipmentRuleSchema).default([]),
  pricingSanity: z.array(pricingSanitySchema).default([]),
  /** Order in which trades happen on a job (lower first); used for sorting groups and schedules. */
  sequence: z.number().int().nonnegative(),
});

export type LaborSpec = z.infer<typeof laborSpecSchema>;
export type BomMaterial = z.infer<typeof bomMaterialSchema>;
export type Assembly = z.infer<typeof assemblySchema>;
export type WorkItem = z.infer<typeof workItemSchema>;
export type PermitRule = z.infer<typeof permitRuleSchema>;
export type EquipmentRule = z.infer<typeof equipmentRuleSchema>;
export type PricingSanity = z.infer<typeof pricingSanitySchema>;
export type TradeProfile = z.infer<typeof tradeProfileSchema>;
