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
}

export const AGENT_SPECS = {
  orchestrator: {
    name: 'orchestrator',
    prompt: 'orchestrator',
    temperature: 0.1,
    maxSteps: 1,
    tools: ['route'],
  },
  scope: { name: 'scope', prompt: 'scope', temperature: 0.2, maxSteps: 3, tools: ['generate_plan'] },
  /** The scope agent on a retry or a follow-up: adds work to a built estimate. */
  scopeEdit: {
    name: 'scope',
    prompt: 'scope',
    temperature: 0.2,
    maxSteps: 4,
    tools: [
      'get_estimate_summary',
      'add_plan_items',
      'remove_line_item',
      'lookup_labor_rate',
      'calculate_area',
    ],
  },
  /** Consulted while an approved plan executes, only for low-confidence catalog matches (spec §4.7). */
  execution: {
    name: 'execution',
    prompt: 'execution',
    temperature: 0,
    maxSteps: 2,
    tools: ['choose_products'],
  },
  /** The targeted retry of unresolved lines (spec §12 feedback loop). */
  pricing: { name: 'pricing', prompt: 'pricing', temperature: 0, maxSteps: 2, tools: ['choose_products'] },
  blueprint: {
    name: 'blueprint',
    prompt: 'blueprint',
    temperature: 0.2,
    maxSteps: 2,
    tools: ['record_scope_notes', 'calculate_area'],
  },
  qa: {
    name: 'qa',
    prompt: 'qa',
    temperature: 0,
    maxSteps: 3,
    tools: ['apply_qa_pass', 'add_plan_items', 'lookup_labor_rate'],
  },
  piConsultant: {
    name: 'pi-consultant',
    prompt: 'pi-consultant',
    temperature: 0,
    maxSteps: 5,
    tools: ['search_price', 'calculate_material_quantity'],
  },
  piReviewer: {
    name: 'pi-reviewer',
    prompt: 'pi-reviewer',
    temperature: 0,
    maxSteps: 4,
    tools: ['search_price', 'replace_material', 'remove_material', 'flag_material'],
  },
  import: { name: 'import', prompt: 'import', temperature: 0, maxSteps: 2, tools: ['structure_bid'] },
} as const satisfies Record<string, AgentSpec>;

export type AgentName = keyof typeof AGENT_SPECS;
