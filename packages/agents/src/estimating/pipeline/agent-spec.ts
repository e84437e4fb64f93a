import type { PromptName } from '../prompts/load-prompt.ts';

/** How one agent of the spec (§3 "Agent Definitions") runs: its prompt, temperature, step limit and tools. */
export interface AgentSpec {
  name: string;
  prompt: PromptName;
  temperature: number;
  /** Model calls per run; the spec's max turns, cut to what one Quoin run needs (the engine does the rest). */
  maxSteps: number;
  /** Tool names, all from the run's registry (engine tools plus the session tools of this folder). */
  tools: readonly string[];
  /** The system prompt from the agent's config; absent → the prompt files (`systemPrompt(prompt)`). */
  system?: string;
  /** `scope@2`: the prompt version the run's record names; absent → the prompt file's. */
  promptVersion?: string;
}
