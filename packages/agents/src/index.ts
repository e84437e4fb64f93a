// Public API of @quoin/agents: the tool registry and the engine's tools, model configuration and prices, and
// the agent runtime (budgeted, metered tool loop).

export * from './approvals/index.ts';
export * from './estimating/index.ts';
export {
  type AnswerReading,
  answerIntake,
  answerIntakeWithModel,
  BRIEF_RUBRIC,
  type BriefPatch,
  briefPatchSchema,
  briefRequestText,
  briefToPlan,
  checkIntake,
  emptyIntakeUsage,
  finishIntake,
  type GoldenIntake,
  goldenIntakes,
  gradeBrief,
  type IntakeCheck,
  type IntakeCostByMode,
  type IntakeEvalReport,
  type IntakeEvalResult,
  type IntakeModelContext,
  type IntakeResponse,
  type IntakeSession,
  type IntakeUsage,
  intakeTools,
  MAX_READ_CHARS,
  MODE_TURNS,
  measureIntakeCost,
  type PendingQuestion,
  playGolden,
  type RubricCriterion,
  type RubricGrade,
  readAnswer,
  respondSchema,
  rubricTag,
  runIntakeEval,
  startIntake,
  summarizeBrief,
  type TranscriptEntry,
  withInferences,
} from './intake/index.ts';
export * from './mcp/index.ts';
export * from './models/index.ts';
export * from './privacy/index.ts';
export * from './rate-limits/index.ts';
export * from './records/index.ts';
export * from './runs/index.ts';
export {
  buildShoppingList,
  type CandidateGrader,
  type CandidateScore,
  catalogProducts,
  EXA_DEFAULT_BASE_URL,
  type ExtractedNeeds,
  exaSearch,
  extractImageNeeds,
  extractShoppingNeeds,
  fallbackShoppingUrl,
  liveProductPriceSource,
  modelCandidateGrader,
  type ProductSearchProvider,
  productProvidersFromEnv,
  queryVariants,
  runShoppingEval,
  SEARCH_CACHE_TTL_MS,
  SEARCHAPI_DEFAULT_BASE_URL,
  SearchCache,
  type ShoppingCase,
  type ShoppingCheck,
  type ShoppingEvalReport,
  type ShoppingEvalResult,
  type ShoppingImage,
  type ShoppingOptions,
  type ShoppingRun,
  scoreCandidate,
  searchApiShopping,
  shoppingCases,
  supplierTier,
} from './shopping/index.ts';
export * from './studio/index.ts';
export * from './telemetry/index.ts';
export * from './tools/index.ts';
