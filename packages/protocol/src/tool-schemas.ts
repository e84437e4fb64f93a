import { z } from 'zod';

/** `/api/tools/:name`: a registry tool name (snake_case). */
export const toolParamsSchema = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'a tool name is snake_case, e.g. generate_letter'),
});

export const toolListQuerySchema = z.strictObject({
  placement: z.enum(['dashboard', 'tools', 'service']).optional(),
  category: z.string().max(64).optional(),
});

/** A tool's discovery data: what it does, where a client shows it, its parameters as JSON Schema, examples. */
export const toolInfoSchema = z.object({
  name: z.string(),
  description: z.string(),
  category: z.string(),
  uiPlacement: z.enum(['dashboard', 'tools', 'service']),
  priority: z.number(),
  dependencies: z.array(z.string()),
  parameters: z.array(z.unknown()),
  inputJsonSchema: z.record(z.string(), z.unknown()),
  examples: z.array(z.object({ description: z.string(), args: z.record(z.string(), z.unknown()) })),
});
export type ToolInfoWire = z.infer<typeof toolInfoSchema>;

export const toolListResponseSchema = z.object({ tools: z.array(toolInfoSchema) });

/** A tool call's arguments: one JSON object, validated by the tool's own schema. */
export const toolCallBodySchema = z.record(z.string(), z.unknown());

/**
 * The one response of every tool call (unified-tools spec): files a tool writes travel in `data.files` as
 * `{ fileName, mediaType, encoding, content }`, their names in `files`.
 */
export const toolResponseSchema = z.object({
  status: z.enum(['success', 'warning', 'error']),
  data: z.unknown(),
  files: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  error: z.unknown(),
  executionTime: z.number(),
  toolName: z.string(),
  timestamp: z.string(),
});
export type ToolResponseWire = z.infer<typeof toolResponseSchema>;
