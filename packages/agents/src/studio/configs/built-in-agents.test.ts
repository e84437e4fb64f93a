import { agentConfigSchema } from '@quoin/protocol';
import { describe, expect, it } from 'vitest';
import { AGENT_SPECS } from '../../estimating/pipeline/agent-specs.ts';
import { loadPrompt, systemPrompt } from '../../estimating/prompts/load-prompt.ts';
import { agentSpecFromConfig } from './agent-spec-from-config.ts';
import { builtInAgentConfigs } from './built-in-agents.ts';

// The specs as they were written in code before they became configs: running from configs changes none of them.
const BEFORE_CONFIGS = {
  orchestrator: ['orchestrator', 0.1, 1, ['route']],
  scope: ['scope', 0.2, 3, ['generate_plan']],
  scopeEdit: [
    'scope',
    0.2,
    4,
    ['get_estimate_summary', 'add_plan_items', 'remove_line_item', 'lookup_labor_rate', 'calculate_area'],
  ],
  execution: ['execution', 0, 2, ['choose_products']],
  pricing: ['pricing', 0, 2, ['choose_products']],
  blueprint: ['blueprint', 0.2, 2, ['record_scope_notes', 'calculate_area']],
  qa: ['qa', 0, 3, ['apply_qa_pass', 'add_plan_items', 'lookup_labor_rate']],
  piConsultant: ['pi-consultant', 0, 5, ['search_price', 'calculate_material_quantity']],
  piReviewer: ['pi-reviewer', 0, 4, ['search_price', 'replace_material', 'remove_material', 'flag_material']],
  import: ['import', 0, 2, ['structure_bid']],
} as const;

describe('built-in agents as configs', () => {
  it('are valid configs with unique names', () => {
    const configs = builtInAgentConfigs();
    for (const config of configs) expect(agentConfigSchema.parse(config)).toEqual(config);
    expect(new Set(configs.map((config) => config.name)).size).toBe(configs.length);
  });

  it.each(Object.entries(BEFORE_CONFIGS))(
    '%s runs as it did in code',
    (key, [prompt, temperature, maxSteps, tools]) => {
      const spec = AGENT_SPECS[key as keyof typeof AGENT_SPECS];
      expect({
        name: spec.name,
        prompt: spec.prompt,
        temperature: spec.temperature,
        maxSteps: spec.maxSteps,
      }).toEqual({
        name: prompt,
        prompt,
        temperature,
        maxSteps,
      });
      expect(spec.tools).toEqual(tools);
      expect(spec.system).toBe(systemPrompt(prompt));
      expect(spec.promptVersion).toBe(`${prompt}@${loadPrompt(prompt).version}`);
    },
  );

  it('an edited config changes what runs', () => {
    const [first] = builtInAgentConfigs();
    if (!first) throw new Error('no built-ins');
    const edited = {
      ...first,
      temperature: 0.7,
      promptTemplate: first.promptTemplate.map((block) => ({ ...block, text: `${block.text} (edited)` })),
    };
    const spec = agentSpecFromConfig(edited);
    expect(spec.temperature).toBe(0.7);
    expect(spec.system).toContain('(edited)');
  });
});
