import { agentSpecFromConfig } from '../../studio/configs/agent-spec-from-config.ts';
import {
  BUILT_IN_AGENTS,
  type BuiltInAgentKey,
  builtInAgentConfig,
} from '../../studio/configs/built-in-agents.ts';
import type { AgentSpec } from './agent-spec.ts';

export type { AgentSpec } from './agent-spec.ts';
export type AgentName = BuiltInAgentKey;

/** The built-in agents, run from their configs (studio/configs/built-in-agents.ts); a store may override them. */
export const AGENT_SPECS = Object.fromEntries(
  (Object.keys(BUILT_IN_AGENTS) as AgentName[]).map((key) => [
    key,
    agentSpecFromConfig(builtInAgentConfig(BUILT_IN_AGENTS[key])),
  ]),
) as Record<AgentName, AgentSpec>;

/** The spec a run uses: the published config the composition root passed in, else the built-in one. */
export function specFor(
  context: { agentSpecs?: Partial<Record<AgentName, AgentSpec>> },
  name: AgentName,
): AgentSpec {
  return context.agentSpecs?.[name] ?? AGENT_SPECS[name];
}
