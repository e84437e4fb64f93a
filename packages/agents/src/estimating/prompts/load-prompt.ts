import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const PROMPT_NAMES = [
  'platform',
  'orchestrator',
  'scope',
  'pricing',
  'qa',
  'pi-consultant',
  'pi-reviewer',
  'execution',
  'blueprint',
  'import',
] as const;
export type PromptName = (typeof PROMPT_NAMES)[number];

/** A prompt as stored: versioned, so a run's record names exactly which wording produced it. */
export interface AgentPrompt {
  name: PromptName;
  version: number;
  text: string;
}

const headerSchema = z.object({ agent: z.string(), version: z.coerce.number().int().positive() });
const cache = new Map<PromptName, AgentPrompt>();

/** Reads `prompts/<name>.md`: a small front matter (agent, version) and the prompt text. */
export function loadPrompt(name: PromptName): AgentPrompt {
  const cached = cache.get(name);
  if (cached) return cached;
  const raw = readFileSync(new URL(`./${name}.md`, import.meta.url), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`Prompt ${name}.md has no front matter`);
  const fields = Object.fromEntries(
    (match[1] ?? '').split('\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    }),
  );
  const header = headerSchema.parse(fields);
  if (header.agent !== name) throw new Error(`Prompt ${name}.md says it is for "${header.agent}"`);
  const prompt = { name, version: header.version, text: (match[2] ?? '').trim() };
  cache.set(name, prompt);
  return prompt;
}

/** An agent's system prompt: the shared platform context, then the agent's own. */
export function systemPrompt(name: PromptName): string {
  return `${loadPrompt('platform').text}\n\n${loadPrompt(name).text}`;
}
