import type { AgentConfig, FlowProblem, FlowStep } from '@quoin/protocol';
import { conditionVariables } from './evaluate-condition.ts';
import { AGENT_TOOL_PREFIX, type FlowEnvironment } from './flow-environment.ts';
import { cycles, FLOW_END, successors } from './flow-graph.ts';
import { type FlowReference, parseReference, templateReferences } from './flow-scope.ts';
import { TRANSFORM_CONTRACTS, type ValueType } from './transforms.ts';

type Mapping = Record<string, string | number | boolean>;

/** The fields a step's output has, as far as validation can know (undefined: anything). */
function outputTypes(step: FlowStep): Record<string, ValueType> | undefined {
  if (step.kind === 'prompt') return { text: 'string' };
  if (step.kind === 'decision') return { result: 'boolean' };
  if (step.kind === 'tool') return step.toolId.startsWith(AGENT_TOOL_PREFIX) ? { text: 'string' } : undefined;
  return step.transformer === 'custom' ? undefined : TRANSFORM_CONTRACTS[step.transformer].outputs;
}

function literalType(value: string | number | boolean): ValueType {
  return typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';
}

function schemaType(schema: Record<string, unknown> | undefined): ValueType {
  const type = schema?.type;
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'string' || type === 'boolean' || type === 'array' || type === 'object') return type;
  return 'unknown';
}

/**
 * Checks a config's flow before any run (agent-module spec, "Validation"): every step reachable, every cycle
 * bounded by a decision's `maxIterations`, every binding, tool, agent, prompt block and target known, tools
 * within the permissions, and each step's input satisfied by what flows into it. Problems name step and field.
 */
export function validateFlow(config: AgentConfig, environment: FlowEnvironment): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const problem = (code: string, stepId: string | undefined, field: string, message: string) =>
    problems.push({ code, ...(stepId ? { stepId } : {}), field, message });
  const { flow } = config;
  const positions = new Map<string, number>();
  for (const [position, step] of flow.entries()) {
    if (positions.has(step.id))
      problem('DUPLICATE_STEP', step.id, 'id', `Two steps are named "${step.id}"; rename one.`);
    else positions.set(step.id, position);
  }
  const bindings = new Set(config.dataBindings.map((binding) => binding.name));
  const permitted = new Set(config.permissions.tools);

  /** Checks one reference and returns the type it gives, when known. */
  const checkReference = (reference: FlowReference, at: number, stepId: string, field: string): ValueType => {
    if (reference.root === 'input') return 'unknown';
    const [name, key] = reference.path;
    if (reference.root === 'bindings') {
      if (!name || !bindings.has(name)) {
        problem(
          'MISSING_BINDING',
          stepId,
          field,
          `No data binding "${name ?? ''}"; add it under dataBindings or change the reference.`,
        );
      }
      return 'unknown';
    }
    const source = name === undefined ? undefined : positions.get(name);
    const sourceStep = source === undefined ? undefined : flow[source];
    if (source === undefined || !sourceStep) {
      problem('UNKNOWN_STEP_REF', stepId, field, `No step "${name ?? ''}" to read from.`);
      return 'unknown';
    }
    if (source >= at) {
      problem(
        'STEP_NOT_BEFORE',
        stepId,
        field,
        `Step "${name}" runs after "${stepId}"; a step can read only earlier steps.`,
      );
    }
    const outputs = outputTypes(sourceStep);
    if (!outputs || key === undefined) return 'unknown';
    const type = outputs[key];
    if (!type) {
      problem(
        'SCHEMA_MISMATCH',
        stepId,
        field,
        `Step "${name}" (${sourceStep.kind}) gives ${Object.keys(outputs).join(', ')}, not "${key}".`,
      );
      return 'unknown';
    }
    return reference.path.length > 2 ? 'unknown' : type;
  };

  const checkMapping = (
    mapping: Mapping,
    at: number,
    stepId: string,
    inputs: { properties: Record<string, ValueType>; required: string[]; closed: boolean },
  ) => {
    for (const [key, value] of Object.entries(mapping)) {
      const field = `inputMapping.${key}`;
      const reference = typeof value === 'string' ? parseReference(value) : undefined;
      const given = reference ? checkReference(reference, at, stepId, field) : literalType(value);
      const wanted = inputs.properties[key];
      if (wanted === undefined && inputs.closed) {
        problem(
          'UNKNOWN_INPUT',
          stepId,
          field,
          `The step takes no input "${key}" (it takes ${Object.keys(inputs.properties).join(', ') || 'none'}).`,
        );
      } else if (wanted && wanted !== 'unknown' && given !== 'unknown' && wanted !== given) {
        problem(
          'SCHEMA_MISMATCH',
          stepId,
          field,
          `"${key}" must be ${wanted}, but ${String(value)} gives ${given}.`,
        );
      }
    }
    for (const name of inputs.required) {
      if (!(name in mapping))
        problem(
          'MISSING_INPUT',
          stepId,
          `inputMapping.${name}`,
          `Input "${name}" is required; map it from an earlier step, a binding or a literal.`,
        );
    }
  };

  const checkTool = (name: string, stepId: string, field: string) => {
    const tool = environment.tools.get(name);
    if (!tool) {
      problem('UNKNOWN_TOOL', stepId, field, `No tool "${name}".`);
      return undefined;
    }
    if (!permitted.has(name))
      problem('TOOL_NOT_PERMITTED', stepId, field, `Tool "${name}" is not in permissions.tools.`);
    if (tool.access === 'write' && config.permissions.access !== 'write') {
      problem(
        'WRITE_NOT_PERMITTED',
        stepId,
        field,
        `Tool "${name}" changes data and the agent has read access only.`,
      );
    }
    return tool;
  };

  const checkTarget = (target: string, stepId: string, field: string) => {
    if (target !== FLOW_END && !positions.has(target))
      problem('UNKNOWN_TARGET', stepId, field, `No step "${target}" to go to.`);
  };

  for (const [at, step] of flow.entries()) {
    if (step.next !== undefined) checkTarget(step.next, step.id, 'next');
    if (step.kind === 'prompt') {
      const block = config.promptTemplate.find((candidate) => candidate.id === step.promptBlockId);
      if (!block)
        problem('UNKNOWN_PROMPT_BLOCK', step.id, 'promptBlockId', `No prompt block "${step.promptBlockId}".`);
      for (const [index, name] of step.tools.entries()) checkTool(name, step.id, `tools.${index}`);
      for (const userBlock of config.promptTemplate.filter(
        (candidate) => candidate.role === 'user' || candidate === block,
      )) {
        for (const { placeholder, reference } of templateReferences(userBlock.text)) {
          const field = `promptTemplate.${userBlock.id}`;
          if (!reference)
            problem(
              'UNKNOWN_STEP_REF',
              step.id,
              field,
              `Placeholder {{${placeholder}}} must start with input., steps. or bindings.`,
            );
          else if (reference.root !== 'steps' || userBlock === block)
            checkReference(reference, at, step.id, field);
        }
      }
    } else if (step.kind === 'tool') {
      if (step.toolId.startsWith(AGENT_TOOL_PREFIX)) {
        const agent = step.toolId.slice(AGENT_TOOL_PREFIX.length);
        if (!environment.agentNames?.includes(agent))
          problem('UNKNOWN_AGENT', step.id, 'toolId', `No agent "${agent}" to call.`);
        else if (agent === config.name)
          problem('UNBOUNDED_LOOP', step.id, 'toolId', `Agent "${agent}" would call itself.`);
        checkMapping(step.inputMapping, at, step.id, { properties: {}, required: [], closed: false });
        continue;
      }
      const tool = checkTool(step.toolId, step.id, 'toolId');
      const schema = tool?.inputJsonSchema ?? {};
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      checkMapping(step.inputMapping, at, step.id, {
        properties: Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, schemaType(value)]),
        ),
        required: tool ? ((schema.required ?? []) as string[]) : [],
        closed: Boolean(tool) && schema.additionalProperties === false,
      });
    } else if (step.kind === 'transform') {
      if (step.transformer === 'custom') {
        const name = String(step.config.function ?? '');
        if (!environment.customTransforms?.has(name))
          problem(
            'UNKNOWN_TRANSFORM',
            step.id,
            'config.function',
            `No custom transform "${name}" is registered.`,
          );
      }
      const contract = TRANSFORM_CONTRACTS[step.transformer];
      checkMapping(step.inputMapping, at, step.id, {
        properties: contract.inputs,
        required: Object.keys(contract.inputs),
        closed: step.transformer !== 'custom',
      });
    } else {
      checkTarget(step.onTrue, step.id, 'onTrue');
      checkTarget(step.onFalse, step.id, 'onFalse');
      try {
        for (const name of conditionVariables(step.condition)) {
          if (!(name in step.variables))
            problem(
              'INVALID_CONDITION',
              step.id,
              'condition',
              `Variable "${name}" is not bound in variables.`,
            );
        }
      } catch (error) {
        problem('INVALID_CONDITION', step.id, 'condition', (error as Error).message);
      }
      for (const [name, path] of Object.entries(step.variables)) {
        const reference = parseReference(path);
        if (!reference)
          problem(
            'INVALID_CONDITION',
            step.id,
            `variables.${name}`,
            `"${path}" must be a $input, $steps or $bindings path.`,
          );
        else checkReference(reference, at + 1, step.id, `variables.${name}`);
      }
    }
  }

  const edges = new Map(
    flow.map((step, index) => [step.id, successors(flow, index).filter((id) => positions.has(id))]),
  );
  const reachable = new Set<string>();
  const pending = flow[0] ? [flow[0].id] : [];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reachable.has(id)) continue;
    reachable.add(id);
    pending.push(...(edges.get(id) ?? []));
  }
  for (const step of flow) {
    if (!reachable.has(step.id))
      problem('UNREACHABLE_STEP', step.id, 'id', `No path from "${flow[0]?.id}" reaches step "${step.id}".`);
  }
  for (const component of cycles([...positions.keys()], edges)) {
    const bounded = component.some((id) => {
      const step = flow[positions.get(id)!];
      return step?.kind === 'decision' && step.maxIterations !== undefined;
    });
    if (!bounded) {
      const first = [...component].sort((a, b) => positions.get(a)! - positions.get(b)!)[0];
      problem(
        'UNBOUNDED_LOOP',
        first,
        'next',
        `Steps ${component.join(', ')} form a loop with no decision step setting maxIterations.`,
      );
    }
  }
  return problems;
}
