import type { Estimate, Plan } from '@quoin/core';

/** One chat turn as a responder sees it: the estimate as stored, the history before this message, the message. */
export interface ChatTurn {
  estimateId: string;
  text: string;
  history: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>;
  estimate: Estimate;
}

/**
 * What a responder streams back. The server turns these into protocol events: `text-delta` → `assistant_chunk`
 * (and one stored assistant message at the end), `plan` → a pending plan and `plan_proposed`, `suggestions` →
 * `suggestions_updated`, `usage` → `token_usage_updated`.
 */
export type ChatResponderEvent =
  | { type: 'text-delta'; text: string }
  | { type: 'plan'; plan: Plan; summary: string; understood: string[] }
  | { type: 'suggestions'; suggestions: string[] }
  | { type: 'usage'; inputTokens: number; outputTokens: number; costUsd: number; modelId: string };

/**
 * Answers a chat message. Without one (no model configured) the server reads the message with the scope parser.
 * Defined here, in the layer both sides import: the agents package implements it, the server consumes it, the
 * CLI wires one into the other in `quoin serve`.
 */
export type ChatResponder = (turn: ChatTurn, signal?: AbortSignal) => AsyncIterable<ChatResponderEvent>;
