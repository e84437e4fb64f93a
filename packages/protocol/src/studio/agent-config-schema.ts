import { z } from 'zod';

/**
 * An agent as data (agent-module spec, "AgentConfig"): what it is told, what it may read and do, and the flow
 * it runs. Stored with versions in the store; the flow engine of `@quoin/agents` runs it.
 */

const stepId = z
  .string()
  .regex(/^[a-z][a-z0-9_-]*$/, 'a step id is lowercase letters, digits, - and _ (like "summarize")');

/** One block of the prompt; `secret` blocks are encrypted at rest and never written to a run log. */
export const promptBlockSchema = z.strictObject({
  id: stepId,
  role: z.enum(['system', 'user']).default('user'),
  /** Text with `{{input.x}}`, `{{steps.ID.text}}` or `{{bindings.NAME}}` placeholders. */
  text: z.string().min(1),
  secret: z.boolean().default(false),
  /** The built-in agents keep their prompt file's version here. */
  version: z.number().int().positive().optional(),
});

export const DATA_SOURCES = [
  'estimate',
  'price-history',
  'price-list',
  'annotations',
  'drawing-answers',
] as const;

/** Data the context builder assembles before the run; `required` bindings must resolve or the run stops. */
export const dataBindingSchema = z.strictObject({
  name: z.string().regex(/^[a-z][a-zA-Z0-9_]*$/),
  source: z.enum(DATA_SOURCES),
  required: z.boolean().default(true),
  params: z.record(z.string(), z.unknown()).default({}),
});

/**
 * Where a step's input comes from: `$input.estimateId`, `$steps.ID.text`, `$bindings.estimate.totals`, or a
 * literal (any other string, number or boolean).
 */
export const mappingSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

const stepBase = {
  id: stepId,
  /** The step to run after this one; default the next in the list ("$end" ends the flow). */
  next: z.string().optional(),
};

export const promptStepSchema = z.strictObject({
  ...stepBase,
  kind: z.literal('prompt'),
  promptBlockId: z.string(),
  stopSignals: z.array(z.string()).optional(),
  /** Tools the model may call in this step (each must be in the permissions' tools). */
  tools: z.array(z.string()).default([]),
  maxSteps: z.number().int().positive().max(20).optional(),
});

export const toolStepSchema = z.strictObject({
  ...stepBase,
  kind: z.literal('tool'),
  toolId: z.string(),
  inputMapping: mappingSchema.default({}),
});

export const TRANSFORMERS = ['summarize', 'diff', 'price-adjust', 'custom'] as const;

export const transformStepSchema = z.strictObject({
  ...stepBase,
  kind: z.literal('transform'),
  transformer: z.enum(TRANSFORMERS),
  inputMapping: mappingSchema.default({}),
  config: z.record(z.string(), z.unknown()).default({}),
});

/**
 * A branch: `condition` is `left OP right` (OP one of < <= > >= == !=), each side a formula of core's
 * expression language over `variables` (names bound to paths such as `$steps.total.grandTotalCents`), joined
 * by `and` / `or`. A jump back to an earlier step is a loop and needs `maxIterations`.
 */
export const decisionStepSchema = z.strictObject({
  ...stepBase,
  kind: z.literal('decision'),
  condition: z.string().min(1),
  variables: z.record(z.string(), z.string()).default({}),
  onTrue: z.string(),
  onFalse: z.string(),
  maxIterations: z.number().int().positive().max(100).optional(),
});

/** A flow step by kind (the spec's PromptStep, ToolStep, TransformStep, DecisionStep). */
export const flowStepSchema = z.discriminatedUnion('kind', [
  promptStepSchema,
  toolStepSchema,
  transformStepSchema,
  decisionStepSchema,
]);

/** Which estimates an agent may see, which tools it may call, and whether it may change anything. */
export const permissionScopeSchema = z.strictObject({
  estimates: z.union([z.literal('all'), z.array(z.string())]).default('all'),
  tools: z.array(z.string()).default([]),
  access: z.enum(['read', 'write']).default('read'),
  /** Field names whose values are redacted before a model or a log sees them (spec: `sensitiveFields`). */
  sensitiveFields: z.array(z.string()).default([]),
});

/** A cron-like schedule (five fields: minute hour day-of-month month day-of-week) with a daily budget. */
export const scheduleConfigSchema = z.strictObject({
  cron: z.string().regex(/^(\S+\s+){4}\S+$/, 'five cron fields: minute hour day month weekday'),
  estimateIds: z.array(z.string()).default([]),
  dailyBudgetMicroUsd: z.number().int().nonnegative().optional(),
});

export const AGENT_CATEGORIES = ['Analysis', 'Update', 'Report', 'Custom'] as const;

export const outputFormatSchema = z.union([
  z.enum(['Markdown', 'JSON', 'CSV']),
  z.strictObject({ mimeType: z.string() }),
]);

/** The body of one agent version (what the configurator edits and `quoin agents create FILE` reads). */
export const agentConfigSchema = z.strictObject({
  name: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'an agent name is lowercase words joined by -, like "permit-check"'),
  category: z.enum(AGENT_CATEGORIES),
  description: z.string().default(''),
  promptTemplate: z.array(promptBlockSchema).min(1),
  flow: z.array(flowStepSchema).min(1),
  dataBindings: z.array(dataBindingSchema).default([]),
  /** `default` is the model the process is configured with (QUOIN_MODEL); else `provider:model`. */
  model: z.string().default('default'),
  temperature: z.number().min(0).max(2).default(0),
  topK: z.number().int().positive().optional(),
  maxTokens: z.number().int().positive().optional(),
  outputFormat: outputFormatSchema.default('Markdown'),
  permissions: permissionScopeSchema.default({
    estimates: 'all',
    tools: [],
    access: 'read',
    sensitiveFields: [],
  }),
  schedule: scheduleConfigSchema.optional(),
  /** Runs whose forecast cost passes this wait for a person's approval. */
  approvalAboveMicroUsd: z.number().int().nonnegative().optional(),
  /** The step limit of a built-in agent's tool loop (the spec's max turns). */
  maxSteps: z.number().int().positive().max(50).optional(),
});

export type AgentConfig = z.output<typeof agentConfigSchema>;
export type AgentConfigInput = z.input<typeof agentConfigSchema>;
export type FlowStep = z.output<typeof flowStepSchema>;
export type PromptBlock = z.output<typeof promptBlockSchema>;
export type DataBinding = z.output<typeof dataBindingSchema>;
export type PermissionScope = z.output<typeof permissionScopeSchema>;

/** The JSON Schema of an agent config (`quoin schema agent`). */
export function agentConfigJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(agentConfigSchema, { io: 'input' }) as Record<string, unknown>;
}
