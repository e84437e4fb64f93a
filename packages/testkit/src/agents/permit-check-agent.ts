/**
 * A one-step agent config the offline studio model answers (`input.topic`, read access): run as a playground
 * config, so nothing is saved first. The agent-run jobs' tests queue it through servers and workers.
 */
export const PERMIT_CHECK_AGENT = {
  name: 'permit-check',
  category: 'Analysis',
  description: 'Checks jobs for missing permits',
  promptTemplate: [{ id: 'ask', text: 'List missing permits for {{input.topic}}' }],
  dataBindings: [{ name: 'estimate', source: 'estimate' }],
  flow: [{ kind: 'prompt', id: 'review', promptBlockId: 'ask' }],
  permissions: { tools: ['annotate_estimate'], access: 'read', sensitiveFields: [] },
};
