import type { AgentConfig, FlowStep } from '@quoin/protocol';
import { conditionNumber, evaluateCondition } from './evaluate-condition.ts';
import { AGENT_TOOL_PREFIX } from './flow-environment.ts';
import { FlowStepError } from './flow-error.ts';
import type { StepUsage } from './flow-event.ts';
import { FLOW_END } from './flow-graph.ts';
import {
  type FlowScope,
  parseReference,
  readReference,
  renderTemplate,
  resolveMapping,
} from './flow-scope.ts';
import type { RunFlowOptions } from './run-flow-options.ts';
import { applyTransform } from './transforms.ts';
import { bindsUntrustedText } from './untrusted-bindings.ts';

/** What a finished step leaves in its checkpoint. */
export interface StepPayload {
  output: unknown;
  next?: string;
  usage: StepUsage;
  toolNames: string[];
  input?: unknown;
}

export interface StepOutcome extends StepPayload {
  suspend?: string;
}

export const NO_USAGE: StepUsage = { inputTokens: 0, outputTokens: 0, costMicroUsd: 0 };

export function addUsage(total: StepUsage, usage: StepUsage): StepUsage {
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
export async function executeStep(
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
        // Approving the step is the person's approval of the writes its model asks for.
        ...(bindsUntrustedText(config) && !options.approvedSteps?.includes(step.id)
          ? { untrustedContent: true }
          : {}),
      },
      options.signal,
    );
    if (result.withheldWrites && result.withheldWrites.length > 0) {
      return {
        output: undefined,
        usage: {
          inputTokens: result.inputTokens,
          outputTokens: result.outputTokens,
          costMicroUsd: result.costMicroUsd,
        },
        toolNames: result.toolNames,
        suspend: `${result.withheldWrites.join(', ')} was asked for after reading text from outside (a document, drawing or web result); it runs once a person approves step ${step.id}`,
      };
    }
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
