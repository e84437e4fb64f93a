import { z } from 'zod';
import type { ModelPrice } from '../../models/model-prices.ts';
import { textResult, toolCallResult } from '../../runs/test-support/scripted-results.ts';
import { defineTool } from '../../tools/define-tool.ts';
import { ToolRegistry } from '../../tools/tool-registry.ts';

export const PRICE: ModelPrice = {
  inputUsdPerMillionTokens: 3,
  cachedInputUsdPerMillionTokens: 0.3,
  outputUsdPerMillionTokens: 15,
  effectiveDate: '2025-05-22',
  source: 'test',
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

export const callsSendProposal = () =>
  toolCallResult('send_proposal', { estimateId: 'est-42', to: 'owner@example.com' }, { id: 'call-send-1' });

export const answers = (text: string) => textResult(text);
