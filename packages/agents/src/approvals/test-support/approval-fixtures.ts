import type { LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { z } from 'zod';
import type { ModelPrice } from '../../models/model-prices.ts';
import { defineTool } from '../../tools/define-tool.ts';
import { ToolRegistry } from '../../tools/tool-registry.ts';

export const PRICE: ModelPrice = {
  inputUsdPerMillionTokens: 3,
  cachedInputUsdPerMillionTokens: 0.3,
  outputUsdPerMillionTokens: 15,
  effectiveDate: '2025-05-22',
  source: 'test',
};
const USAGE = {
  inputTokens: { total: 200, noCache: 200, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 40, text: 40, reasoning: 0 },
};
export const now = () => new Date('2026-03-02T10:00:00.000Z');

/** A registry with one tool that needs approval; `sent` collects what it really sent. */
export function proposalRegistry(sent: unknown[]) {
  const sendProposal = defineTool({
    name: 'send_proposal',
    description: 'Emails the proposal PDF to the customer.',
    category: 'test',
    uiPlacement: 'service',
    priority: 5,
    needsApproval: true,
    inputSchema: z.object({ estimateId: z.string(), to: z.string() }),
    examples: [{ description: 'send', args: { estimateId: 'est-1', to: 'a@b.co' } }],
    execute: (input) => {
      sent.push(input);
      return { sent: true };
    },
  });
  return new ToolRegistry({ now, timer: () => 0 }).register(sendProposal);
}

export function callsSendProposal(): LanguageModelV3GenerateResult {
  return {
    content: [
      {
        type: 'tool-call',
        toolCallId: 'call-send-1',
        toolName: 'send_proposal',
        input: JSON.stringify({ estimateId: 'est-42', to: 'owner@example.com' }),
      },
    ],
    finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
    usage: USAGE,
    warnings: [],
  };
}

export function answers(text: string): LanguageModelV3GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: USAGE,
    warnings: [],
  };
}
