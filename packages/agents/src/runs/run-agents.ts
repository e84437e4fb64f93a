import { hasToolCall, type ModelMessage } from 'ai';
import { z } from 'zod';
import { type AnyToolDefinition, defineTool } from '../tools/define-tool.ts';
import { ToolRegistry } from '../tools/tool-registry.ts';
import type { AgentEvent } from './agent-event.ts';
import { EventChannel } from './event-channel.ts';
import { type AgentRunResult, type RunAgentOptions, runAgent } from './run-agent.ts';

/** An agent as a handoff target: its instructions, its tools and where it may hand off to. */
export interface AgentDefinition {
  name: string;
  system: string;
  /** Registry tools it may call; all when absent. */
  toolNames?: readonly string[];
  handoffs?: readonly Handoff[];
  maxSteps?: number;
}

/**
 * A typed handoff: the model calls `transfer_to_<agent>` with input matching `inputSchema`; the next agent
 * sees the conversation as `inputFilter` shapes it (default: the user's and assistants' words without the
 * previous agent's tool traffic) plus the input, as a note from the agent that handed off.
 */
export interface Handoff<Input extends Record<string, unknown> = Record<string, unknown>> {
  to: AgentDefinition;
  description: string;
  inputSchema?: z.ZodType<Input>;
  inputFilter?: (history: ModelMessage[], input: Input) => ModelMessage[];
}

export const MAX_HANDOFFS = 5;

/** Keeps what people and agents said; drops tool calls and results, which belong to the agent that made them. */
function withoutToolTraffic(history: ModelMessage[]): ModelMessage[] {
  const kept: ModelMessage[] = [];
  for (const message of history) {
    if (message.role === 'tool') continue;
    if (message.role === 'assistant' && Array.isArray(message.content)) {
      const text = message.content.filter((part) => part.type === 'text');
      if (text.length > 0) kept.push({ ...message, content: text });
      continue;
    }
    kept.push(message);
  }
  return kept;
}

const handoffToolName = (agent: AgentDefinition) => `transfer_to_${agent.name}`;

function handoffTool(handoff: Handoff): AnyToolDefinition {
  return defineTool({
    name: handoffToolName(handoff.to),
    description: `Hand the conversation to the ${handoff.to.name} agent: ${handoff.description}`,
    category: 'handoff',
    uiPlacement: 'service',
    priority: 10,
    inputSchema:
      handoff.inputSchema ?? z.object({ reason: z.string().describe('Why this agent should take over') }),
    examples: [{ description: 'hand off', args: { reason: 'the user asked for prices' } }],
    execute: () => ({ handedOffTo: handoff.to.name }),
  }) as AnyToolDefinition;
}

/** The base registry's tools plus the agent's handoff tools. */
function registryFor(base: ToolRegistry, agent: AgentDefinition, now: () => Date): ToolRegistry {
  const registry = new ToolRegistry({ now, timer: () => performance.now() });
  for (const info of base.list()) {
    const definition = base.get(info.name);
    if (definition) registry.register(definition);
  }
  for (const handoff of agent.handoffs ?? []) registry.register(handoffTool(handoff));
  return registry;
}

export interface AgentsRun extends AsyncIterable<AgentEvent> {
  result: Promise<AgentRunResult & { agent: string; handoffs: number }>;
}

/**
 * Runs a team: the start agent's tool loop, and on a handoff the target agent's, with the filtered
 * conversation and the typed input; at most MAX_HANDOFFS times, so two agents cannot pass a question forever.
 */
export function runAgents(
  start: AgentDefinition,
  options: Omit<RunAgentOptions, 'system' | 'toolNames' | 'agentName' | 'maxSteps'> & { now?: () => Date },
): AgentsRun {
  const channel = new EventChannel<AgentEvent>();
  const result = (async () => {
    let agent = start;
    let history: ModelMessage[] =
      typeof options.prompt === 'string' ? [{ role: 'user', content: options.prompt }] : options.prompt;
    for (let handoffs = 0; ; handoffs += 1) {
      const transfers = (agent.handoffs ?? []).map((entry) => handoffToolName(entry.to));
      const run = runAgent({
        ...options,
        registry: registryFor(options.registry, agent, options.now ?? (() => new Date())),
        system: agent.system,
        ...(agent.toolNames ? { toolNames: [...agent.toolNames, ...transfers] } : {}),
        agentName: agent.name,
        prompt: history,
        ...(agent.maxSteps !== undefined ? { maxSteps: agent.maxSteps } : {}),
        stopWhen: [...(options.stopWhen ?? []), ...transfers.map((name) => hasToolCall(name))],
      });
      for await (const event of run) if (event.type !== 'run-end') channel.push(event);
      const outcome = await run.result;
      const call = outcome.steps.at(-1)?.toolCalls.find((toolCall) => transfers.includes(toolCall.toolName));
      const handoff =
        call && (agent.handoffs ?? []).find((entry) => handoffToolName(entry.to) === call.toolName);
      if (!call || !handoff || handoffs >= MAX_HANDOFFS) {
        channel.push({
          type: 'run-end',
          status: outcome.status,
          text: outcome.text,
          stepCount: outcome.steps.length,
          usage: outcome.usage,
          costMicroUsd: outcome.costMicroUsd,
        });
        return { ...outcome, agent: agent.name, handoffs };
      }
      const input = (call.input ?? {}) as Record<string, unknown>;
      channel.push({ type: 'handoff', from: agent.name, to: handoff.to.name, input });
      const conversation = [...history, ...outcome.responseMessages];
      const filtered = handoff.inputFilter
        ? handoff.inputFilter(conversation, input)
        : withoutToolTraffic(conversation);
      history = [
        ...filtered,
        { role: 'user', content: `(Handed over by the ${agent.name} agent: ${JSON.stringify(input)})` },
      ];
      agent = handoff.to;
    }
  })().finally(() => channel.close());
  result.catch(() => {});
  return { result, [Symbol.asyncIterator]: () => channel[Symbol.asyncIterator]() };
}
