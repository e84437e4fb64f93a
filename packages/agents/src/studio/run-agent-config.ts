import type { AgentConfig, AgentRunLog } from '@quoin/protocol';
import { forecastRunMicroUsd } from '../approvals/run-approvals.ts';
import type { AgentModel } from '../estimating/pipeline/agent-model.ts';
import { Redactor } from '../privacy/redactor.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import { buildAgentContext, type ContextSources } from './context/build-agent-context.ts';
import { connectorExecutor } from './flows/connector-executor.ts';
import type { FlowCheckpoints } from './flows/flow-checkpoints.ts';
import type { FlowEnvironment } from './flows/flow-environment.ts';
import { toFlowError } from './flows/flow-error.ts';
import type { FlowEvent, FlowResult } from './flows/flow-event.ts';
import { collectFlow, runFlow } from './flows/run-flow.ts';
import type { PromptResult } from './flows/step-executor.ts';
import type { CustomTransform } from './flows/transforms.ts';
import { type RunLogSink, runLogOf } from './logs/run-log.ts';
import { flowToolsOf } from './tools/studio-tools.ts';

/** What running agent configs needs, wired once by the composition root (server, CLI). */
export interface StudioRuntime {
  model: AgentModel;
  /** Engine tools and the studio's estimate tools. */
  registry: ToolRegistry;
  sources: ContextSources;
  log?: RunLogSink;
  checkpoints?: FlowCheckpoints;
  customTransforms?: ReadonlyMap<string, CustomTransform>;
  /** The published config of another agent, for flows that call agents. */
  publishedAgent?: (name: string) => Promise<{ config: AgentConfig; version: number } | undefined>;
  agentNames?: readonly string[];
  rateLimiter?: RateLimiter;
  now: () => Date;
  newRunId: () => string;
  /** A monotonic clock in ms (default performance.now). */
  timer?: () => number;
}

export interface AgentRunRequest {
  config: AgentConfig;
  version: number;
  actor: string;
  estimateId?: string;
  input?: Record<string, unknown>;
  /** A variation tried in the playground: logged as such, never saved as a version. */
  playground?: boolean;
  /** A person approved the forecast cost. */
  approveCost?: boolean;
  approvedSteps?: readonly string[];
  /** Resume this run (after an approval or a crash) instead of starting a new one. */
  runId?: string;
  onEvent?: (event: FlowEvent) => void;
  signal?: AbortSignal;
  /** Calls between agents, to stop a chain of agents calling agents. */
  depth?: number;
}

/** The forecast of the worst case: every prompt step at its step limit and output ceiling. */
function forecastConfigMicroUsd(config: AgentConfig, model: AgentModel): number {
  return config.flow.reduce((sum, step) => {
    if (step.kind !== 'prompt') return sum;
    const blocks = config.promptTemplate.map((block) => block.text).join('\n\n');
    return (
      sum +
      forecastRunMicroUsd({
        system: blocks,
        messages: [{ role: 'user', content: blocks }],
        toolSchemas: step.tools,
        maxSteps: step.maxSteps ?? config.maxSteps ?? 3,
        maxOutputTokens: config.maxTokens ?? 4096,
        price: model.price,
      })
    );
  }, 0);
}

/** The flow's world: the registry's tools, the agents it may call, the custom transforms. */
export function flowEnvironmentOf(runtime: StudioRuntime): FlowEnvironment {
  return {
    tools: flowToolsOf(runtime.registry),
    ...(runtime.agentNames ? { agentNames: runtime.agentNames } : {}),
    ...(runtime.customTransforms ? { customTransforms: runtime.customTransforms } : {}),
  };
}

const MAX_AGENT_DEPTH = 3;

/**
 * Runs one agent config end to end: the cost gate, the context (scopes, redaction), the flow over the
 * connector, and one execution-log row at the start and one at the end. Never throws for a failed run: the
 * log says how it failed and in which category.
 */
export async function runAgentConfig(
  runtime: StudioRuntime,
  request: AgentRunRequest,
): Promise<{ log: AgentRunLog; result: FlowResult }> {
  const { config } = request;
  const timer = runtime.timer ?? (() => performance.now());
  const started = timer();
  const header = {
    id: request.runId ?? runtime.newRunId(),
    agentName: config.name,
    agentVersion: request.version,
    actor: request.actor,
    ...(request.estimateId ? { estimateId: request.estimateId } : {}),
    inputs: request.input ?? {},
    playground: request.playground ?? false,
    startedAt: runtime.now().toISOString(),
  };
  const finish = async (result: FlowResult, redactor: Redactor) => {
    const log = runLogOf(header, result, {
      redactor,
      sensitiveFields: config.permissions.sensitiveFields,
      latencyMs: timer() - started,
      finishedAt: runtime.now().toISOString(),
    });
    await runtime.log?.record(log);
    return { log, result };
  };
  const empty = {
    runId: header.id,
    output: undefined,
    steps: [],
    usage: { inputTokens: 0, outputTokens: 0, costMicroUsd: 0 },
  };
  const forecast = forecastConfigMicroUsd(config, runtime.model);
  if (
    config.approvalAboveMicroUsd !== undefined &&
    forecast > config.approvalAboveMicroUsd &&
    !request.approveCost
  ) {
    const reason = `Forecast cost $${(forecast / 1e6).toFixed(4)} is above the agent's approval threshold $${(config.approvalAboveMicroUsd / 1e6).toFixed(4)}; approve to run.`;
    return finish(
      { ...empty, status: 'requires-action', suspendedAt: { stepId: '(cost)', reason } },
      new Redactor(),
    );
  }
  let context: Awaited<ReturnType<typeof buildAgentContext>>;
  try {
    context = await buildAgentContext({
      config,
      ...(request.estimateId ? { estimateId: request.estimateId } : {}),
      input: request.input ?? {},
      sources: runtime.sources,
    });
  } catch (error) {
    return finish({ ...empty, status: 'failure', error: toFlowError(error, 'validation') }, new Redactor());
  }
  await runtime.log?.record({
    ...header,
    inputs: context.input,
    status: 'running',
    steps: [],
    inputTokens: 0,
    outputTokens: 0,
    costMicroUsd: 0,
    latencyMs: 0,
    tools: [],
  });
  const depth = request.depth ?? 0;
  const callAgent = async (name: string, input: Record<string, unknown>): Promise<PromptResult> => {
    const target = depth < MAX_AGENT_DEPTH ? await runtime.publishedAgent?.(name) : undefined;
    if (!target)
      throw Object.assign(new Error(`Agent ${name} cannot be called here`), { code: 'UNKNOWN_AGENT' });
    const { log } = await runAgentConfig(runtime, {
      config: target.config,
      version: target.version,
      actor: `agent:${config.name}`,
      ...(request.estimateId ? { estimateId: request.estimateId } : {}),
      input,
      depth: depth + 1,
    });
    if (log.status !== 'success')
      throw Object.assign(new Error(`Agent ${name} ended ${log.status}: ${log.errorMessage ?? ''}`), {
        code: 'AGENT_FAILED',
      });
    return {
      text: log.output ?? '',
      toolNames: [],
      inputTokens: log.inputTokens,
      outputTokens: log.outputTokens,
      costMicroUsd: log.costMicroUsd,
    };
  };
  const executor = connectorExecutor({
    model: runtime.model,
    registry: runtime.registry,
    redactor: context.redactor,
    agentName: config.name,
    sensitiveFields: config.permissions.sensitiveFields,
    estimateScope: config.permissions.estimates,
    ...(runtime.rateLimiter ? { rateLimiter: runtime.rateLimiter } : {}),
    callAgent,
  });
  const { result } = await collectFlow(
    runFlow({
      runId: header.id,
      config,
      input: context.input,
      bindings: context.bindings,
      environment: flowEnvironmentOf(runtime),
      executor,
      ...(runtime.checkpoints ? { checkpoints: runtime.checkpoints } : {}),
      ...(request.approvedSteps ? { approvedSteps: request.approvedSteps } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
      timer,
    }),
    request.onEvent,
  );
  return finish(result, context.redactor);
}
