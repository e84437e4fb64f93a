import { type AgentModel, SCRIPTED_PRICE, ScriptedLanguageModel } from '@quoin/agents';
import { bundledCatalog, defaultTradeRegistry } from '@quoin/core';
import { agentConfigSchema } from '@quoin/protocol';
import type { Store } from '@quoin/store';
import { createStudioRuntime } from '../studio-runtime.ts';

/** Three prompt steps, each reading the one before: what a crash between steps must not redo. */
export const THREE_STEPS = agentConfigSchema.parse({
  name: 'three-steps',
  category: 'Custom',
  promptTemplate: [
    { id: 'one', text: 'step one' },
    { id: 'two', text: 'step two after {{steps.one.text}}' },
    { id: 'three', text: 'step three after {{steps.two.text}}' },
  ],
  flow: [
    { kind: 'prompt', id: 'one', promptBlockId: 'one' },
    { kind: 'prompt', id: 'two', promptBlockId: 'two' },
    { kind: 'prompt', id: 'three', promptBlockId: 'three' },
  ],
});

/** A model that answers "answer to step N" and calls `onCall` with each prompt first (it may never return). */
export function stepModel(onCall: (prompt: string) => Promise<void> | void): AgentModel {
  const model = new ScriptedLanguageModel('steps', async ({ prompt }) => {
    const text = JSON.stringify(prompt);
    await onCall(text);
    const step = /step (one|two|three)/.exec(text)?.[1] ?? '?';
    return { text: `answer to step ${step}` };
  });
  return { model, price: SCRIPTED_PRICE, label: 'scripted:steps' };
}

export function killableRuntime(store: Store, model: AgentModel) {
  return createStudioRuntime(
    store,
    {
      model,
      priceSource: bundledCatalog(),
      tradeRegistry: defaultTradeRegistry(),
      clock: () => new Date('2026-11-25T12:00:00Z'),
      newId: (prefix) => `${prefix}-1`,
    },
    'test',
  );
}
