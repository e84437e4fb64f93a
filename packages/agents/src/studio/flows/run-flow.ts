import { addUsage, executeStep, NO_USAGE, type StepOutcome, type StepPayload } from './execute-step.ts';
import { toFlowError } from './flow-error.ts';
import type { FlowError, FlowEvent, FlowResult, FlowStepRecord } from './flow-event.ts';
import { defaultNext, FLOW_END } from './flow-graph.ts';
import type { FlowScope } from './flow-scope.ts';
import type { RunFlowOptions } from './run-flow-options.ts';
import { validateFlow } from './validate-flow.ts';

export type { RunFlowOptions } from './run-flow-options.ts';

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
