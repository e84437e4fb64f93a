import type { AgentConfig, FlowStep } from '@quoin/protocol';
import { conditionNumber, evaluateCondition } from './evaluate-condition.ts';
import type { FlowCheckpoints } from './flow-checkpoints.ts';
import { AGENT_TOOL_PREFIX, type FlowEnvironment } from './flow-environment.ts';
import { FlowStepError, toFlowError } from './flow-error.ts';
import type { FlowError, FlowEvent, FlowResult, FlowStepRecord, StepUsage } from './flow-event.ts';
import { defaultNext, FLOW_END } from './flow-graph.ts';
import {
  type FlowScope,
  parseReference,
  readReference,
  renderTemplate,
  resolveMapping,
} from './flow-scope.ts';
import type { StepExecutor } from './step-executor.ts';
import { applyTransform } from './transforms.ts';
import { validateFlow } from './validate-flow.ts';

export interface RunFlowOptions {
  runId: string;
  config: AgentConfig;
  input?: Record<string, unknown>;
  /** The context builder's data, already filtered by permission and redacted. */
  bindings?: Record<string, unknown>;
  environment: FlowEnvironment;
  executor: StepExecutor;
  /** Finished steps are recorded here; a run with the same id resumes after the last one. */
  checkpoints?: FlowCheckpoints;
  /** Steps a person approved (tool steps whose tool needs approval). */
  approvedSteps?: readonly string[];
  /** A monotonic clock in milliseconds for step latency (default performance.now). */
  timer?: () => number;
  signal?: AbortSignal;
}

interface StepPayload {
  output: unknown;
  next?: string;
  usage: StepUsage;
  toolNames: string[];
  input?: unknown;
}

interface StepOutcome extends StepPayload {
  suspend?: string;
}

const NO_USAGE: StepUsage = { inputTokens: 0, outputTokens: 0, costMicroUsd: 0 };

function addUsage(total: StepUsage, usage: StepUsage): StepUsage {
  return {
    inputTokens: total.inputTokens + usage.inputTokens,
    outputTokens: total.outputTokens + usage.outputTokens,
    costMicroUsd: total.costMicroUsd + usage.costMicroUsd,
  };
}

function estimateAllowed(config: AgentConfig, estimateId: unknown): boolean {
  const scope = config.permissions.estimates;
  return typeof estimateId !== 'string' || scope === 'all' || scope.includes(estimateId);
}

/** Runs one step that has not run before; returns its output and where to go next (decisions). */
async function executeStep(
  options: RunFlowOptions,
  step: FlowStep,
  index: number,
  scope: FlowScope,
  jumps: Map<string, number>,
): Promise<StepOutcome> {
  const { config, executor, environment } = options;
  if (step.kind === 'prompt') {
    const system = config.promptTemplate
      .filter((block) => block.role === 'system')
      .map((block) => renderTemplate(block.text, scope))
      .join('\n\n');
    const own = config.promptTemplate.find((block) => block.id === step.promptBlockId);
    const prompt = own?.role === 'user' ? renderTemplate(own.text, scope) : String(scope.input.prompt ?? '');
    const result = await executor.prompt(
      {
        step,
        system,
        prompt,
        tools: step.tools.filter((name) => config.permissions.tools.includes(name)),
        maxSteps: step.maxSteps ?? config.maxSteps ?? 3,
        temperature: config.temperature,
        ...(config.maxTokens ? { maxTokens: config.maxTokens } : {}),
      },
      options.signal,
    );
    const stop = step.stopSignals?.some((signal) => result.text.includes(signal));
    const { text, toolNames, ...usage } = result;
    return { output: { text }, usage, toolNames, input: { prompt }, ...(stop ? { next: FLOW_END } : {}) };
  }
  if (step.kind === 'tool') {
    const input = resolveMapping(step.inputMapping, scope);
    if (!estimateAllowed(config, input.estimateId)) {
      throw new FlowStepError(
        'PERMISSION_DENIED',
        'permission',
        `Agent ${config.name} may not read or change estimate ${String(input.estimateId)}.`,
      );
    }
    if (step.toolId.startsWith(AGENT_TOOL_PREFIX)) {
      const name = step.toolId.slice(AGENT_TOOL_PREFIX.length);
      if (!executor.agent)
        throw new FlowStepError('UNKNOWN_AGENT', 'validation', `This run cannot call agent ${name}.`);
      const { text, toolNames, ...usage } = await executor.agent(name, input);
      return { output: { text }, usage, toolNames: [step.toolId, ...toolNames], input };
    }
    const tool = environment.tools.get(step.toolId);
    if (!tool || !config.permissions.tools.includes(step.toolId)) {
      throw new FlowStepError(
        'PERMISSION_DENIED',
        'permission',
        `Agent ${config.name} may not call ${step.toolId}.`,
      );
    }
    if (tool.access === 'write' && config.permissions.access !== 'write') {
      throw new FlowStepError(
        'PERMISSION_DENIED',
        'permission',
        `Agent ${config.name} has read access only; ${step.toolId} changes data.`,
      );
    }
    if (tool.needsApproval && !options.approvedSteps?.includes(step.id)) {
      return {
        output: undefined,
        usage: NO_USAGE,
        toolNames: [],
        suspend: `${step.toolId} needs a person's approval`,
      };
    }
    const result = await executor.tool(step.toolId, input);
    if (!result.ok) {
      throw new FlowStepError(
        result.error?.code ?? 'TOOL_FAILED',
        'tool',
        result.error?.message ?? `${step.toolId} failed`,
      );
    }
    return { output: result.data, usage: NO_USAGE, toolNames: [step.toolId], input };
  }
  if (step.kind === 'transform') {
    const input = resolveMapping(step.inputMapping, scope);
    const output = await applyTransform(step, input, environment.customTransforms ?? new Map());
    return { output, usage: NO_USAGE, toolNames: [], input };
  }
  const variables: Record<string, number> = {};
  for (const [name, path] of Object.entries(step.variables)) {
    const reference = parseReference(path);
    const value = conditionNumber(reference ? readReference(scope, reference) : undefined);
    if (value === undefined) {
      throw new FlowStepError(
        'INVALID_CONDITION',
        'validation',
        `Step ${step.id}: ${name} (${path}) is not a number here.`,
      );
    }
    variables[name] = value;
  }
  const result = evaluateCondition(step.condition, variables);
  let next = result ? step.onTrue : step.onFalse;
  const other = result ? step.onFalse : step.onTrue;
  const target = options.config.flow.findIndex((candidate) => candidate.id === next);
  let loopLimited = false;
  if (target !== -1 && target <= index) {
    const taken = (jumps.get(step.id) ?? 0) + 1;
    jumps.set(step.id, taken);
    // The loop has run its allowance: leave by the other branch.
    if (taken > (step.maxIterations ?? 0)) {
      next = other;
      loopLimited = true;
    }
  }
  return { output: { result, loopLimited }, next, usage: NO_USAGE, toolNames: [], input: variables };
}

/**
 * Runs a flow (FlowEngine of the agent-module spec) as a stream of typed events ending in the result.
 * Validates first; records every finished step to the checkpoints, so a run started again with the same id
 * replays the finished steps from them and carries on (after an approval or a crash), never re-running one.
 */
export async function* runFlow(options: RunFlowOptions): AsyncGenerator<FlowEvent, FlowResult> {
  const { config, runId } = options;
  const timer = options.timer ?? (() => performance.now());
  const finish = (result: FlowResult): FlowEvent => ({ type: 'flow-finish', result });
  const problems = validateFlow(config, options.environment);
  if (problems.length > 0) {
    const [first] = problems;
    const error: FlowError = {
      code: 'INVALID_FLOW',
      category: 'validation',
      message: problems
        .map((problem) => `${problem.stepId ?? '-'}.${problem.field}: ${problem.message}`)
        .join('; '),
      ...(first?.stepId ? { stepId: first.stepId } : {}),
    };
    const result: FlowResult = {
      runId,
      status: 'failure',
      output: undefined,
      steps: [],
      usage: NO_USAGE,
      error,
    };
    yield finish(result);
    return result;
  }
  const completed = options.checkpoints
    ? await options.checkpoints.completed(runId)
    : new Map<string, unknown>();
  yield { type: 'flow-start', runId, agent: config.name, resumed: completed.size > 0 };
  const scope: FlowScope = { input: options.input ?? {}, steps: {}, bindings: options.bindings ?? {} };
  const visits = new Map<string, number>();
  const jumps = new Map<string, number>();
  const records: FlowStepRecord[] = [];
  let usage = NO_USAGE;
  let output: unknown;
  let index = 0;
  const maxExecutions = config.flow.length * 101;
  const fail = (error: FlowError): FlowResult => ({
    runId,
    status: 'failure',
    output,
    steps: records,
    usage,
    error,
  });
  while (index >= 0 && index < config.flow.length) {
    const step = config.flow[index]!;
    const visit = (visits.get(step.id) ?? 0) + 1;
    visits.set(step.id, visit);
    const key = `${step.id}#${visit}`;
    if (records.length >= maxExecutions) {
      const result = fail({
        code: 'LOOP_LIMIT',
        category: 'validation',
        message: `The flow ran ${records.length} steps.`,
        stepId: step.id,
      });
      yield finish(result);
      return result;
    }
    const started = timer();
    let payload = completed.get(key) as StepPayload | undefined;
    const restored = payload !== undefined;
    if (!payload) {
      yield { type: 'step-start', stepId: step.id, kind: step.kind, key };
      let outcome: StepOutcome;
      try {
        outcome = await executeStep(options, step, index, scope, jumps);
      } catch (error) {
        const flowError = toFlowError(error, step.kind === 'prompt' ? 'model' : 'tool', step.id);
        yield { type: 'step-error', stepId: step.id, error: flowError };
        const result = fail(flowError);
        yield finish(result);
        return result;
      }
      if (outcome.suspend) {
        yield { type: 'flow-suspend', stepId: step.id, reason: outcome.suspend };
        const result: FlowResult = {
          runId,
          status: 'requires-action',
          output,
          steps: records,
          usage,
          suspendedAt: { stepId: step.id, reason: outcome.suspend },
        };
        yield finish(result);
        return result;
      }
      const { suspend: _suspend, ...rest } = outcome;
      payload = rest;
      await options.checkpoints?.complete(runId, key, payload);
    } else if (step.kind === 'decision' && payload.next !== undefined) {
      const target = config.flow.findIndex((candidate) => candidate.id === payload?.next);
      if (target !== -1 && target <= index) jumps.set(step.id, (jumps.get(step.id) ?? 0) + 1);
    }
    scope.steps[step.id] = payload.output;
    const record: FlowStepRecord = {
      stepId: step.id,
      kind: step.kind,
      key,
      ...(payload.input === undefined ? {} : { input: payload.input }),
      output: payload.output,
      usage: payload.usage,
      latencyMs: timer() - started,
      toolNames: payload.toolNames,
      restored,
    };
    records.push(record);
    usage = addUsage(usage, payload.usage);
    if (step.kind === 'decision') {
      const decided = payload.output as { result: boolean; loopLimited?: boolean };
      yield {
        type: 'decision-take',
        stepId: step.id,
        result: decided.result,
        next: payload.next ?? FLOW_END,
        loopLimited: decided.loopLimited ?? false,
      };
    } else output = payload.output;
    yield { type: 'step-finish', step: record };
    const next = payload.next ?? defaultNext(config.flow, index);
    index = next === FLOW_END ? -1 : config.flow.findIndex((candidate) => candidate.id === next);
  }
  const result: FlowResult = {
    runId,
    status: 'success',
    output,
    ...outputTextOf(output),
    steps: records,
    usage,
  };
  yield finish(result);
  return result;
}

/** What a person reads of a flow's output: a prompt's text, a summary, text as it is, else the JSON. */
function outputTextOf(output: unknown): { outputText?: string } {
  if (output === undefined || output === null) return {};
  if (typeof output === 'string') return { outputText: output };
  const { text, summary } = output as { text?: unknown; summary?: unknown };
  if (typeof text === 'string') return { outputText: text };
  if (typeof summary === 'string') return { outputText: summary };
  return { outputText: JSON.stringify(output) };
}

/** Drains a flow: every event and the result (tests, the CLI, the server). */
export async function collectFlow(
  flow: AsyncGenerator<FlowEvent, FlowResult>,
  onEvent?: (event: FlowEvent) => void,
): Promise<{ events: FlowEvent[]; result: FlowResult }> {
  const events: FlowEvent[] = [];
  for (;;) {
    const next = await flow.next();
    if (next.done) return { events, result: next.value };
    events.push(next.value);
    onEvent?.(next.value);
  }
}
