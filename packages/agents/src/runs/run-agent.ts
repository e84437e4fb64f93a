import type { LanguageModelV3, LanguageModelV3CallOptions } from '@ai-sdk/provider';
import type { Tracer } from '@opentelemetry/api';
import {
  generateText,
  type ModelMessage,
  type StepResult,
  type StopCondition,
  stepCountIs,
  streamText,
  type TextStreamPart,
  type ToolSet,
} from 'ai';
import { costGate } from '../approvals/cost-gate.ts';
import {
  type ApprovalRequestPart,
  pendingApprovalOf,
  promptMessages,
  type RunApprovalOptions,
} from '../approvals/run-approvals.ts';
import type { PendingApproval, SuspendedRun } from '../approvals/suspended-run.ts';
import type { ModelPrice } from '../models/model-prices.ts';
import type { TokenUsage } from '../models/token-usage.ts';
import type { Redactor } from '../privacy/redactor.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { defaultRunStore } from '../records/default-run-store.ts';
import { newRunId } from '../records/new-run-id.ts';
import { RunRecording, type RunRecordingOptions } from '../records/run-recording.ts';
import { RunTrace } from '../telemetry/run-trace.ts';
import { quoinTracer } from '../telemetry/run-tracing.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import type { AgentEvent, AgentRunError, AgentRunStatus, AgentStep } from './agent-event.ts';
import { toAgentRunError } from './agent-run-error.ts';
import { RunBudget } from './budget.ts';
import type { BudgetLimits } from './budget-limits.ts';
import { EventChannel } from './event-channel.ts';
import { registryToolSet } from './registry-tool-set.ts';
import { RunRecorder } from './run-recorder.ts';
import { InMemorySpendLedger, type SpendLedger } from './spend-ledger.ts';
import { wrapRunModel } from './wrap-run-model.ts';

/** Defaults: Genkit and Mastra stop at 5 steps, OpenAI Agents at 10; estimating needs a few lookups per item. */
export const DEFAULT_MAX_STEPS = 10;
/** Every call needs an output ceiling, or its worst case (and so the budget) has none. */
export const DEFAULT_MAX_OUTPUT_TOKENS = 4096;

export interface RunAgentOptions {
  model: LanguageModelV3;
  registry: ToolRegistry;
  /** The tools this agent may call; all registered tools when absent. */
  toolNames?: readonly string[];
  system?: string;
  prompt: string | ModelMessage[];
  /** The model's price; every step's cost and every budget reservation uses it. */
  price: ModelPrice;
  /** Hard limits; without them the run is only metered. */
  budget?: { limits: BudgetLimits; ledger: SpendLedger; now: () => Date };
  maxSteps?: number;
  maxOutputTokens?: number;
  /** More stop conditions, any of which ends the loop (the step limit always applies). */
  stopWhen?: StopCondition<ToolSet>[];
  /** Stream text deltas as they arrive (default); false calls the provider without streaming. */
  stream?: boolean;
  temperature?: number;
  /** Provider retries per call (the AI SDK's default is 2). */
  maxRetries?: number;
  abortSignal?: AbortSignal;
  /**
   * Keeps sensitive values (emails, phones, addresses, what the user flags) out of every prompt: the provider
   * sees stable tokens, the tools and the caller see the real values.
   */
  redactor?: Redactor;
  /** The provider's shared limiter (requests and tokens per minute, 429 pauses); see `processRateLimits`. */
  rateLimiter?: RateLimiter;
  /** OpenTelemetry tracer for run, step, model-call and tool-call spans; default the global `quoin-agents` one. */
  tracer?: Tracer;
  /** Names the run in traces and records. */
  agentName?: string;
  /** Keep the run (recipe, every model answer and tool result) for `quoin runs` and `quoin replay`;
   * default: the process's store when one is set (`setDefaultRunStore`), false turns recording off. */
  record?: Partial<RunRecordingOptions> | false;
  /**
   * The prompt carries text from outside Quoin (an uploaded document, a drawing, a web result): every write
   * tool call then waits for a person's approval. Results of `untrustedOutput` tools taint a run by themselves.
   */
  untrustedContent?: boolean;
  /** Approvals: a cost threshold, and where a suspended run is kept (tools say `needsApproval` themselves). */
  approval?: RunApprovalOptions;
  /** Prompt-token upper bound for reservations; default: the prompt's UTF-8 bytes. */
  estimatePromptTokens?: (params: LanguageModelV3CallOptions) => number;
}

export interface AgentRunResult {
  status: Exclude<AgentRunStatus, 'error'>;
  /** The last step's text. */
  text: string;
  steps: AgentStep[];
  usage: TokenUsage;
  costMicroUsd: number;
  /** The messages the run added to the conversation (assistant turns, tool results), for the next turn. */
  responseMessages: ModelMessage[];
  /** Set when the status is `suspended`: what to show the person and pass to `resumeAgentRun`. */
  suspended?: SuspendedRun;
}

/** A started run: iterate it for events; `result` settles when it ends (rejecting with the run's error). */
export interface AgentRun extends AsyncIterable<AgentEvent> {
  result: Promise<AgentRunResult>;
}

function statusOf(steps: AgentStep[], maxSteps: number): AgentRunResult['status'] {
  const last = steps[steps.length - 1];
  if (last?.finishReason !== 'tool-calls') return 'completed';
  return steps.length >= maxSteps ? 'step-limit' : 'stopped';
}

/** Feeds one finished step's content to the recorder (the non-streaming path). */
function recordStep(recorder: RunRecorder, step: StepResult<ToolSet>): void {
  for (const part of step.content) {
    if (part.type === 'text') recorder.textDelta(part.text);
    else if (part.type === 'tool-call') recorder.toolCall(part);
    else if (part.type === 'tool-result') recorder.toolResult(part);
    else if (part.type === 'tool-error') recorder.toolError(part);
  }
  recorder.stepEnd(step.finishReason, step.usage);
}

function startRecording(options: RunAgentOptions): RunRecording | undefined {
  if (options.record === false) return undefined;
  const store = options.record?.store ?? defaultRunStore();
  if (!store) return undefined;
  return new RunRecording(
    { ...(options.record || {}), store },
    {
      ...options,
      maxSteps: options.maxSteps ?? DEFAULT_MAX_STEPS,
      maxOutputTokens: options.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
      stream: options.stream !== false,
      now: options.budget?.now() ?? new Date(),
    },
  );
}

/**
 * Runs an agent: a multi-step tool loop over the registry's tools, held to the budget before every model
 * call, metered per step, streamed as typed events.
 * @example for await (const event of runAgent({ model, registry, price, prompt: 'Price 400 sq ft of drywall' })) …
 */
export function runAgent(options: RunAgentOptions): AgentRun {
  const channel = new EventChannel<AgentEvent>();
  const runTrace = new RunTrace(options.tracer ?? quoinTracer(), {
    'gen_ai.agent.name': options.agentName ?? 'agent',
    'gen_ai.request.model': options.model.modelId,
  });
  let failure: AgentRunError | undefined;
  const recording = startRecording(options);
  const emit = (event: AgentEvent) => {
    recording?.onEvent(event);
    if (event.type === 'error') failure = event.error;
    if (event.type === 'step-end') {
      const { step } = event;
      runTrace.endStep({
        'quoin.step.finish_reason': step.finishReason,
        'quoin.cost_micro_usd': step.costMicroUsd,
      });
    } else if (event.type === 'run-end') {
      runTrace.end(
        event.status,
        {
          'quoin.run.steps': event.stepCount,
          'gen_ai.usage.input_tokens': event.usage.inputTokens,
          'gen_ai.usage.output_tokens': event.usage.outputTokens,
          'quoin.cost_micro_usd': event.costMicroUsd,
        },
        failure,
      );
    }
    channel.push(event);
  };
  const result = execute(options, emit, runTrace, recording).finally(() => channel.close());
  // The caller may only iterate events; a rejection it never awaits must not crash the process.
  result.catch(() => {});
  return { result, [Symbol.asyncIterator]: () => channel[Symbol.asyncIterator]() };
}

async function execute(
  options: RunAgentOptions,
  emit: (event: AgentEvent) => void,
  runTrace: RunTrace,
  recording: RunRecording | undefined,
): Promise<AgentRunResult> {
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  const maxOutputTokens = options.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS;
  const budget = new RunBudget({
    price: options.price,
    limits: options.budget?.limits ?? {},
    ledger: options.budget?.ledger ?? new InMemorySpendLedger(),
    now: options.budget?.now ?? (() => new Date(0)),
  });
  const model = wrapRunModel(options, budget, runTrace, recording, maxOutputTokens);
  const recorder = new RunRecorder(options.price, emit);
  const call = {
    model,
    tools: registryToolSet(
      options.registry,
      options.toolNames,
      (name, run) => runTrace.tool(name, run),
      options.untrustedContent ?? false,
    ),
    ...(options.system !== undefined ? { system: options.system } : {}),
    prompt: options.prompt,
    maxOutputTokens,
    stopWhen: [stepCountIs(maxSteps), ...(options.stopWhen ?? [])],
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
    ...(options.abortSignal ? { abortSignal: options.abortSignal } : {}),
  };
  const messages = promptMessages(options.prompt);
  const approvals: PendingApproval[] = [];
  let responseMessages: ModelMessage[] = [];
  const suspend = (reason: SuspendedRun['reason'], forecastMicroUsd?: number): SuspendedRun => {
    const now = options.budget?.now() ?? new Date();
    const suspended: SuspendedRun = {
      id: recording?.record.id ?? newRunId(now),
      createdAt: now.toISOString(),
      reason,
      agentName: options.agentName ?? 'agent',
      ...(options.system !== undefined ? { system: options.system } : {}),
      ...(options.toolNames ? { toolNames: [...options.toolNames] } : {}),
      messages: [...messages, ...responseMessages],
      pending: approvals,
      ...(forecastMicroUsd !== undefined ? { forecastMicroUsd } : {}),
      costSoFarMicroUsd: recorder.costMicroUsd,
    };
    options.approval?.store?.save(suspended);
    emit({ type: 'approval-requested', suspended });
    return suspended;
  };
  const end = (status: AgentRunStatus, text: string) =>
    emit({
      type: 'run-end',
      status,
      text,
      stepCount: recorder.steps.length,
      usage: recorder.usage,
      costMicroUsd: recorder.costMicroUsd,
    });
  const gate = costGate(options, messages, maxSteps, maxOutputTokens);
  if (gate.refused || gate.forecastMicroUsd !== undefined) {
    const suspended = gate.refused ? undefined : suspend('cost', gate.forecastMicroUsd);
    const status = gate.refused ? 'stopped' : 'suspended';
    end(status, '');
    return {
      status,
      text: '',
      steps: [],
      usage: recorder.usage,
      costMicroUsd: 0,
      responseMessages: [],
      ...(suspended ? { suspended } : {}),
    };
  }
  try {
    if (options.stream === false) {
      const generated = await generateText({ ...call, onStepFinish: (step) => recordStep(recorder, step) });
      for (const part of generated.content) {
        if (part.type === 'tool-approval-request')
          approvals.push(pendingApprovalOf(part as ApprovalRequestPart));
      }
      responseMessages = generated.response.messages;
    } else {
      const streamed = streamText({ ...call, onError: () => {} });
      const failure = await pumpStream(streamed.fullStream, recorder, (part) =>
        approvals.push(pendingApprovalOf(part)),
      );
      if (failure !== undefined) throw failure;
      responseMessages = (await streamed.response).messages;
    }
  } catch (thrown) {
    const error: AgentRunError = toAgentRunError(thrown);
    emit({ type: 'error', error });
    end('error', recorder.steps[recorder.steps.length - 1]?.text ?? '');
    throw thrown;
  } finally {
    await budget.settleOpen();
  }
  const text = recorder.steps[recorder.steps.length - 1]?.text ?? '';
  const suspended = approvals.length > 0 ? suspend('tool') : undefined;
  const status = suspended ? 'suspended' : statusOf(recorder.steps, maxSteps);
  end(status, text);
  return {
    status,
    text,
    steps: recorder.steps,
    usage: recorder.usage,
    costMicroUsd: recorder.costMicroUsd,
    responseMessages,
    ...(suspended ? { suspended } : {}),
  };
}

/** Feeds the stream's parts to the recorder; returns the first error part's error, if any. */
async function pumpStream(
  parts: AsyncIterable<TextStreamPart<ToolSet>>,
  recorder: RunRecorder,
  onApprovalRequest: (part: ApprovalRequestPart) => void,
): Promise<unknown> {
  let failure: unknown;
  for await (const part of parts) {
    if (part.type === 'text-delta') recorder.textDelta(part.text);
    else if (part.type === 'tool-call') recorder.toolCall(part);
    else if (part.type === 'tool-result') recorder.toolResult(part);
    else if (part.type === 'tool-error') recorder.toolError(part);
    else if (part.type === 'finish-step') recorder.stepEnd(part.finishReason, part.usage);
    else if (part.type === 'tool-approval-request') onApprovalRequest(part as ApprovalRequestPart);
    else if (part.type === 'error' && failure === undefined) failure = part.error;
  }
  return failure;
}
