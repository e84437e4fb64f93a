import { z } from 'zod';

/** Where a thing to buy came from (the spec's source tags, construction edition). */
export const SHOPPING_SOURCES = ['estimate_line', 'brief_anchored', 'image_only', 'existing_kept'] as const;
export type ShoppingSource = (typeof SHOPPING_SOURCES)[number];

export const PRODUCT_PROVIDERS = ['catalog', 'price_list', 'searchapi', 'exa'] as const;
export type ProductProviderName = (typeof PRODUCT_PROVIDERS)[number];

const cents = z.number().int().nonnegative();

/** One thing to buy, read from an estimate line, the brief, or a photo. */
export const shoppingNeedSchema = z.strictObject({
  id: z.string().min(1),
  /** What to buy, as the estimate names it or in the user's words when brief-anchored. */
  name: z.string().min(1),
  category: z.string().min(1),
  /** The estimate group or brief area it belongs to ("Painting – bedroom", "kitchen"). */
  group: z.string().min(1),
  tradeId: z.string().optional(),
  room: z.string().optional(),
  /** Packages to buy (the estimate's purchase quantity), 1 for a brief-anchored thing. */
  quantity: z.number().positive(),
  packageUnit: z.string().min(1),
  source: z.enum(SHOPPING_SOURCES),
  /** The user's own words when the brief anchors it; queries use them verbatim. */
  userWords: z.string().optional(),
  material: z.string().optional(),
  colour: z.string().optional(),
  style: z.string().optional(),
  /** Largest size the room leaves for it, inches (from the brief's or estimate's room), for the fit badge. */
  roomLimitIn: z.number().positive().optional(),
  /** The estimate line it came from. */
  lineTitle: z.string().optional(),
});
export type ShoppingNeed = z.output<typeof shoppingNeedSchema>;

/** A product a provider offered. */
export const productCandidateSchema = z.strictObject({
  title: z.string().min(1),
  retailer: z.string().min(1),
  priceCents: cents.optional(),
  url: z.string().url().optional(),
  imageUrl: z.string().url().optional(),
  provider: z.enum(PRODUCT_PROVIDERS),
  /** 1 national big-box or trade supplier, 2 regional, 3 other (the estimating spec's supplier tiers). */
  supplierTier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** When the price was observed (ISO date). */
  priceDate: z.string().optional(),
  query: z.string(),
});
export type ProductCandidate = z.output<typeof productCandidateSchema>;

export const SCORE_WEIGHTS = {
  category: 0.3,
  material: 0.2,
  colour: 0.2,
  style: 0.2,
  dimensions: 0.1,
} as const;
export type ScoreCriterion = keyof typeof SCORE_WEIGHTS;

export const shoppingMatchSchema = z.strictObject({
  need: shoppingNeedSchema,
  product: productCandidateSchema,
  /** 0–1: the rubric's weighted sum. */
  confidence: z.number().min(0).max(1),
  breakdown: z.record(
    z.enum(['category', 'material', 'colour', 'style', 'dimensions']),
    z.number().min(0).max(1),
  ),
  /** ≥ 0.8 shown as a match; 0.5–0.79 shown as a close match. */
  tier: z.enum(['match', 'close']),
  whyMatched: z.string(),
  fit: z.enum(['fits', 'tight']).optional(),
  fitDetail: z.string().optional(),
  /** price × quantity, when the product has a price. */
  lineTotalCents: cents.optional(),
  scoredBy: z.enum(['attributes', 'model']),
});
export type ShoppingMatch = z.output<typeof shoppingMatchSchema>;

export const unmatchedNeedSchema = z.strictObject({
  need: shoppingNeedSchema,
  searchKeywords: z.string(),
  /** A shopping search anyone can open, for things no candidate matched well enough (< 0.5). */
  fallbackUrl: z.string().url(),
  bestConfidence: z.number().min(0).max(1).optional(),
});
export type UnmatchedNeed = z.output<typeof unmatchedNeedSchema>;

export const shoppingListSchema = z.strictObject({
  estimateId: z.string(),
  items: z.array(shoppingMatchSchema),
  unmatched: z.array(unmatchedNeedSchema),
  /** Things the user keeps: not bought. */
  skipped: z.array(shoppingNeedSchema),
  totalCents: cents,
  providers: z.array(z.enum(PRODUCT_PROVIDERS)),
  /** Providers that failed (timeout, garbage) and what happened; the list is built from the others. */
  warnings: z.array(z.string()),
  generatedAt: z.string(),
});
export type ShoppingList = z.output<typeof shoppingListSchema>;
