import type { AgentRunLog, RunStepLog } from '@quoin/protocol';
import type { Redactor } from '../../privacy/redactor.ts';
import { redactValue } from '../context/redact-value.ts';
import type { FlowError, FlowResult } from '../flows/flow-event.ts';

export interface RunLogHeader {
  id: string;
  agentName: string;
  agentVersion: number;
  actor: string;
  estimateId?: string;
  inputs: Record<string, unknown>;
  playground: boolean;
  startedAt: string;
}

/** Where finished (and started) runs go: the store's run log. */
export interface RunLogSink {
  record(run: AgentRunLog): Promise<void>;
}

/**
 * A flow's result as an execution-log row: every step's input and output redacted again with the run's
 * redactor (a model's answer has the real values put back, the log must not), tokens, cost, latency, tools.
 */
export function runLogOf(
  header: RunLogHeader,
  result: FlowResult,
  options: { redactor: Redactor; sensitiveFields: readonly string[]; latencyMs: number; finishedAt: string },
): AgentRunLog {
  const redact = (value: unknown) => redactValue(value, options.sensitiveFields, options.redactor);
  const steps: RunStepLog[] = result.steps.map((step) => ({
    stepId: step.stepId,
    kind: step.kind,
    status: 'success',
    ...(step.input === undefined ? {} : { input: redact(step.input) }),
    output: redact(step.output),
    inputTokens: step.usage.inputTokens,
    outputTokens: step.usage.outputTokens,
    costMicroUsd: step.usage.costMicroUsd,
    latencyMs: Math.round(step.latencyMs * 1000) / 1000,
    ...(step.toolNames[0] ? { toolName: step.toolNames.join(', ') } : {}),
  }));
  if (result.error?.stepId) {
    steps.push({
      stepId: result.error.stepId,
      kind: 'error',
      status: 'failure',
      error: redact(result.error.message) as string,
      inputTokens: 0,
      outputTokens: 0,
      costMicroUsd: 0,
      latencyMs: 0,
    });
  }
  if (result.suspendedAt) {
    steps.push({
      stepId: result.suspendedAt.stepId,
      kind: 'approval',
      status: 'waiting',
      error: result.suspendedAt.reason,
      inputTokens: 0,
      outputTokens: 0,
      costMicroUsd: 0,
      latencyMs: 0,
    });
  }
  return {
    ...header,
    inputs: redact(header.inputs) as Record<string, unknown>,
    status: result.status,
    ...errorFields(result.error, redact),
    steps,
    ...(result.outputText !== undefined ? { output: redact(result.outputText) as string } : {}),
    inputTokens: result.usage.inputTokens,
    outputTokens: result.usage.outputTokens,
    costMicroUsd: result.usage.costMicroUsd,
    latencyMs: Math.round(options.latencyMs),
    tools: result.steps.flatMap((step) => step.toolNames),
    finishedAt: options.finishedAt,
  };
}

function errorFields(error: FlowError | undefined, redact: (value: unknown) => unknown) {
  return error ? { errorCategory: error.category, errorMessage: redact(error.message) as string } : {};
}
