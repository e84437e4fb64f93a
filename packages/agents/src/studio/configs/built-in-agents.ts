import type { AgentConfig } from '@quoin/protocol';
import { loadPrompt, type PromptName } from '../../estimating/prompts/load-prompt.ts';

/** One estimating agent of the spec (§3) as the studio stores it. The step limit and tools are the run's. */
interface BuiltInAgent {
  /** The config's name in the store (`scope-edit` is the scope agent's second job). */
  configName: string;
  prompt: PromptName;
  category: AgentConfig['category'];
  description: string;
  temperature: number;
  /** Model calls per run; the spec's max turns, cut to what one Quoin run needs (the engine does the rest). */
  maxSteps: number;
  /** Tool names, all from the run's registry (engine tools plus the session tools of the pipeline). */
  tools: readonly string[];
}

/** The built-in estimating agents, keyed as the pipeline names them. */
export const BUILT_IN_AGENTS = {
  orchestrator: {
    configName: 'orchestrator',
    prompt: 'orchestrator',
    category: 'Analysis',
    description: 'Routes a chat message to the agent that should answer it.',
    temperature: 0.1,
    maxSteps: 1,
    tools: ['route'],
  },
  scope: {
    configName: 'scope',
    prompt: 'scope',
    category: 'Update',
    description: "Turns the customer's words into a plan for the engine to price.",
    temperature: 0.2,
    maxSteps: 3,
    tools: ['generate_plan'],
  },
  scopeEdit: {
    configName: 'scope-edit',
    prompt: 'scope',
    category: 'Update',
    description: 'The scope agent on a retry or a follow-up: adds work to a built estimate.',
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
  execution: {
    configName: 'execution',
    prompt: 'execution',
    category: 'Update',
    description:
      'Chooses among catalog candidates for low-confidence matches while a plan executes (never a price).',
    temperature: 0,
    maxSteps: 2,
    tools: ['choose_products'],
  },
  pricing: {
    configName: 'pricing',
    prompt: 'pricing',
    category: 'Update',
    description: 'The targeted retry of unresolved lines.',
    temperature: 0,
    maxSteps: 2,
    tools: ['choose_products'],
  },
  blueprint: {
    configName: 'blueprint',
    prompt: 'blueprint',
    category: 'Analysis',
    description: 'Reads photos and drawings into scope notes.',
    temperature: 0.2,
    maxSteps: 2,
    tools: ['record_scope_notes', 'calculate_area'],
  },
  qa: {
    configName: 'qa',
    prompt: 'qa',
    category: 'Analysis',
    description: 'Checks an estimate for completeness and adds what is missing.',
    temperature: 0,
    maxSteps: 3,
    tools: ['apply_qa_pass', 'add_plan_items', 'lookup_labor_rate'],
  },
  piConsultant: {
    configName: 'pi-consultant',
    prompt: 'pi-consultant',
    category: 'Analysis',
    description: 'Product intelligence: answers product questions from the catalog.',
    temperature: 0,
    maxSteps: 5,
    tools: ['search_price', 'calculate_material_quantity'],
  },
  piReviewer: {
    configName: 'pi-reviewer',
    prompt: 'pi-reviewer',
    category: 'Update',
    description: 'Product intelligence: reviews chosen materials and replaces poor matches.',
    temperature: 0,
    maxSteps: 4,
    tools: ['search_price', 'replace_material', 'remove_material', 'flag_material'],
  },
  import: {
    configName: 'import',
    prompt: 'import',
    category: 'Update',
    description: "Structures an imported bid's lines into a plan, values kept to the cent.",
    temperature: 0,
    maxSteps: 2,
    tools: ['structure_bid'],
  },
} as const satisfies Record<string, BuiltInAgent>;

export type BuiltInAgentKey = keyof typeof BUILT_IN_AGENTS;

/** A built-in agent as a config: the shared platform prompt and its own, each at its file's version. */
export function builtInAgentConfig(agent: BuiltInAgent): AgentConfig {
  const platform = loadPrompt('platform');
  const own = loadPrompt(agent.prompt);
  return {
    name: agent.configName,
    category: agent.category,
    description: agent.description,
    promptTemplate: [
      { id: 'platform', role: 'system', text: platform.text, secret: false, version: platform.version },
      { id: agent.prompt, role: 'system', text: own.text, secret: false, version: own.version },
    ],
    flow: [
      {
        kind: 'prompt',
        id: 'run',
        promptBlockId: agent.prompt,
        tools: [...agent.tools],
        maxSteps: agent.maxSteps,
      },
    ],
    dataBindings: [],
    model: 'default',
    temperature: agent.temperature,
    outputFormat: 'Markdown',
    permissions: { estimates: 'all', tools: [...agent.tools], access: 'write', sensitiveFields: [] },
    maxSteps: agent.maxSteps,
  };
}

/** Every built-in agent as a config, for seeding the store. */
export function builtInAgentConfigs(): AgentConfig[] {
  return Object.values(BUILT_IN_AGENTS).map(builtInAgentConfig);
}
