import { type AgentChatOptions, createAgentChatResponder } from '@quoin/agents';
import { bundledCatalog, defaultTradeRegistry } from '@quoin/core';
import type { ChatResponder } from '@quoin/protocol';
import { agentLimitsFor, modelFor } from '../agent-cli.ts';
import { type CliContext, print } from '../cli-context.ts';

/**
 * The agents' chat responder when a model is configured (the ChatResponder protocol defines for the server),
 * running the built-in agents as `agentSpecs` holds them (the studio's published versions, kept current).
 */
export function agentResponderFor(
  context: CliContext,
  agentSpecs?: AgentChatOptions['agentSpecs'],
): ChatResponder | undefined {
  const model = modelFor(context);
  if (!model) return undefined;
  print(context, `Chat answered by the estimating agents (${model.label})`);
  return createAgentChatResponder({
    model,
    tradeRegistry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
    ...agentLimitsFor(context, model),
    ...(agentSpecs ? { agentSpecs } : {}),
  });
}

/**
 * Makes chat responders over given agent specs without announcing each: the server makes one per
 * organisation, over the agents that organisation published. Undefined without a model.
 */
export function agentResponderMakerFor(
  context: CliContext,
): ((agentSpecs: NonNullable<AgentChatOptions['agentSpecs']>) => ChatResponder) | undefined {
  const model = modelFor(context);
  if (!model) return undefined;
  return (agentSpecs) =>
    createAgentChatResponder({
      model,
      tradeRegistry: defaultTradeRegistry(),
      priceSource: bundledCatalog(),
      ...agentLimitsFor(context, model),
      agentSpecs,
    });
}
