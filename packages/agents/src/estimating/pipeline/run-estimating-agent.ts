import type { ModelMessage, StopCondition, ToolSet } from 'ai';
import { Redactor } from '../../privacy/redactor.ts';
import type { AgentToolCall } from '../../runs/agent-event.ts';
import { type AgentRunResult, runAgent } from '../../runs/run-agent.ts';
import type { AnyToolDefinition } from '../../tools/define-tool.ts';
import { engineTools } from '../../tools/engine-tools.ts';
import { ToolRegistry } from '../../tools/tool-registry.ts';
import { loadPrompt, systemPrompt } from '../prompts/load-prompt.ts';
import type { AgentContext } from './agent-context.ts';
import type { AgentSpec } from './agent-spec.ts';
import { addRunUsage } from './usage-meter.ts';

export interface EstimatingRun {
  result: AgentRunResult;
  /** Successful calls of the run's tools with the arguments the registry validated. */
  calls: { call: AgentToolCall; output: unknown }[];
}

/** Stops the loop once every named tool has been called successfully (the run's job is done). */
function doneWhenCalled(toolNames: readonly string[]): StopCondition<ToolSet> {
  return ({ steps }) => {
    const succeeded = new Set(
      steps.flatMap((step) =>
        step.toolResults
          .filter((result) => (result.output as { status?: string } | undefined)?.status !== 'error')
          .map((result) => result.toolName),
      ),
    );
    return toolNames.every((name) => succeeded.has(name));
  };
}

/**
 * One agent of the spec: a registry holding the engine's tools and the run's own (session tools, routing),
 * its versioned prompt, and the runtime's budgeted tool loop. Usage is added to the context's meter.
 */
export async function runEstimatingAgent(
  context: AgentContext,
  spec: AgentSpec,
  prompt: string | ModelMessage[],
  options: { tools?: AnyToolDefinition[]; stopAfter?: readonly string[] } = {},
): Promise<EstimatingRun> {
  const own = options.tools ?? [];
  const ownNames = new Set(own.map((tool) => tool.name));
  const registry = new ToolRegistry({ now: context.now, timer: () => performance.now() }).register(
    ...engineTools({
      tradeRegistry: () => context.tradeRegistry,
      priceSource: () => context.priceSource,
    }).filter((tool) => !ownNames.has(tool.name)),
    ...own,
  );
  const promptVersion = spec.promptVersion
    ? Number(spec.promptVersion.split('@')[1] ?? 1)
    : loadPrompt(spec.prompt).version;
  context.onEvent?.({ type: 'agent-start', agent: spec.name, promptVersion });
  const run = runAgent({
    model: context.model.model,
    registry,
    toolNames: spec.tools,
    system: spec.system ?? systemPrompt(spec.prompt),
    agentName: spec.name,
    redactor: context.redactor ?? new Redactor(),
    record: { promptVersion: spec.promptVersion ?? `${spec.prompt}@${promptVersion}` },
    prompt,
    price: context.model.price,
    maxSteps: spec.maxSteps,
    temperature: spec.temperature,
    stream: context.stream ?? true,
    ...(options.stopAfter ? { stopWhen: [doneWhenCalled(options.stopAfter)] } : {}),
    ...(context.budget ? { budget: { ...context.budget, now: context.now } } : {}),
    ...(context.abortSignal ? { abortSignal: context.abortSignal } : {}),
    ...(context.rateLimiter ? { rateLimiter: context.rateLimiter } : {}),
  });
  const calls: EstimatingRun['calls'] = [];
  for await (const event of run) {
    if (event.type === 'text-delta')
      context.onEvent?.({ type: 'text-delta', agent: spec.name, text: event.text });
    if (event.type === 'tool-call-end') {
      const { call } = event;
      context.onEvent?.({
        type: 'tool-call',
        agent: spec.name,
        toolName: call.toolName,
        status: call.status,
        ...(call.error ? { message: call.error.message } : {}),
      });
      if (call.status !== 'error') calls.push({ call, output: event.output });
    }
  }
  const result = await run.result;
  addRunUsage(context.usage, spec.name, result);
  return { result, calls };
}
