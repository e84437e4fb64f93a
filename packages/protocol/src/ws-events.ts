import { groupSchema, LIFECYCLE_STATES, lineItemSchema, materialSchema } from '@quoin/core';
import { z } from 'zod';
import { describeZodError, zodProblems } from './describe-zod-error.ts';
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';
import { findNulCharacter, formatFieldPath, nulCharacterMessage } from './find-nul-character.ts';
import { intakeResponseSchema } from './intake-shopping-routes.ts';
import { agentRunProgressEventSchema } from './studio/agent-run-progress-event.ts';

export { AGENT_RUN_PHASES } from './studio/agent-run-progress-event.ts';

// The live estimate protocol on /ws/{estimateId}. A frame is one JSON object whose `type` names the event, with
// the payload's fields beside it: {"type":"user_message","text":"paint a 12x14 bedroom"}.

/** Frames larger than this are refused by the socket itself (close code 1009). */
export const MAX_FRAME_BYTES = 64 * 1024;

const planId = z.string().min(1).max(100);

export const clientEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('user_message'), text: z.string().trim().min(1).max(10_000) }),
  /** `planId` guards against approving a plan other than the one on screen; omitted means the pending one. */
  z.strictObject({ type: z.literal('approve_plan'), planId: planId.optional() }),
  z.strictObject({ type: z.literal('reject_plan'), planId: planId.optional() }),
  z.strictObject({ type: z.literal('ping'), id: z.string().max(100).optional() }),
  // The intake interview (issue #17): an answer, and the interview as it stands after each turn.
  z.strictObject({
    type: z.literal('intake_answer'),
    intakeId: z.string().min(1).max(100),
    answer: z.string().max(20_000),
  }),
]);

export type ClientEvent = z.infer<typeof clientEventSchema>;
export const CLIENT_EVENT_TYPES = [
  'user_message',
  'approve_plan',
  'reject_plan',
  'ping',
  'intake_answer',
] as const;

const chatMessage = z.strictObject({
  id: z.string(),
  role: z.enum(['user', 'assistant', 'system', 'tool']),
  content: z.string(),
  createdAt: z.string(),
});

export const serverEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('connected'), estimateId: z.string(), version: z.number().int() }),
  z.strictObject({ type: z.literal('chat_history'), messages: z.array(chatMessage) }),
  z.strictObject({ type: z.literal('chat_message_added'), message: chatMessage }),
  z.strictObject({ type: z.literal('assistant_chunk'), delta: z.string() }),
  z.strictObject({ type: z.literal('assistant_message'), content: z.string() }),
  z.strictObject({
    type: z.literal('plan_proposed'),
    planId: z.string(),
    summary: z.string(),
    plan: z.unknown(),
    understood: z.array(z.string()),
  }),
  z.strictObject({ type: z.literal('plan_rejected'), planId: z.string() }),
  z.strictObject({ type: z.literal('plan_approved'), planId: z.string() }),
  /** Steps of a plan's execution done so far (one per group, then QA and finalize). */
  z.strictObject({
    type: z.literal('execution_progress'),
    planId: z.string(),
    done: z.number().int().min(0),
    total: z.number().int().min(1),
  }),
  z.strictObject({ type: z.literal('suggestions_updated'), suggestions: z.array(z.string()) }),
  /** A drawing set being ingested for this estimate: pages read so far, and the sheet just read. */
  z.strictObject({
    type: z.literal('drawing_ingest_progress'),
    fileName: z.string(),
    page: z.number().int().min(1),
    pageCount: z.number().int().min(1),
    sheet: z.string(),
    textClass: z.string(),
  }),
  z.strictObject({
    type: z.literal('token_usage_updated'),
    inputTokens: z.number().int().min(0),
    outputTokens: z.number().int().min(0),
    costUsd: z.number().min(0),
    modelId: z.string(),
  }),
  z.strictObject({ type: z.literal('line_item_updated'), groupId: z.string(), item: lineItemSchema }),
  z.strictObject({ type: z.literal('line_item_removed'), groupId: z.string(), itemId: z.string() }),
  z.strictObject({ type: z.literal('group_added'), group: groupSchema }),
  z.strictObject({ type: z.literal('line_item_added'), groupId: z.string(), item: lineItemSchema }),
  z.strictObject({ type: z.literal('material_added'), lineItemId: z.string(), material: materialSchema }),
  z.strictObject({
    type: z.literal('estimate_updated'),
    version: z.number().int(),
    grandTotalCents: z.number().int(),
  }),
  z.strictObject({
    type: z.literal('estimate_quality_updated'),
    version: z.number().int(),
    qualityScore: z.number().int().optional(),
    lifecycleState: z.enum(LIFECYCLE_STATES),
  }),
  z.strictObject({
    type: z.literal('error'),
    code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
  z.strictObject({ type: z.literal('pong'), id: z.string().optional() }),
  z.strictObject({ type: z.literal('intake_updated'), intake: intakeResponseSchema }),
  /** A plan's execution failed: the plan is marked failed and the estimate is as it was before the approval. */
  z.strictObject({
    type: z.literal('execution_failed'),
    planId: z.string(),
    code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
  }),
  agentRunProgressEventSchema,
]);

export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ServerEventType = ServerEvent['type'];
export const SERVER_EVENT_TYPES = serverEventSchema.options.map((option) => option.shape.type.value);

export type ParsedFrame =
  | { ok: true; event: ClientEvent }
  | { ok: false; error: { code: 'VALIDATION_FAILED'; message: string; details: Record<string, unknown> } };

function invalid(message: string, details: Record<string, unknown> = {}): ParsedFrame {
  return { ok: false, error: { code: 'VALIDATION_FAILED', message, details } };
}

/** Reads one client frame: JSON, an object, a known `type`, fields valid. The error says what to fix. */
export function parseClientFrame(frame: string): ParsedFrame {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return invalid('The frame is not JSON: send one object like {"type":"user_message","text":"…"}.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return invalid('The frame must be a JSON object with a "type" field.');
  }
  const nulAt = findNulCharacter(value);
  if (nulAt) {
    const field = formatFieldPath(undefined, nulAt);
    return invalid(nulCharacterMessage(field), { problems: [{ path: field, code: 'nul_character' }] });
  }
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !(CLIENT_EVENT_TYPES as readonly string[]).includes(type)) {
    return invalid(
      `"type" must be one of ${CLIENT_EVENT_TYPES.join(', ')} (got ${JSON.stringify(type) ?? 'nothing'}).`,
      {
        allowed: CLIENT_EVENT_TYPES,
      },
    );
  }
  const parsed = clientEventSchema.safeParse(value);
  if (parsed.success) return { ok: true, event: parsed.data };
  return invalid(`Invalid ${type} frame: ${describeZodError(parsed.error)}.`, {
    problems: zodProblems(parsed.error),
  });
}

/** A server event as a frame. */
export function serializeServerEvent(event: ServerEvent): string {
  return JSON.stringify(event);
}
