import type { AgentModel } from '../../estimating/pipeline/agent-model.ts';
import type { Redactor } from '../../privacy/redactor.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';
import { runAgent } from '../../runs/run-agent.ts';
import type { ToolRegistry } from '../../tools/tool-registry.ts';
import { errorResponse } from '../../tools/tool-response.ts';
import { redactValue } from '../context/redact-value.ts';
import type { PromptResult, StepExecutor } from './step-executor.ts';

export interface ConnectorOptions {
  model: AgentModel;
  registry: ToolRegistry;
  redactor: Redactor;
  agentName: string;
  /** Field names whose values tool results show the model only as tokens (the config's sensitiveFields). */
  sensitiveFields?: readonly string[];
  /** The estimates the agent may touch (its permission scope); tool calls the model makes are held to it. */
  estimateScope?: 'all' | readonly string[];
  rateLimiter?: RateLimiter;
  /** Runs another agent (a flow's `agent:NAME` step). */
  callAgent?: (name: string, input: Record<string, unknown>) => Promise<PromptResult>;
}

/**
 * The flow's steps over the existing runtime, which is the connector: prompt steps are `runAgent` runs (rate
 * limits, retries, redaction, telemetry, cost), tool steps are registry calls (validation, one response shape).
 */
export function connectorExecutor(options: ConnectorOptions): StepExecutor {
  const fields = options.sensitiveFields ?? [];
  const scope = options.estimateScope ?? 'all';
  // The model's tool calls are held to the agent's estimates, and their results reach the model only with the
  // sensitive fields as tokens (a tool that reads an estimate must not hand it a client's name).
  const registry =
    fields.length === 0 && scope === 'all'
      ? options.registry
      : (Object.assign(Object.create(options.registry), {
          async execute(name: string, rawArgs?: unknown) {
            const estimateId = (rawArgs as { estimateId?: unknown } | undefined)?.estimateId;
            if (scope !== 'all' && typeof estimateId === 'string' && !scope.includes(estimateId)) {
              return errorResponse(
                name,
                {
                  category: 'validation',
                  code: 'PERMISSION_DENIED',
                  message: `Agent ${options.agentName} may not use estimate ${estimateId}; it may use ${scope.join(', ') || 'none'}.`,
                  isRetryable: false,
                },
                { timestamp: new Date(0).toISOString(), executionTime: 0 },
              );
            }
            const response = await options.registry.execute(name, rawArgs);
            return response.data === null || fields.length === 0
              ? response
              : { ...response, data: redactValue(response.data, fields, options.redactor) };
          },
        }) as ToolRegistry);
  return {
    async prompt(request, signal) {
      const run = runAgent({
        model: options.model.model,
        registry,
        toolNames: request.tools,
        ...(request.system ? { system: request.system } : {}),
        prompt: request.prompt || '(no prompt)',
        price: options.model.price,
        maxSteps: request.maxSteps,
        temperature: request.temperature,
        ...(request.maxTokens ? { maxOutputTokens: request.maxTokens } : {}),
        redactor: options.redactor,
        agentName: options.agentName,
        record: false,
        stream: false,
        ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
        ...(signal ? { abortSignal: signal } : {}),
        ...(request.untrustedContent ? { untrustedContent: true } : {}),
      });
      for await (const _event of run) {
        // The flow streams its own events; the step's result is all it needs here.
      }
      const result = await run.result;
      return {
        text: result.text,
        toolNames: result.steps.flatMap((step) => step.toolCalls.map((call) => call.toolName)),
        inputTokens: result.usage.inputTokens,
        outputTokens: result.usage.outputTokens,
        costMicroUsd: result.costMicroUsd,
        ...(result.status === 'suspended'
          ? { withheldWrites: result.suspended?.pending.map((call) => call.toolName) ?? [] }
          : {}),
      };
    },
    async tool(name, input) {
      const response = await options.registry.execute(name, input);
      return response.status === 'error'
        ? {
            ok: false,
            data: null,
            error: {
              code: response.error?.code ?? 'TOOL_FAILED',
              message: response.error?.message ?? `${name} failed`,
              ...(response.error?.category ? { category: response.error.category } : {}),
            },
          }
        : { ok: true, data: response.data };
    },
    ...(options.callAgent ? { agent: options.callAgent } : {}),
  };
}
