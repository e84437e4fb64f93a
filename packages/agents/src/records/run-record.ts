import { z } from 'zod';
import type { ModelPrice } from '../models/model-prices.ts';
import type { TokenUsage } from '../models/token-usage.ts';

/** Bumped when the record's shape changes; older records are refused with a message, not misread. */
export const RUN_RECORD_VERSION = 1;

/** One provider call as the model answered it: the generate result, or every part of the stream. */
export type RecordedModelCall = { kind: 'generate'; result: unknown } | { kind: 'stream'; parts: unknown[] };

/** One tool call's result as the model's tool loop got it (the registry's response shape). */
export interface RecordedToolResult {
  toolCallId: string;
  toolName: string;
  input: unknown;
  output: unknown;
}

/**
 * Everything needed to explain and re-execute a run offline: the recipe (model, price table, prompt and tool
 * versions), the input, every model response and tool result, and the outcome. Sensitive values are stored as
 * the redactor's tokens, never raw.
 */
export interface RunRecord {
  version: typeof RUN_RECORD_VERSION;
  id: string;
  createdAt: string;
  agentName: string;
  recipe: {
    provider: string;
    modelId: string;
    price: ModelPrice;
    promptVersion?: string;
    /** Tool name → a hash of its input schema and description: a changed tool shows in the record. */
    toolVersions: Record<string, string>;
    quoinVersion?: string;
  };
  input: {
    system?: string;
    prompt: unknown;
    toolNames?: string[];
    maxSteps: number;
    maxOutputTokens: number;
    stream: boolean;
    temperature?: number;
  };
  modelCalls: RecordedModelCall[];
  toolResults: RecordedToolResult[];
  outcome: {
    status: string;
    text: string;
    usage: TokenUsage;
    costMicroUsd: number;
    error?: { code: string; message: string };
  };
  /** How many values of each kind the redactor replaced (the values themselves are never stored). */
  redactions?: Record<string, number>;
}

const recordSchema = z.looseObject({
  version: z.literal(RUN_RECORD_VERSION),
  id: z.string().min(1),
  createdAt: z.string(),
  agentName: z.string(),
  recipe: z.looseObject({
    provider: z.string(),
    modelId: z.string(),
    toolVersions: z.record(z.string(), z.string()),
  }),
  input: z.looseObject({
    prompt: z.unknown(),
    maxSteps: z.number(),
    maxOutputTokens: z.number(),
    stream: z.boolean(),
  }),
  modelCalls: z.array(z.looseObject({ kind: z.enum(['generate', 'stream']) })),
  toolResults: z.array(z.looseObject({ toolName: z.string() })),
  outcome: z.looseObject({ status: z.string(), text: z.string() }),
});

/** Reads a stored record, checking its shape; the error says which field is wrong. */
export function parseRunRecord(json: unknown): RunRecord {
  const parsed = recordSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Not a run record of version ${RUN_RECORD_VERSION}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    );
  }
  return parsed.data as unknown as RunRecord;
}
