// The shopping list (issue #17): an estimate (and brief) → things to buy, searched, scored and tiered.

export {
  buildShoppingList,
  type CandidateGrader,
  type ShoppingOptions,
  type ShoppingRun,
} from './build-shopping-list.ts';
export { catalogProducts } from './catalog-products.ts';
export { EXA_DEFAULT_BASE_URL, exaSearch } from './exa-search.ts';
export { type ExtractedNeeds, extractShoppingNeeds } from './extract-shopping-needs.ts';
export { extractImageNeeds, type ShoppingImage } from './image-needs.ts';
export { liveProductPriceSource } from './live-price-source.ts';
export { modelCandidateGrader } from './model-grader.ts';
export { type ProductSearchProvider, supplierTier } from './product-provider.ts';
export { productProvidersFromEnv } from './product-providers-from-env.ts';
export { fallbackShoppingUrl, queryVariants } from './query-variants.ts';
export { type CandidateScore, scoreCandidate } from './score-candidate.ts';
export { SEARCH_CACHE_TTL_MS, SearchCache } from './search-cache.ts';
export { SEARCHAPI_DEFAULT_BASE_URL, searchApiShopping } from './searchapi-shopping.ts';
