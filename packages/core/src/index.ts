// The public API of @quoin/core. Everything here is pure: no network, no clock, no randomness.
export {
  type AssemblyMaterialNeed,
  type AssemblyPrice,
  type PriceAssemblyOptions,
  priceAssembly,
} from './assembly/price-assembly.ts';
export {
  bundledCatalog,
  bundledCatalogItems,
} from './catalog/bundled-catalog.ts';
export {
  CatalogPriceSource,
  categoryTerms,
  confidenceForScore,
} from './catalog/catalog-price-source.ts';
export {
  LAYER_PREFERENCE_MARGIN,
  LayeredPriceSource,
  mergeLayers,
} from './catalog/layered-price-source.ts';
export {
  PRICE_LIST_COLUMNS,
  type PriceListCsvOptions,
  parsePriceListCsv,
} from './catalog/price-list-csv.ts';
export type {
  CatalogItem,
  Confidence,
  PriceCandidate,
  PriceSearchOptions,
  PriceSource,
  PriceSourceKind,
} from './catalog/price-source.ts';
export {
  CHANGE_ORDER_STATUSES,
  type ChangeOrder,
  type ChangeOrderStatus,
  changeOrderSchema,
  formatChangeOrderNumber,
} from './change-orders/change-order-schema.ts';
export {
  type ChangeOrderSummary,
  type ChangeTotals,
  CREW_HOURS_PER_DAY,
  contractTotalCents,
  type LineChange,
  type LineSide,
  summarizeChangeOrder,
} from './change-orders/summarize-change-order.ts';
export { costCodeOf, costCodesOf, type LineCostCode } from './cost-codes/cost-code-of.ts';
export {
  type CostCode,
  type CostCodeTable,
  CSI_CODE_PATTERN,
  costCodeTable,
  parseCostCodeTable,
} from './cost-codes/cost-code-table.ts';
export {
  type BundledDataReader,
  bundledDataReader,
  fileDataReader,
  readBundledText,
  setBundledDataReader,
} from './data/bundled-data.ts';
export {
  answerQuestion,
  type QuestionAnswer,
} from './edits/answer-question.ts';
export {
  type AppliedEdit,
  type ApplyEditOptions,
  applyEditRequest,
} from './edits/apply-edit-request.ts';
export { answerAboutEstimate } from './edits/ask-about-estimate.ts';
export {
  EDIT_KINDS,
  type EditKind,
  type EditPhrases,
  parseEditPhrases,
} from './edits/edit-phrases.ts';
export {
  type MoveRequest,
  moveEntry,
} from './edits/move-entry.ts';
export {
  type EditReading,
  type EditRequest,
  explainUnappliedEdit,
  findTargetLines,
  readEditRequest,
} from './edits/read-edit-request.ts';
export { relocateAndRecheck } from './edits/relocate-and-recheck.ts';
export {
  type Relocation,
  relocateEstimate,
} from './edits/relocate-estimate.ts';
export {
  isRoomSizeQuestion,
  type ResizedRoom,
  type RoomSize,
  resizeRoom,
} from './edits/resize-room.ts';
export {
  roomBasisOf,
  roomTypeOf,
} from './edits/room-lines.ts';
export {
  decideAlternates,
  type SetAlternateRequest,
  setAlternate,
} from './edits/set-alternate.ts';
export {
  ALTERNATE_DECISIONS,
  ALTERNATE_KINDS,
  type Alternate,
  type AlternateDecision,
  type AlternateKind,
  alternateSchema,
} from './estimate/alternate.ts';
export {
  assertWithinMoneyBounds,
  checkMoneyBounds,
} from './estimate/check-money-bounds.ts';
export {
  type AlternateTotals,
  alternateOfItem,
  computeEstimateTotals,
  computeItemTotals,
  type EstimateTotals,
  type GroupTotals,
  type ItemTotals,
  updateTotalsForItem,
} from './estimate/compute-totals.ts';
export {
  type EstimateHeader,
  estimateHeaderSchema,
  formatEstimateNumber,
  zipOfAddress,
} from './estimate/estimate-header.ts';
export {
  DEFAULT_SETTINGS,
  ESTIMATE_SCHEMA_VERSION,
  type Estimate,
  type EstimateLocation,
  type EstimateSettings,
  estimateSchema,
  estimateSettingsSchema,
  type Group,
  groupSchema,
  type LaborProvenance,
  LIFECYCLE_STATES,
  LINE_ITEM_TYPES,
  type LifecycleState,
  type LineItem,
  type LineItemType,
  laborProvenanceSchema,
  lineItemSchema,
  locationSchema,
  type Material,
  materialSchema,
  type PackageMathData,
  PRICE_SOURCE_KINDS,
  PRICING_STATES,
  type PriceProvenance,
  type PricingState,
  packageMathSchema,
  priceProvenanceSchema,
  type ValidationIssue,
  validationIssueSchema,
} from './estimate/estimate-schema.ts';
export {
  newEstimate,
  newGroup,
  newLineItem,
  UNTITLED_ESTIMATE,
} from './estimate/new-estimate.ts';
export {
  renderEstimateText,
  unitPriceCents,
} from './estimate/render-estimate-text.ts';
export {
  rescaleLineItem,
  rescaleMaterial,
} from './estimate/rescale-line-item.ts';
export { estimateFromTemplate, toTemplateEstimate } from './estimate-templates/estimate-template.ts';
export {
  type Expression,
  evaluateExpression,
  expressionVariables,
  parseExpression,
} from './expression/evaluate-expression.ts';
export {
  BURDEN_FACTOR_RANGE,
  type LaborBurden,
  type LaborRate,
  laborRate,
  laborRates,
  NATIONAL_LABOR_RATE_KEYS,
  parseLaborRates,
} from './labor/labor-rates.ts';
export {
  type LocalHourlyRate,
  localHourlyRate,
} from './labor/local-hourly-rate.ts';
export {
  allLocationFactors,
  LOCATION_FACTOR_BANDS,
  type LocationFactor,
  type LocationLookup,
  lookupLocation,
  MILITARY_ZIP3,
  NATIONAL_FACTOR,
  REMOTE_STATES,
  zip3Of,
} from './labor/location-factors.ts';
export {
  type CityMatch,
  isCityReadAlone,
  lookupCity,
  normalizeCityName,
  stateCodeOf,
} from './labor/lookup-city.ts';
export {
  type LaborRateLookup,
  lookupLaborRate,
} from './labor/lookup-labor-rate.ts';
export {
  dollarsToCents,
  formatCents,
  parseMoneyToCents,
  percentOfCents,
  roundCents,
} from './money/money.ts';
export {
  MONEY_BOUND_MESSAGES,
  MONEY_BOUNDS,
} from './money/money-bounds.ts';
export {
  type BuildEstimateOptions,
  type BuiltEstimate,
  buildEstimateFromPlan,
} from './plan/build-estimate-from-plan.ts';
export {
  type CompiledPlan,
  type CompiledPlanGroup,
  type CompiledPlanItem,
  compilePlan,
  toEstimateLocation,
} from './plan/compile-plan.ts';
export {
  type ExecutePlanOptions,
  type ExecutionEvent,
  type ExecutionResult,
  executePlan,
  slug,
} from './plan/execute-plan.ts';
export {
  finalizeEstimate,
  tradeValidationContext,
} from './plan/finalize-estimate.ts';
export { GOLDEN_PLANS } from './plan/golden/golden-plans.ts';
export {
  chosenPriceSource,
  type LowConfidenceNeed,
  recordingPriceSource,
} from './plan/low-confidence-price-source.ts';
export {
  PLAN_SCHEMA_VERSION,
  type Plan,
  type PlanGroup,
  type PlanInput,
  type PlanItem,
  planGroupSchema,
  planItemSchema,
  planSchema,
  QUANTITY_SOURCES,
  type QuantitySource,
  sourceBackedSchema,
} from './plan/plan-schema.ts';
export {
  type MaterialNeed,
  type PricedNeed,
  type PricingContext,
  priceMaterialNeed,
} from './plan/price-material-need.ts';
export {
  applyQaPass,
  CLEANUP_GROUP,
  DEFAULT_QA_CONFIG,
  PERMIT_GROUP,
  type QaChange,
  type QaConfig,
  requiredPermit,
} from './plan/qa-pass.ts';
export {
  type EstimatePipelineOptions,
  type EstimatePipelineResult,
  type PipelineStep,
  runEstimatePipeline,
} from './plan/run-estimate-pipeline.ts';
export {
  isSpecPlan,
  readSpecPlan,
} from './plan/spec-plan.ts';
export {
  assertValidPlan,
  validatePlan,
} from './plan/validate-plan.ts';
export type {
  Problem,
  ValidationResult,
} from './problem.ts';
export {
  GOLDEN_REQUESTS,
  type GoldenRequest,
} from './quality/golden-requests.ts';
export {
  hasErrorCode,
  QuoinError,
} from './quoin-error.ts';
export {
  findLocation,
  findMeasures,
  type Measure,
  type MeasureKind,
  type ParseScopeOptions,
  parseScope,
  pitchFactor,
  ROOM_TYPES,
  rectangleAreas,
  replaceNumberWords,
  roofFromFloorArea,
  type ScopeLocation,
  type ScopeParseResult,
} from './scope/index.ts';
export {
  type NormalizedPrice,
  type NormalizeProductPriceInput,
  normalizeProductPrice,
} from './titles/normalize-product-price.ts';
export {
  type ParsedTitle,
  parseProductTitle,
} from './titles/parse-product-title.ts';
export {
  LABOR_RATE_KEYS,
  loadTradeProfiles,
  validateTradeProfileText,
} from './trades/load-trade-profiles.ts';
export {
  type Assembly,
  assemblySchema,
  type BomMaterial,
  bomMaterialSchema,
  type EquipmentRule,
  equipmentRuleSchema,
  type LaborSpec,
  laborProductivitySchema,
  laborSpecSchema,
  type PermitRule,
  type PricingSanity,
  permitRuleSchema,
  pricingSanitySchema,
  type TradeProfile,
  tradeProfileSchema,
  typicalJobSchema,
  type WorkItem,
  workItemSchema,
} from './trades/trade-profile-schema.ts';
export {
  defaultTradeRegistry,
  type LaborProductivity,
  type TradeMatch,
  TradeRegistry,
} from './trades/trade-registry.ts';
export {
  computePackagesNeeded,
  type PackageMath,
} from './units/package-math.ts';
export { parseUom } from './units/parse-uom.ts';
export {
  canConvert,
  cleanFloat,
  convert,
  type Dimension,
  dimensionOf,
  isPhysical,
  isUom,
  type Quantity,
  UOM_INFO,
  UOMS,
  type Uom,
  uomLabel,
} from './units/uom.ts';
export {
  ACCEPTABLE_QUALITY_SCORE,
  type LifecycleEvent,
  nextLifecycleState,
} from './validation/lifecycle.ts';
export {
  CLEANUP_WORDS,
  computeQualityScore,
  SERVICE_JOB_LABOR_CENTS,
  type ValidationContext,
  validateEstimate,
  validateLineItem,
} from './validation/validate-estimate.ts';
export {
  checkMaterial,
  DEFAULT_GATE_OPTIONS,
  type GateDecision,
  type GateInput,
  type GateIssue,
  type GateOptions,
  type GateResult,
} from './validation/validation-gate.ts';
