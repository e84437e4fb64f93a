// The public API of @quoin/protocol: the wire shared by the server and its clients.

export * from './chat-responder.ts';
export * from './describe-zod-error.ts';
export * from './error-codes.ts';
export {
  BRIEF_SCHEMA_VERSION,
  type Brief,
  type BriefInput,
  type BriefRoom,
  briefRoomSchema,
  briefSchema,
  briefScopeItemSchema,
  emptyBrief,
  FIELD_SOURCES,
  FINISH_LEVELS,
  type FieldSource,
  INTAKE_DOMAINS,
  INTAKE_MODES,
  type IntakeDomain,
  type IntakeMode,
  type IntakeTurn,
  intakeTurnSchema,
  type NotedText,
  type QuickReply,
  quickReplySchema,
} from './intake-brief.ts';
export {
  type CreateIntakeBody,
  createIntakeBodySchema,
  INTAKE_SHOPPING_ROUTES,
  type IntakeAnswerBody,
  type IntakePlanResponse,
  type IntakeResponse,
  intakeAnswerBodySchema,
  intakeParamsSchema,
  intakePlanResponseSchema,
  intakeResponseSchema,
  type ShoppingListBody,
  shoppingListBodySchema,
  shoppingParamsSchema,
} from './intake-shopping-routes.ts';
export * from './openapi.ts';
export * from './rest-routes.ts';
export * from './rest-schemas.ts';
export {
  PRODUCT_PROVIDERS,
  type ProductCandidate,
  type ProductProviderName,
  productCandidateSchema,
  SCORE_WEIGHTS,
  type ScoreCriterion,
  SHOPPING_SOURCES,
  type ShoppingList,
  type ShoppingMatch,
  type ShoppingNeed,
  type ShoppingSource,
  shoppingListSchema,
  shoppingMatchSchema,
  shoppingNeedSchema,
  type UnmatchedNeed,
  unmatchedNeedSchema,
} from './shopping-list.ts';
export * from './ws-events.ts';
