// The public API of @quoin/protocol: the wire shared by the server and its clients.

export * from './chat-responder.ts';
export * from './describe-zod-error.ts';
export {
  addDrawingSetQuerySchema,
  addDrawingSetResponseSchema,
  askDrawingsBodySchema,
  drawingAnswerSchema,
  drawingBBoxSchema,
  drawingFeedbackBodySchema,
  drawingFeedbackResponseSchema,
  drawingImageQuerySchema,
  drawingPageParamsSchema,
  drawingQuestionParamsSchema,
  drawingSetParamsSchema,
  drawingSetSummarySchema,
  drawingSheetsResponseSchema,
  listDrawingSetsQuerySchema,
  listDrawingSetsResponseSchema,
} from './drawing-schemas.ts';
export * from './error-codes.ts';
export * from './openapi.ts';
export * from './rest-routes.ts';
export * from './rest-schemas.ts';
export {
  AGENT_CATEGORIES,
  type AgentConfig,
  type AgentConfigInput,
  agentConfigJsonSchema,
  agentConfigSchema,
  DATA_SOURCES,
  type DataBinding,
  dataBindingSchema,
  decisionStepSchema,
  type FlowStep,
  flowStepSchema,
  mappingSchema,
  type PermissionScope,
  type PromptBlock,
  permissionScopeSchema,
  promptBlockSchema,
  promptStepSchema,
  scheduleConfigSchema,
  TRANSFORMERS,
  toolStepSchema,
  transformStepSchema,
} from './studio/agent-config-schema.ts';
export {
  AGENT_VERSION_STATES,
  type AgentChangeEvent,
  type AgentMetrics,
  type AgentRunLog,
  type AgentVersion,
  agentChangeEventSchema,
  agentDiffResponseSchema,
  agentMetricsSchema,
  agentParamsSchema,
  agentResponseSchema,
  agentRunLogSchema,
  agentVersionParamsSchema,
  agentVersionSchema,
  agentVersionsResponseSchema,
  type ConfigChange,
  configChangeSchema,
  diffQuerySchema,
  ERROR_CATEGORIES,
  type FlowProblem,
  flowProblemSchema,
  listAgentsResponseSchema,
  publishAgentBodySchema,
  RUN_STATUSES,
  type RunStepLog,
  rollbackAgentBodySchema,
  runAgentBodySchema,
  runAgentResponseSchema,
  runParamsSchema,
  runSearchQuerySchema,
  runSearchResponseSchema,
  runStepLogSchema,
  type StoredAgent,
  saveAgentBodySchema,
  storedAgentSchema,
  validateAgentBodySchema,
  validateAgentResponseSchema,
} from './studio/agent-studio-schemas.ts';
export { diffConfigs } from './studio/diff-configs.ts';
export {
  type ToolInfoWire,
  type ToolResponseWire,
  toolCallBodySchema,
  toolInfoSchema,
  toolListQuerySchema,
  toolListResponseSchema,
  toolParamsSchema,
  toolResponseSchema,
} from './tool-schemas.ts';

export * from './ws-events.ts';
