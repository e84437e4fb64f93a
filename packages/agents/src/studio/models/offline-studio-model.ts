import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { type AgentModel, SCRIPTED_PRICE } from '../../estimating/pipeline/agent-model.ts';
import { ScriptedLanguageModel } from '../../estimating/scripted-models/scripted-model.ts';

function lastUserText(prompt: LanguageModelV3Prompt): string {
  for (const message of [...prompt].reverse()) {
    if (message.role !== 'user') continue;
    return message.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ');
  }
  return '';
}

/**
 * The studio's model when none is configured (QUOIN_MODEL unset): a scripted model that answers every prompt
 * with a short, deterministic note of what it was asked, so a flow, the playground and the session viewer
 * work offline and a person can see what a real model would have been sent.
 */
export function offlineStudioModel(): AgentModel {
  const model = new ScriptedLanguageModel('studio-offline', ({ prompt }) => {
    const asked = lastUserText(prompt).replace(/\s+/g, ' ').trim();
    const head = asked.length > 160 ? `${asked.slice(0, 159)}…` : asked;
    return { text: `Offline model (no QUOIN_MODEL): asked ${asked.length} characters — "${head}"` };
  });
  return { model, price: SCRIPTED_PRICE, label: 'scripted:studio-offline' };
}
