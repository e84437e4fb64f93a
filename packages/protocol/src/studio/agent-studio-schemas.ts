import { z } from 'zod';
import { agentConfigSchema } from './agent-config-schema.ts';

/** A stored agent: its name, which version runs, and the newest one (a draft when above the published). */
export const storedAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  builtIn: z.boolean(),
  /** The version runs use; absent until the first publish. */
  publishedVersion: z.number().int().optional(),
  latestVersion: z.number().int(),
  /** True when the newest version is not the published one (an unpublished edit). */
  hasDraft: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredAgent = z.infer<typeof storedAgentSchema>;

export const AGENT_VERSION_STATES = ['published', 'draft', 'archived'] as const;

/** One saved version of an agent's config; versions never change once written. */
export const agentVersionSchema = z.object({
  agentId: z.string(),
  version: z.number().int(),
  state: z.enum(AGENT_VERSION_STATES),
  config: agentConfigSchema,
  createdBy: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type AgentVersion = z.infer<typeof agentVersionSchema>;

/** One difference between two versions: a dotted path and the values on each side (absent = not there). */
export const configChangeSchema = z.object({
  path: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type ConfigChange = z.infer<typeof configChangeSchema>;

/** What subscribers (the WebSocket, the gallery) hear when an agent changes. */
export const agentChangeEventSchema = z.object({
  type: z.enum(['agent.created', 'agent.saved', 'agent.published', 'agent.rolled-back']),
  agentId: z.string(),
  name: z.string(),
  version: z.number().int(),
  actor: z.string(),
});
export type AgentChangeEvent = z.infer<typeof agentChangeEventSchema>;

export const RUN_STATUSES = ['running', 'success', 'failure', 'requires-action', 'skipped'] as const;
export const ERROR_CATEGORIES = [
  'validation',
  'rate-limit',
  'network',
  'model',
  'permission',
  'tool',
  'budget',
] as const;

/** One step of a logged run, as the session viewer shows it (prompts and outputs already redacted). */
export const runStepLogSchema = z.object({
  stepId: z.string(),
  kind: z.string(),
  status: z.enum(['success', 'failure', 'skipped', 'waiting']),
  input: z.unknown().optional(),
  output: z.unknown().optional(),
  inputTokens: z.number().int().default(0),
  outputTokens: z.number().int().default(0),
  costMicroUsd: z.number().int().default(0),
  latencyMs: z.number().default(0),
  toolName: z.string().optional(),
  error: z.string().optional(),
});
export type RunStepLog = z.infer<typeof runStepLogSchema>;

/** One agent run in the execution log: who ran which version on what, what it cost and how it ended. */
export const agentRunLogSchema = z.object({
  id: z.string(),
  agentName: z.string(),
  agentVersion: z.number().int(),
  actor: z.string(),
  estimateId: z.string().optional(),
  status: z.enum(RUN_STATUSES),
  errorCategory: z.enum(ERROR_CATEGORIES).optional(),
  errorMessage: z.string().optional(),
  inputs: z.record(z.string(), z.unknown()),
  steps: z.array(runStepLogSchema),
  output: z.string().optional(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costMicroUsd: z.number().int(),
  latencyMs: z.number().int(),
  tools: z.array(z.string()),
  /** True when the run tried a variation (the playground), not a saved version. */
  playground: z.boolean().default(false),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
});
export type AgentRunLog = z.infer<typeof agentRunLogSchema>;

/** Per-agent figures over the log (gallery cards, `quoin runs --metrics`). */
export const agentMetricsSchema = z.object({
  agentName: z.string(),
  runs: z.number().int(),
  successRate: z.number(),
  averageCostMicroUsd: z.number(),
  averageLatencyMs: z.number(),
  mostUsedTools: z.array(z.object({ tool: z.string(), calls: z.number().int() })),
  lastRunAt: z.string().optional(),
});
export type AgentMetrics = z.infer<typeof agentMetricsSchema>;

// --- REST bodies -------------------------------------------------------------------------------------------

export const agentParamsSchema = z.object({ name: z.string().min(1).max(100) });
export const agentVersionParamsSchema = z.object({
  name: z.string().min(1).max(100),
  version: z.coerce.number().int().positive(),
});
export const saveAgentBodySchema = z.object({
  config: agentConfigSchema,
  note: z.string().max(500).default(''),
});
export const publishAgentBodySchema = z.object({ version: z.number().int().positive().optional() });
export const rollbackAgentBodySchema = z.object({ toVersion: z.number().int().positive() });
export const runAgentBodySchema = z.object({
  estimateId: z.string().optional(),
  input: z.record(z.string(), z.unknown()).default({}),
  /** Run this version instead of the published one (the configurator's preview). */
  version: z.number().int().positive().optional(),
  /** Playground: run this config without saving it. */
  config: agentConfigSchema.optional(),
  /** Approve a run whose forecast cost is above the agent's threshold. */
  approveCost: z.boolean().default(false),
  /** Resume this run (it stopped for an approval or a crash): finished steps are not run again. */
  runId: z.string().max(200).optional(),
  /** Steps a person approved (tool steps whose tool needs approval). */
  approvedSteps: z.array(z.string()).max(100).optional(),
});
export const validateAgentBodySchema = z.object({ config: z.unknown() });
export const diffQuerySchema = z.object({
  from: z.coerce.number().int().positive(),
  to: z.coerce.number().int().positive(),
});
export const runSearchQuerySchema = z.object({
  agent: z.string().optional(),
  status: z.enum(RUN_STATUSES).optional(),
  estimateId: z.string().optional(),
  since: z.string().optional(),
  until: z.string().optional(),
  text: z.string().max(200).optional(),
  limit: z.coerce.number().int().positive().max(1000).default(100),
});
export const runParamsSchema = z.object({ runId: z.string().min(1).max(200) });

export const listAgentsResponseSchema = z.object({
  agents: z.array(storedAgentSchema.extend({ metrics: agentMetricsSchema.optional() })),
});
export const agentResponseSchema = z.object({ agent: storedAgentSchema, version: agentVersionSchema });
export const agentVersionsResponseSchema = z.object({ versions: z.array(agentVersionSchema) });
export const agentDiffResponseSchema = z.object({ changes: z.array(configChangeSchema) });
export const flowProblemSchema = z.object({
  code: z.string(),
  stepId: z.string().optional(),
  field: z.string(),
  message: z.string(),
});
export type FlowProblem = z.infer<typeof flowProblemSchema>;
export const validateAgentResponseSchema = z.object({
  ok: z.boolean(),
  problems: z.array(flowProblemSchema),
});
export const runAgentResponseSchema = z.object({ run: agentRunLogSchema });
export const runSearchResponseSchema = z.object({ runs: z.array(agentRunLogSchema) });
