import type { FlowStep } from '@quoin/protocol';
import type { StepUsage } from './flow-event.ts';

/** A prompt step as the executor gets it: texts already rendered and redacted. */
export interface PromptRequest {
  step: Extract<FlowStep, { kind: 'prompt' }>;
  system: string;
  prompt: string;
  tools: string[];
  maxSteps: number;
  temperature: number;
  maxTokens?: number;
  /** The prompt may carry text from outside (a bound document, drawing or web result): writes wait for a person. */
  untrustedContent?: boolean;
}

export interface PromptResult extends StepUsage {
  text: string;
  /** Names of the tools the model called. */
  toolNames: string[];
  /** Write tools the model asked for after untrusted text, held for a person's approval (not run). */
  withheldWrites?: string[];
}

/** A tool's answer in the registry's response shape, reduced to what a flow needs. */
export interface ToolResult {
  ok: boolean;
  data: unknown;
  error?: { code: string; message: string; category?: string };
}

/** How a flow's model, tool and agent steps run; the runtime supplies one over the connector (runAgent). */
export interface StepExecutor {
  prompt(request: PromptRequest, signal?: AbortSignal): Promise<PromptResult>;
  tool(name: string, input: Record<string, unknown>): Promise<ToolResult>;
  /** Runs another agent's published config with an input (a flow calling an agent). */
  agent?(name: string, input: Record<string, unknown>): Promise<PromptResult>;
}
