// The estimating agents (spec §3–5, 12, 13): plan mode, agent mode, import mode, chat and eval, over the engine.

export {
  type AgentChatOptions,
  createAgentChatResponder,
} from './chat/agent-chat-responder.ts';
export {
  type BidLine,
  type BidReading,
  type BidSummary,
  bidLineSchema,
  bidReadingSchema,
  bidSummarySchema,
  parseMoneyCents,
  parseQuantity,
} from './import/bid-reading.ts';
export {
  compareWithMarket,
  type MarketLine,
} from './import/compare-with-market.ts';
export {
  bidToPlan,
  type ImportedBid,
  importBid,
} from './import/import-bid.ts';
export { readBidTable } from './import/read-bid-table.ts';
export {
  type PdfCell,
  type PdfLine,
  readPdfLines,
} from './import/read-pdf-lines.ts';
export type {
  AgentContext,
  EstimatingEvent,
} from './pipeline/agent-context.ts';
export {
  type AgentModel,
  agentModelFromEnv,
  SCRIPTED_PRICE,
} from './pipeline/agent-model.ts';
export {
  AGENT_SPECS,
  type AgentName,
  type AgentSpec,
  specFor,
} from './pipeline/agent-specs.ts';
export {
  type IssueTarget,
  retryTarget,
} from './pipeline/classify-issues.ts';
export { consultProductExpert } from './pipeline/consult-product-expert.ts';
export {
  describeImages,
  type ImageInput,
  type ScopeNotes,
} from './pipeline/describe-images.ts';
export {
  type PricedPlan,
  type PriceOptions,
  priceApprovedPlan,
} from './pipeline/price-approved-plan.ts';
export {
  type PlanRequest,
  type ProposedPlan,
  proposePlan,
} from './pipeline/propose-plan.ts';
export {
  renderPlanText,
  renderUsageLine,
} from './pipeline/render-plan.ts';
export { repriceLines } from './pipeline/reprice-lines.ts';
export {
  ROUTES,
  type Route,
  routeMessage,
} from './pipeline/route-message.ts';
export {
  type AgentModeResult,
  RETRY_BELOW_SCORE,
  runAgentMode,
} from './pipeline/run-agent-mode.ts';
export {
  type EstimatingRun,
  runEstimatingAgent,
} from './pipeline/run-estimating-agent.ts';
export {
  type AgentUsage,
  addRunUsage,
  emptyUsage,
} from './pipeline/usage-meter.ts';
export {
  type AgentPrompt,
  loadPrompt,
  PROMPT_NAMES,
  type PromptName,
  systemPrompt,
} from './prompts/load-prompt.ts';
export {
  countPromptTokens,
  countReplyTokens,
} from './scripted-models/count-prompt-tokens.ts';
export {
  jsonBlock,
  parserResponder,
} from './scripted-models/parser-responder.ts';
export {
  lastToolResults,
  lastUserText,
  replayResponder,
  type ScriptedCall,
  type ScriptedCallRecord,
  ScriptedLanguageModel,
  type ScriptedReply,
  type ScriptedResponder,
} from './scripted-models/scripted-model.ts';
export {
  EstimateSession,
  type RefusedChange,
  SAFETY_LIMITS,
  type SessionChange,
} from './session/estimate-session.ts';
export {
  addPlanItemsTool,
  applyQaPassTool,
  estimateSummary,
  flagMaterialTool,
  removeLineItemTool,
  removeMaterialTool,
  replaceMaterialTool,
  sessionSummaryTool,
} from './session/session-tools.ts';
