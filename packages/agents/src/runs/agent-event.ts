import type { SuspendedRun } from '../approvals/suspended-run.ts';
import type { TokenUsage } from '../models/token-usage.ts';
import type { ToolResponseError } from '../tools/tool-response.ts';

/** How a run ended: the model answered, the step limit cut it off, a stop condition held, or an error. */
/** `suspended`: waiting for a person's approval (a tool marked needsApproval, or the forecast cost). */
export type AgentRunStatus = 'completed' | 'step-limit' | 'stopped' | 'suspended' | 'error';

/** An error as events and results carry it: plain data, safe to log and send. */
export interface AgentRunError {
  code: string;
  message: string;
  isRetryable: boolean;
  details?: Record<string, unknown>;
}

/** A tool call of a step, with how it ended. */
export interface AgentToolCall {
  toolCallId: string;
  toolName: string;
  input: unknown;
  status: 'success' | 'warning' | 'error';
  /** The registry's error, or the SDK's when the call could not be parsed (bad JSON, unknown tool). */
  error?: ToolResponseError | AgentRunError;
}

/** One model call and the tool calls it asked for. */
export interface AgentStep {
  stepNumber: number;
  /** The AI SDK's finish reason: `stop`, `tool-calls`, `length`, … */
  finishReason: string;
  text: string;
  toolCalls: AgentToolCall[];
  usage: TokenUsage;
  costMicroUsd: number;
}

/**
 * What a run streams, in order. Part names follow the AI SDK's noun-verb habit. Costs are integer
 * micro-dollars (1 USD = 1,000,000).
 */
export type AgentEvent =
  | { type: 'text-delta'; stepNumber: number; text: string }
  | { type: 'tool-call-start'; stepNumber: number; toolCallId: string; toolName: string; input: unknown }
  | { type: 'tool-call-end'; stepNumber: number; call: AgentToolCall; output?: unknown }
  | { type: 'step-end'; step: AgentStep }
  /** The run's totals so far, after each step. */
  | { type: 'usage'; usage: TokenUsage; costMicroUsd: number }
  | { type: 'error'; error: AgentRunError }
  /** One agent handed the conversation to another (`runAgents`), with the typed input it passed. */
  | { type: 'handoff'; from: string; to: string; input: unknown }
  /** The run stopped to ask a person; resume it with `resumeAgentRun` (here or in another process). */
  | { type: 'approval-requested'; suspended: SuspendedRun }
  | {
      type: 'run-end';
      status: AgentRunStatus;
      text: string;
      stepCount: number;
      usage: TokenUsage;
      costMicroUsd: number;
    };

export type AgentEventType = AgentEvent['type'];
