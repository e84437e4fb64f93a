import type { AgentConfig } from '@quoin/protocol';
import type { AgentSpec } from '../../estimating/pipeline/agent-spec.ts';
import { PROMPT_NAMES, type PromptName } from '../../estimating/prompts/load-prompt.ts';

function isPromptName(id: string): id is PromptName {
  return (PROMPT_NAMES as readonly string[]).includes(id);
}

/**
 * How the estimating pipeline runs a config: its system blocks joined as the system prompt, its prompt step's
 * tools and step limit. The record's prompt version names the agent's own block (`scope@2`).
 */
export function agentSpecFromConfig(config: AgentConfig): AgentSpec {
  const step = config.flow.find((candidate) => candidate.kind === 'prompt');
  const own =
    config.promptTemplate.find((block) => block.id === step?.promptBlockId) ?? config.promptTemplate[0];
  const system = config.promptTemplate
    .filter((block) => block.role === 'system')
    .map((block) => block.text)
    .join('\n\n');
  const promptId = own?.id ?? config.name;
  return {
    name: isPromptName(promptId) ? promptId : config.name,
    prompt: isPromptName(promptId) ? promptId : 'platform',
    temperature: config.temperature,
    maxSteps: (step?.kind === 'prompt' ? step.maxSteps : undefined) ?? config.maxSteps ?? 3,
    tools: step?.kind === 'prompt' ? step.tools : config.permissions.tools,
    system,
    promptVersion: `${promptId}@${own?.version ?? 1}`,
  };
}
