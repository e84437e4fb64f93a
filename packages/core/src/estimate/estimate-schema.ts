import { z } from 'zod';
import { MONEY_BOUND_MESSAGES, MONEY_BOUNDS } from '../money/money-bounds.ts';
import { UOMS } from '../units/uom.ts';
import { alternateSchema } from './alternate.ts';
import { estimateHeaderSchema } from './estimate-header.ts';

/**
 * The estimate artifact: estimate → groups → line items → materials. One shape for the CLI's JSON, the store,
 * the wire and every agent. `ESTIMATE_SCHEMA_VERSION` changes with any incompatible change of this file.
 */
export const ESTIMATE_SCHEMA_VERSION = 1;

const uom = z.enum(UOMS);
const quantity = z.strictObject({ value: z.number(), uom });
const cents = z.number().int();
const percent = z.number().min(0).max(1000);

/** Where a line's quantity came from: said in the request, derived from a stated room or house size, or typical. */
export const QUANTITY_SOURCES = ['stated', 'derived', 'typical'] as const;
export type QuantitySource = (typeof QUANTITY_SOURCES)[number];

export const LINE_ITEM_TYPES = ['assembly', 'material', 'equipment', 'permit', 'allowance', 'text'] as const;
export const PRICING_STATES = [
  'verified',
  'estimated',
  'unresolved',
  'labor_only',
  'source_backed',
  'user',
] as const;
export const PRICE_SOURCE_KINDS = [
  'catalog',
  'price_list',
  'live_search',
  'user',
  'imported_bid',
  'estimated',
  'trade_profile',
] as const;
export const LIFECYCLE_STATES = ['building', 'review_required', 'validated', 'sent', 'accepted'] as const;

export const packageMathSchema = z.strictObject({
  required: quantity,
  wasteFactor: z.number().min(0),
  coveragePerPackage: quantity,
  packagesNeeded: z.number().int().nonnegative(),
  formula: z.string(),
});

export const locationSchema = z.strictObject({
  input: z.string().optional(),
  zip3: z.string().optional(),
  state: z.string(),
  area: z.string(),
  laborFactor: z.number().positive(),
  materialFactor: z.number().positive(),
  basis: z.string(),
  fallback: z.boolean(),
  note: z.string(),
});

/** Where a price came from and how it became what the line charges. */
export const priceProvenanceSchema = z.strictObject({
  sourceKind: z.enum(PRICE_SOURCE_KINDS),
  sourceName: z.string(),
  sku: z.string().optional(),
  supplier: z.string().optional(),
  priceDate: z.string().optional(),
  /** Price before the location's material factor, per package. */
  basePriceCents: cents.optional(),
  materialFactor: z.number().positive().optional(),
  confidence: z.enum(['high', 'medium', 'low', 'estimated', 'source_backed', 'user']),
  searchQuery: z.string().optional(),
  packageMath: packageMathSchema.optional(),
  notes: z.array(z.string()).default([]),
});

/** How a labor rate per unit was produced. */
export const laborProvenanceSchema = z.strictObject({
  tradeId: z.string().optional(),
  assemblyId: z.string().optional(),
  laborRateKey: z.string().optional(),
  hourlyCostCents: cents.optional(),
  laborFactor: z.number().positive().optional(),
  hoursPerUnit: z.number().nonnegative().optional(),
  formula: z.string(),
  clamped: z.enum(['min', 'max']).optional(),
});

export const validationIssueSchema = z.strictObject({
  code: z.string(),
  severity: z.enum(['blocking', 'warning', 'info']),
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});

export const materialSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  role: z.enum(['primary', 'secondary', 'accessory', 'consumable']).default('primary'),
  /** Price per package, after the location's material factor. */
  priceCents: cents.nonnegative().max(MONEY_BOUNDS.maxRateCents, MONEY_BOUND_MESSAGES.rate),
  /** Packages bought: a purchase quantity, never the scope quantity. */
  packages: z.number().nonnegative().max(MONEY_BOUNDS.maxPackages, MONEY_BOUND_MESSAGES.packages),
  packageUnit: uom,
  coveragePerPackage: quantity.optional(),
  provenance: priceProvenanceSchema,
});

export const lineItemSchema = z.strictObject({
  id: z.string(),
  type: z.enum(LINE_ITEM_TYPES),
  title: z.string().min(1),
  description: z.string().default(''),
  /** Work quantity in `uom` (for a material line: packages bought). */
  quantity: z.number().nonnegative().max(MONEY_BOUNDS.maxQuantity, MONEY_BOUND_MESSAGES.quantity),
  uom,
  /** Cents per unit: labor for an assembly, the price for material, equipment, permit and allowance lines. */
  rateCents: cents.nonnegative().max(MONEY_BOUNDS.maxRateCents, MONEY_BOUND_MESSAGES.rate),
  laborMarkupPercent: percent.optional(),
  materialMarkupPercent: percent.optional(),
  laborOnly: z.boolean().default(false),
  tradeId: z.string().optional(),
  /** The contractor's cost code for the line (CSI MasterFormat by default, derived by costCodeOf when unset). */
  costCode: z.string().trim().min(1).max(40).optional(),
  materials: z.array(materialSchema).default([]),
  pricingState: z.enum(PRICING_STATES),
  unresolvedReason: z.string().optional(),
  labor: laborProvenanceSchema.optional(),
  price: priceProvenanceSchema.optional(),
  /** Stable key of the plan item that produced the line, so re-executing a plan adds nothing twice. */
  planKey: z.string().optional(),
  /** Where the plan line's quantity came from (the scope reader's record), kept so the estimate can say so. */
  quantitySource: z.enum(QUANTITY_SOURCES).optional(),
  origin: z.enum(['plan', 'user', 'import', 'qa', 'agent']).default('plan'),
  /** The user changed this line by hand; automated passes must leave it alone. */
  userEdited: z.boolean().default(false),
  issues: z.array(validationIssueSchema).default([]),
  /** An option the client accepts or declines, priced outside the base bid (ignored when its group is one). */
  alternate: alternateSchema.optional(),
});

export const groupSchema = z.strictObject({
  id: z.string(),
  name: z.string().min(1),
  tradeId: z.string().optional(),
  sortOrder: z.number().int(),
  items: z.array(lineItemSchema).default([]),
  /** The whole group is one option the client accepts or declines. */
  alternate: alternateSchema.optional(),
});

export const estimateSettingsSchema = z.strictObject({
  laborMarkupPercent: percent.default(20),
  materialMarkupPercent: percent.default(15),
  /** Sales tax on material cost. */
  taxRatePercent: percent.default(0),
  contingencyPercent: percent.default(0),
  overheadPercent: percent.default(0),
  profitPercent: percent.default(0),
});

/** Defaults of the reference spec: labor markup 20%, material markup 15%; the QA pass sets the rest. */
export const DEFAULT_SETTINGS: z.infer<typeof estimateSettingsSchema> = {
  laborMarkupPercent: 20,
  materialMarkupPercent: 15,
  taxRatePercent: 0,
  contingencyPercent: 0,
  overheadPercent: 0,
  profitPercent: 0,
};

export const estimateSchema = z.strictObject({
  schemaVersion: z.literal(ESTIMATE_SCHEMA_VERSION),
  id: z.string(),
  title: z.string(),
  /** Revision counter for concurrent edits. */
  version: z.number().int().nonnegative().default(0),
  mode: z.enum(['offline', 'agent']).default('offline'),
  location: locationSchema.optional(),
  /** Client, job address, estimate number, issue date and validity (issue #15). */
  header: estimateHeaderSchema.optional(),
  settings: estimateSettingsSchema.default(() => ({ ...DEFAULT_SETTINGS })),
  groups: z.array(groupSchema).default([]),
  assumptions: z.array(z.string()).default([]),
  questions: z.array(z.string()).default([]),
  exclusions: z.array(z.string()).default([]),
  /** Questions the reader of the request could not settle: each holds the estimate for review on every recompute. */
  doubts: z.array(z.string()).optional(),
  lifecycleState: z.enum(LIFECYCLE_STATES).default('building'),
  qualityScore: z.number().int().min(0).max(100).optional(),
  issues: z.array(validationIssueSchema).default([]),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});

export type PackageMathData = z.infer<typeof packageMathSchema>;
export type EstimateLocation = z.infer<typeof locationSchema>;
export type PriceProvenance = z.infer<typeof priceProvenanceSchema>;
export type LaborProvenance = z.infer<typeof laborProvenanceSchema>;
export type ValidationIssue = z.infer<typeof validationIssueSchema>;
export type Material = z.infer<typeof materialSchema>;
export type LineItem = z.infer<typeof lineItemSchema>;
export type LineItemType = LineItem['type'];
export type PricingState = LineItem['pricingState'];
export type Group = z.infer<typeof groupSchema>;
export type EstimateSettings = z.infer<typeof estimateSettingsSchema>;
export type Estimate = z.infer<typeof estimateSchema>;
export type LifecycleState = Estimate['lifecycleState'];
