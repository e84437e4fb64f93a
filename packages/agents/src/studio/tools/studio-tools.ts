import { computeEstimateTotals, type Estimate } from '@quoin/core';
import { z } from 'zod';
import { type AnyToolDefinition, defineTool } from '../../tools/define-tool.ts';
import type { ToolRegistry } from '../../tools/tool-registry.ts';
import { WRITE_TOOLS } from '../../tools/write-tools.ts';
import type { FlowToolInfo } from '../flows/flow-environment.ts';

/** How studio tools reach estimates; the composition root adapts the store. */
export interface EstimateGateway {
  get(estimateId: string): Promise<Estimate | undefined>;
  /** Adds one line to the estimate's assumptions (a visible, versioned, audited write). */
  addAssumption(estimateId: string, text: string, actor: string): Promise<void>;
}

export { WRITE_TOOLS } from '../../tools/write-tools.ts';

function summary(estimate: Estimate) {
  return {
    id: estimate.id,
    title: estimate.title,
    version: estimate.version,
    groups: estimate.groups.map((group) => ({
      name: group.name,
      items: group.items.map((item) => item.title),
    })),
    assumptions: estimate.assumptions,
    totals: (({ subtotalCents, grandTotalCents }) => ({ subtotalCents, grandTotalCents }))(
      computeEstimateTotals(estimate),
    ),
  };
}

/** The studio's estimate tools: read one (summary and totals), annotate one (write access only). */
export function studioTools(gateway: EstimateGateway, actor: string): AnyToolDefinition[] {
  return [
    defineTool({
      name: 'read_estimate',
      description:
        'Reads an estimate: its groups with their line titles, assumptions and totals (money in cents).',
      category: 'studio',
      uiPlacement: 'service',
      priority: 6,
      inputSchema: z.strictObject({ estimateId: z.string().min(1) }),
      examples: [{ description: 'Read an estimate', args: { estimateId: 'est-1' } }],
      async execute({ estimateId }) {
        const estimate = await gateway.get(estimateId);
        if (!estimate) throw new Error(`No estimate ${estimateId}`);
        return { estimate: summary(estimate) };
      },
    }),
    defineTool({
      name: 'annotate_estimate',
      description: "Adds a note to an estimate's assumptions, signed with the agent's name.",
      category: 'studio',
      uiPlacement: 'service',
      priority: 5,
      inputSchema: z.strictObject({ estimateId: z.string().min(1), note: z.string().min(1).max(2000) }),
      examples: [
        { description: 'Note a missing permit', args: { estimateId: 'est-1', note: 'Check the permit.' } },
      ],
      async execute({ estimateId, note }) {
        await gateway.addAssumption(estimateId, note, actor);
        return { estimateId, added: note };
      },
    }),
  ];
}

/** The registry's tools as a flow sees them: input schema, read or write, approval. */
export function flowToolsOf(registry: ToolRegistry): Map<string, FlowToolInfo> {
  return new Map(
    registry.list().map((info) => [
      info.name,
      {
        inputJsonSchema: info.inputJsonSchema,
        access: WRITE_TOOLS.has(info.name) ? 'write' : 'read',
        ...(registry.get(info.name)?.needsApproval ? { needsApproval: true } : {}),
      },
    ]),
  );
}
