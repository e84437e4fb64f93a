import { readFileSync } from 'node:fs';

export type IntakePromptName = 'intake' | 'intake-grader';

const cache = new Map<IntakePromptName, { version: number; text: string }>();

/** Reads `prompts/<name>.md` (front matter: agent, version), so a run's record names the wording it used. */
export function loadIntakePrompt(name: IntakePromptName): { version: number; text: string } {
  const cached = cache.get(name);
  if (cached) return cached;
  const raw = readFileSync(new URL(`./prompts/${name}.md`, import.meta.url), 'utf8');
  const match = /^---\nagent: ([\w-]+)\nversion: (\d+)\n---\n([\s\S]*)$/.exec(raw);
  if (!match || match[1] !== name)
    throw new Error(`prompts/${name}.md needs front matter "agent: ${name}" and a version`);
  const prompt = { version: Number(match[2]), text: (match[3] ?? '').trim() };
  cache.set(name, prompt);
  return prompt;
}
