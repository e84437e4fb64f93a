import type { AgentConfigInput } from './studio-types.ts';

/** What the configurator's form edits; turned into a config by `configOf`. */
export interface DraftForm {
  name: string;
  category: 'Analysis' | 'Update' | 'Report' | 'Custom';
  description: string;
  promptText: string;
  bindEstimate: boolean;
  sensitiveFields: string;
  flowJson: string;
  outputFormat: 'Markdown' | 'JSON' | 'CSV';
  temperature: number;
  access: 'read' | 'write';
  tools: string[];
  approvalAboveDollars: string;
}

export const STUDIO_TOOLS = ['read_estimate', 'annotate_estimate', 'search_price', 'calculate_area'] as const;

const DEFAULT_FLOW = [{ kind: 'prompt', id: 'review', promptBlockId: 'ask' }];

export const EMPTY_FORM: DraftForm = {
  name: '',
  category: 'Analysis',
  description: '',
  promptText: 'Look at this estimate and list what it is missing: {{bindings.estimate}}',
  bindEstimate: true,
  sensitiveFields: '',
  flowJson: JSON.stringify(DEFAULT_FLOW, null, 2),
  outputFormat: 'Markdown',
  temperature: 0,
  access: 'read',
  tools: [],
  approvalAboveDollars: '',
};

/** The block the form's prompt text edits: the first user block, else the first block. */
function ownBlockOf(config: AgentConfigInput) {
  return config.promptTemplate.find((block) => block.role === 'user') ?? config.promptTemplate.at(-1);
}

/**
 * The config the form describes, or the reason the flow JSON cannot be read. With `base` (an agent being
 * edited), what the form does not show (system blocks, schedule, model) is kept from it.
 */
export function configOf(
  form: DraftForm,
  base?: AgentConfigInput,
): { config?: AgentConfigInput; error?: string } {
  let flow: unknown;
  try {
    flow = JSON.parse(form.flowJson);
  } catch (error) {
    return { error: `Flow steps are not valid JSON: ${(error as Error).message}` };
  }
  const approval = Number(form.approvalAboveDollars);
  const own = base ? ownBlockOf(base) : undefined;
  const promptTemplate = base
    ? base.promptTemplate.map((block) => (block === own ? { ...block, text: form.promptText } : block))
    : [{ id: 'ask', role: 'user' as const, text: form.promptText }];
  const config = {
    ...(base ?? {}),
    name: form.name.trim(),
    category: form.category,
    description: form.description,
    promptTemplate,
    flow,
    dataBindings: form.bindEstimate ? [{ name: 'estimate', source: 'estimate' }] : [],
    temperature: form.temperature,
    outputFormat: form.outputFormat,
    permissions: {
      estimates: base?.permissions?.estimates ?? 'all',
      tools: form.tools,
      access: form.access,
      sensitiveFields: form.sensitiveFields
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean),
    },
    ...(form.approvalAboveDollars.trim() && Number.isFinite(approval)
      ? { approvalAboveMicroUsd: Math.round(approval * 1e6) }
      : {}),
  } as AgentConfigInput;
  return { config };
}

/** The form of a stored config (the configurator edits only what its steps show; the rest is kept as JSON). */
export function formOf(config: AgentConfigInput): DraftForm {
  const own = ownBlockOf(config);
  const format = typeof config.outputFormat === 'string' ? config.outputFormat : 'Markdown';
  return {
    name: config.name,
    category: config.category,
    description: config.description ?? '',
    promptText: own?.text ?? '',
    bindEstimate: (config.dataBindings ?? []).some((binding) => binding.source === 'estimate'),
    sensitiveFields: (config.permissions?.sensitiveFields ?? []).join(', '),
    flowJson: JSON.stringify(config.flow, null, 2),
    outputFormat: format,
    temperature: config.temperature ?? 0,
    access: config.permissions?.access ?? 'read',
    tools: [...(config.permissions?.tools ?? [])],
    approvalAboveDollars:
      config.approvalAboveMicroUsd === undefined ? '' : String(config.approvalAboveMicroUsd / 1e6),
  };
}
