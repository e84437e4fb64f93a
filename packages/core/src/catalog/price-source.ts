import type { Quantity, Uom } from '../units/uom.ts';

/** Where a price came from. Imported price lists win over the bundled catalog and say so. */
export type PriceSourceKind =
  | 'catalog'
  | 'price_list'
  | 'live_search'
  | 'user'
  | 'imported_bid'
  | 'estimated';

/** One purchasable product as a price source knows it. Prices are per package, in cents. */
export interface CatalogItem {
  /** Stable id within its source, e.g. "drywall-1-2-4x8". */
  sku: string;
  /** Retail-style title; the unit normalizer can read sizes from it. */
  name: string;
  category: string;
  priceCents: number;
  /** What one buys: sheet, gallon, box, roll, bundle, bag, each … */
  packageUnit: Uom;
  /** What one package covers in work units (32 sq ft per 4×8 sheet); undefined when it is sold per work unit. */
  coverage?: Quantity;
  supplier: string;
  /** 1 = national big-box or trade supplier, 2 = regional chain, 3 = other. */
  supplierTier: 1 | 2 | 3;
  /** ISO date the price was observed or set. */
  priceDate: string;
  /** Where the figure comes from, in words a person can check. */
  source: string;
  keywords: string[];
}

export type Confidence = 'high' | 'medium' | 'low';

/** A search hit with its score; `score` is 0–1, `confidence` is the band a person reads. */
export interface PriceCandidate {
  item: CatalogItem;
  sourceKind: PriceSourceKind;
  score: number;
  confidence: Confidence;
  /** Why it matched, for provenance and debugging: matched keywords, category fit, supplier tier. */
  reasons: string[];
}

export interface PriceSearchOptions {
  /** Five-digit ZIP or three-digit prefix; sources that price by location use it. */
  zip?: string;
  /** Limits results to a category when the caller knows it (e.g. "drywall"). */
  category?: string;
  limit?: number;
}

/** Anything that can answer "what does this product cost": the bundled catalog, a price list, live search. */
export interface PriceSource {
  readonly kind: PriceSourceKind;
  search(query: string, options?: PriceSearchOptions): Promise<PriceCandidate[]>;
}
