import type { LanguageModelUsage } from 'ai';
import { costOfUsage, type ModelPrice } from '../models/model-prices.ts';
import { addUsage, type TokenUsage, tokenUsageOf, ZERO_USAGE } from '../models/token-usage.ts';
import type { ToolResponse } from '../tools/tool-response.ts';
import type { AgentEvent, AgentStep, AgentToolCall } from './agent-event.ts';
import { toAgentRunError } from './agent-run-error.ts';

interface ToolCallPart {
  toolCallId: string;
  toolName: string;
  input: unknown;
}

function isToolResponse(output: unknown): output is ToolResponse {
  return typeof output === 'object' && output !== null && 'status' in output && 'toolName' in output;
}

/**
 * Turns the parts of a run (text, tool calls, results, step ends) into events, step records and totals. Both
 * the streaming and the non-streaming run feed it the same part names, so both emit the same events.
 */
export class RunRecorder {
  readonly steps: AgentStep[] = [];
  usage: TokenUsage = ZERO_USAGE;
  costMicroUsd = 0;
  private text = '';
  private calls = new Map<string, AgentToolCall>();

  constructor(
    private readonly price: ModelPrice,
    private readonly emit: (event: AgentEvent) => void,
  ) {}

  get stepNumber(): number {
    return this.steps.length;
  }

  textDelta(text: string): void {
    if (text === '') return;
    this.text += text;
    this.emit({ type: 'text-delta', stepNumber: this.stepNumber, text });
  }

  toolCall(part: ToolCallPart): void {
    const { toolCallId, toolName, input } = part;
    this.calls.set(toolCallId, { toolCallId, toolName, input, status: 'success' });
    this.emit({ type: 'tool-call-start', stepNumber: this.stepNumber, toolCallId, toolName, input });
  }

  toolResult(part: ToolCallPart & { output: unknown }): void {
    const response = isToolResponse(part.output) ? part.output : undefined;
    this.endCall(part, {
      status: response?.status ?? 'success',
      ...(response?.error ? { error: response.error } : {}),
      output: part.output,
    });
  }

  /** A call the SDK could not run (unparseable arguments, unknown tool); the model sees the error. */
  toolError(part: ToolCallPart & { error: unknown }): void {
    // The SDK hands over an invalid call's error as its message only.
    const error =
      typeof part.error === 'string'
        ? { code: 'TOOL_CALL_INVALID', message: part.error, isRetryable: false }
        : toAgentRunError(part.error);
    this.endCall(part, { status: 'error', error });
  }

  private endCall(
    part: ToolCallPart,
    outcome: Pick<AgentToolCall, 'status' | 'error'> & { output?: unknown },
  ): void {
    const { output, ...result } = outcome;
    const started = this.calls.get(part.toolCallId);
    const call: AgentToolCall = {
      toolCallId: part.toolCallId,
      toolName: part.toolName,
      input: started?.input ?? part.input,
      ...result,
    };
    this.calls.set(part.toolCallId, call);
    this.emit({
      type: 'tool-call-end',
      stepNumber: this.stepNumber,
      call,
      ...(output !== undefined ? { output } : {}),
    });
  }

  stepEnd(finishReason: string, usage: LanguageModelUsage): AgentStep {
    const tokens = tokenUsageOf(usage);
    const step: AgentStep = {
      stepNumber: this.stepNumber,
      finishReason,
      text: this.text,
      toolCalls: [...this.calls.values()],
      usage: tokens,
      costMicroUsd: costOfUsage(tokens, this.price),
    };
    this.steps.push(step);
    this.usage = addUsage(this.usage, tokens);
    this.costMicroUsd += step.costMicroUsd;
    this.text = '';
    this.calls = new Map();
    this.emit({ type: 'step-end', step });
    this.emit({ type: 'usage', usage: this.usage, costMicroUsd: this.costMicroUsd });
    return step;
  }
}
