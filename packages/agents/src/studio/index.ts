// The agent studio (issue 18): agents as configs, flows as data, the context builder, run logs, the scheduler.

export { agentSpecFromConfig } from './configs/agent-spec-from-config.ts';
export { BUILT_IN_AGENTS, builtInAgentConfig, builtInAgentConfigs } from './configs/built-in-agents.ts';
export {
  type AgentContextRequest,
  type BuiltAgentContext,
  buildAgentContext,
  type ContextSources,
} from './context/build-agent-context.ts';
export { redactValue, sensitiveValuesOf } from './context/redact-value.ts';
export { type ConnectorOptions, connectorExecutor } from './flows/connector-executor.ts';
export { conditionVariables, evaluateCondition } from './flows/evaluate-condition.ts';
export { type FlowCheckpoints, InMemoryFlowCheckpoints } from './flows/flow-checkpoints.ts';
export { AGENT_TOOL_PREFIX, type FlowEnvironment, type FlowToolInfo } from './flows/flow-environment.ts';
export { FlowStepError, toFlowError } from './flows/flow-error.ts';
export type {
  FlowError,
  FlowErrorCategory,
  FlowEvent,
  FlowResult,
  FlowStepRecord,
  StepUsage,
} from './flows/flow-event.ts';
export { FLOW_END } from './flows/flow-graph.ts';
export { collectFlow, type RunFlowOptions, runFlow } from './flows/run-flow.ts';
export type { PromptRequest, PromptResult, StepExecutor, ToolResult } from './flows/step-executor.ts';
export { type CustomTransform, TRANSFORM_CONTRACTS } from './flows/transforms.ts';
export { validateFlow } from './flows/validate-flow.ts';
export { type RunLogHeader, type RunLogSink, runLogOf } from './logs/run-log.ts';
export { offlineStudioModel } from './models/offline-studio-model.ts';
export {
  type AgentRunRequest,
  flowEnvironmentOf,
  runAgentConfig,
  type StudioRuntime,
} from './run-agent-config.ts';
export { type CronSchedule, dueMinutes, parseCron } from './scheduler/cron.ts';
export { runDueSchedules, type ScheduledAgent, type ScheduleTick } from './scheduler/run-due-schedules.ts';
export { type EstimateGateway, flowToolsOf, studioTools, WRITE_TOOLS } from './tools/studio-tools.ts';
