import type { ModelMessage, StopCondition, ToolSet } from 'ai';
import { resumeAgentRun } from '../../approvals/resume-agent-run.ts';
import { Redactor } from '../../privacy/redactor.ts';
import type { AgentToolCall } from '../../runs/agent-event.ts';
import { type AgentRun, type AgentRunResult, runAgent } from '../../runs/run-agent.ts';
import type { AnyToolDefinition } from '../../tools/define-tool.ts';
import { engineTools } from '../../tools/engine-tools.ts';
import { ToolRegistry } from '../../tools/tool-registry.ts';
import {
  approvedIn,
  type HeldWriteOutcome,
  type HeldWritesApprover,
  REFUSE_HELD_WRITES,
} from '../containment/held-writes.ts';
import type { OutsideTextSource } from '../containment/outside-text.ts';
import { loadPrompt, systemPrompt } from '../prompts/load-prompt.ts';
import type { AgentContext } from './agent-context.ts';
import type { AgentSpec } from './agent-spec.ts';
import { addRunUsage } from './usage-meter.ts';

export interface EstimatingRun {
  result: AgentRunResult;
  /** Successful calls of the run's tools with the arguments the registry validated. */
  calls: { call: AgentToolCall; output: unknown }[];
  /** Write calls held because the prompt held outside text, and whether a person let each run. */
  held: HeldWriteOutcome[];
}

export interface EstimatingRunOptions {
  tools?: AnyToolDefinition[];
  stopAfter?: readonly string[];
  /**
   * Outside text in the prompt (an imported bid's lines, web results, notes from drawings): every write tool
   * call the model makes waits for a person (`approveHeldWrites`, else refused), through the runtime's
   * approval gate, the one studio agents use.
   */
  outsideText?: readonly OutsideTextSource[];
  /** Answers held writes for this run instead of the context's approver. */
  approveHeld?: HeldWritesApprover;
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
  options: EstimatingRunOptions = {},
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
  const outsideText = [...(options.outsideText ?? [])];
  const runOptions = {
    model: context.model.model,
    registry,
    agentName: spec.name,
    redactor: context.redactor ?? new Redactor(),
    record: { promptVersion: spec.promptVersion ?? `${spec.prompt}@${promptVersion}` },
    price: context.model.price,
    maxSteps: spec.maxSteps,
    temperature: spec.temperature,
    stream: context.stream ?? true,
    ...(outsideText.length > 0 ? { untrustedContent: true } : {}),
    ...(options.stopAfter ? { stopWhen: [doneWhenCalled(options.stopAfter)] } : {}),
    ...(context.budget ? { budget: { ...context.budget, now: context.now } } : {}),
    ...(context.abortSignal ? { abortSignal: context.abortSignal } : {}),
    ...(context.rateLimiter ? { rateLimiter: context.rateLimiter } : {}),
  };
  const calls: EstimatingRun['calls'] = [];
  const held: HeldWriteOutcome[] = [];
  let result = await drain(
    context,
    spec.name,
    runAgent({
      ...runOptions,
      toolNames: spec.tools,
      system: spec.system ?? systemPrompt(spec.prompt),
      prompt,
    }),
    calls,
  );
  const approve = options.approveHeld ?? context.approveHeldWrites ?? REFUSE_HELD_WRITES;
  // Each round answers the writes one model step asked for; the model's step limit bounds the rounds.
  for (let round = 0; round < spec.maxSteps && result.suspended?.reason === 'tool'; round++) {
    const suspended = result.suspended;
    addRunUsage(context.usage, spec.name, result);
    const decision = await approve({ agent: spec.name, pending: suspended.pending, outsideText });
    for (const pending of suspended.pending) {
      const approved = approvedIn(decision, pending.approvalId);
      held.push({ agent: spec.name, toolName: pending.toolName, input: pending.input, approved });
      context.onEvent?.({ type: 'write-held', agent: spec.name, toolName: pending.toolName, approved });
    }
    result = await drain(context, spec.name, resumeAgentRun(suspended, decision, runOptions), calls);
  }
  addRunUsage(context.usage, spec.name, result);
  return { result, calls, held };
}

/** Streams a run's text and tool calls to the context's listener, keeps its successful calls, and ends it. */
async function drain(
  context: AgentContext,
  agent: string,
  run: AgentRun,
  calls: EstimatingRun['calls'],
): Promise<AgentRunResult> {
  for await (const event of run) {
    if (event.type === 'text-delta') context.onEvent?.({ type: 'text-delta', agent, text: event.text });
    if (event.type === 'tool-call-end') {
      const { call } = event;
      context.onEvent?.({
        type: 'tool-call',
        agent,
        toolName: call.toolName,
        status: call.status,
        ...(call.error ? { message: call.error.message } : {}),
      });
      if (call.status !== 'error') calls.push({ call, output: event.output });
    }
  }
  return run.result;
}
