export type {
  AgentEvent,
  AgentEventType,
  AgentRunError,
  AgentRunStatus,
  AgentStep,
  AgentToolCall,
} from './agent-event.ts';
export { toAgentRunError } from './agent-run-error.ts';
export {
  type BudgetReservation,
  RunBudget,
  type RunBudgetOptions,
} from './budget.ts';
export {
  BudgetExceededError,
  type BudgetRefusal,
  isBudgetExceededError,
} from './budget-exceeded-error.ts';
export {
  type BudgetLimits,
  budgetLimitsFromEnv,
} from './budget-limits.ts';
export {
  type BudgetMiddlewareOptions,
  budgetMiddleware,
} from './budget-middleware.ts';
export { estimatePromptTokens } from './estimate-prompt-tokens.ts';
export { FileSpendLedger } from './file-spend-ledger.ts';
export { registryToolSet } from './registry-tool-set.ts';
export {
  type AgentRun,
  type AgentRunResult,
  DEFAULT_MAX_OUTPUT_TOKENS,
  DEFAULT_MAX_STEPS,
  type RunAgentOptions,
  runAgent,
} from './run-agent.ts';
export {
  type AgentDefinition,
  type AgentsRun,
  type Handoff,
  MAX_HANDOFFS,
  runAgents,
} from './run-agents.ts';
export {
  InMemorySpendLedger,
  type SpendLedger,
} from './spend-ledger.ts';
