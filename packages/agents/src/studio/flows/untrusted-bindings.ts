import type { AgentConfig } from '@quoin/protocol';

/**
 * Data sources whose text comes from outside the person running the agent: drawing answers quote drawings,
 * price history holds live web results, a price list is a supplier's file, annotations are chat text (pasted
 * documents too), and an estimate carries lines read from imported bids and drawing takeoffs. A model that
 * reads any of them may be steered by what it reads, so its writes wait for a person (issue 20).
 */
export const UNTRUSTED_BINDING_SOURCES: ReadonlySet<AgentConfig['dataBindings'][number]['source']> = new Set([
  'estimate',
  'price-history',
  'price-list',
  'annotations',
  'drawing-answers',
]);

/** True when the agent's prompts may carry text from outside: one of its bindings reads such a source. */
export function bindsUntrustedText(config: AgentConfig): boolean {
  return config.dataBindings.some((binding) => UNTRUSTED_BINDING_SOURCES.has(binding.source));
}
