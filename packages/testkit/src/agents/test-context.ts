import {
  type AgentContext,
  type EstimatingEvent,
  emptyUsage,
  parserResponder,
  replayResponder,
  SCRIPTED_PRICE,
  ScriptedLanguageModel,
  type ScriptedReply,
  type ScriptedResponder,
} from '@quoin/agents';
import { bundledCatalog, defaultTradeRegistry } from '@quoin/core';

export const TEST_NOW = '2026-03-02T10:00:00.000Z';

/** An agent context over the bundled data with a scripted model; events are collected. */
export function testContext(responder: ScriptedResponder | ScriptedReply[] = parserResponder()) {
  const model = new ScriptedLanguageModel(
    'test',
    Array.isArray(responder) ? replayResponder(responder) : responder,
  );
  const events: EstimatingEvent[] = [];
  const context: AgentContext = {
    model: { model, price: SCRIPTED_PRICE, label: 'scripted:test' },
    tradeRegistry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
    now: () => new Date(TEST_NOW),
    usage: emptyUsage(),
    onEvent: (event) => events.push(event),
  };
  return { context, model, events };
}
