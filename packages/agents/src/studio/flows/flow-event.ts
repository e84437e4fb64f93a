import type { FlowStep } from '@quoin/protocol';

/** Tokens and cost of one step (zero for tools and transforms). */
export interface StepUsage {
  inputTokens: number;
  outputTokens: number;
  costMicroUsd: number;
}

/** The error categories of the agent-module spec, plus what Quoin adds (permission, tool, budget). */
export type FlowErrorCategory =
  | 'validation'
  | 'rate-limit'
  | 'network'
  | 'model'
  | 'permission'
  | 'tool'
  | 'budget';

export interface FlowError {
  code: string;
  category: FlowErrorCategory;
  message: string;
  stepId?: string;
}

/** One executed (or restored) step, as the run log keeps it. */
export interface FlowStepRecord {
  stepId: string;
  kind: FlowStep['kind'];
  /** `review#1`: the step id and its visit, the checkpoint key. */
  key: string;
  input?: unknown;
  output: unknown;
  usage: StepUsage;
  latencyMs: number;
  toolNames: string[];
  /** True when the output came from a checkpoint (a resumed run), not from running the step. */
  restored: boolean;
}

/** What a flow streams, in order (noun-verb names, as the AI SDK's parts). */
export type FlowEvent =
  | { type: 'flow-start'; runId: string; agent: string; resumed: boolean }
  | { type: 'step-start'; stepId: string; kind: FlowStep['kind']; key: string }
  | { type: 'step-finish'; step: FlowStepRecord }
  | { type: 'step-error'; stepId: string; error: FlowError }
  | { type: 'decision-take'; stepId: string; result: boolean; next: string; loopLimited: boolean }
  | { type: 'flow-suspend'; stepId: string; reason: string }
  | { type: 'flow-finish'; result: FlowResult };

/** How a flow ended (the spec's FlowResult): its output, every step, the totals. */
export interface FlowResult {
  runId: string;
  status: 'success' | 'failure' | 'requires-action';
  /** The last step's output (a prompt step's text when it was one). */
  output: unknown;
  outputText?: string;
  steps: FlowStepRecord[];
  usage: StepUsage;
  error?: FlowError;
  /** Set when a person must approve a step before the flow can go on (resume with it approved). */
  suspendedAt?: { stepId: string; reason: string };
}
