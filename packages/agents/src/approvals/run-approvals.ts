import type { ModelMessage } from 'ai';
import { costOfUsage, type ModelPrice } from '../models/model-prices.ts';
import type { PendingApproval, SuspendedRun } from './suspended-run.ts';

/** Approvals a run honours. */
export interface RunApprovalOptions {
  /** Suspend before the first model call when the run's forecast worst case passes this (micro-dollars). */
  costAboveMicroUsd?: number;
  /** A person approved the forecast cost (a resumed run). */
  costApproved?: boolean;
  /** A person refused it: the run ends without a model call. */
  costDenied?: boolean;
  /** Where a suspended run is kept so any process can resume it. */
  store?: { save(run: SuspendedRun): void };
}

/**
 * The run's worst case before it starts: every step sends at least today's prompt (system, messages, tool
 * schemas; one token per UTF-8 byte at most) and may answer up to the output ceiling.
 */
export function forecastRunMicroUsd(input: {
  system?: string;
  messages: ModelMessage[];
  toolSchemas: unknown;
  maxSteps: number;
  maxOutputTokens: number;
  price: ModelPrice;
}): number {
  const promptTokens = Buffer.byteLength(
    JSON.stringify([input.system ?? '', input.messages, input.toolSchemas]),
  );
  const perStep = costOfUsage(
    {
      inputTokens: promptTokens,
      cachedInputTokens: 0,
      cacheWriteTokens: 0,
      outputTokens: input.maxOutputTokens,
    },
    input.price,
  );
  return perStep * input.maxSteps;
}

/** The SDK's approval request part, as both the generate and the stream path hand it over. */
export interface ApprovalRequestPart {
  approvalId: string;
  toolCall: { toolCallId: string; toolName: string; input: unknown };
}

export function pendingApprovalOf(part: ApprovalRequestPart): PendingApproval {
  const { toolCallId, toolName, input } = part.toolCall;
  return { approvalId: part.approvalId, toolCallId, toolName, input };
}

/** The prompt as messages, so a suspended run can be continued by appending to it. */
export function promptMessages(prompt: string | ModelMessage[]): ModelMessage[] {
  return typeof prompt === 'string' ? [{ role: 'user', content: prompt }] : prompt;
}
