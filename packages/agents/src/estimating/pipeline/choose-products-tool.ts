import type { LowConfidenceNeed } from '@quoin/core';
import { type PriceCandidate, QuoinError } from '@quoin/core';
import { z } from 'zod';
import { defineTool } from '../../tools/define-tool.ts';

/** The needs as the pricing agent reads them: ids, queries and candidates without internals. */
export function describeNeeds(needs: readonly LowConfidenceNeed[]) {
  return needs.map((need) => ({
    need: need.id,
    query: need.query,
    candidates: need.candidates.map((c) => ({
      sku: c.item.sku,
      title: c.item.name,
      package: c.item.packageUnit,
      priceCents: c.item.priceCents,
      category: c.item.category,
    })),
  }));
}

/**
 * `choose_products`: the pricing agent's one call. Each choice must name a listed candidate of its need (or
 * null), so the model selects among the catalog's products and never supplies a product or a price.
 */
export function chooseProductsTool(
  needs: readonly LowConfidenceNeed[],
  onChosen: (chosen: Map<string, PriceCandidate>) => void,
) {
  return defineTool({
    name: 'choose_products',
    description: 'For each need, the sku of the candidate that fits, or null when none does.',
    category: 'pricing',
    uiPlacement: 'service',
    priority: 8,
    inputSchema: z.object({
      choices: z
        .array(z.object({ need: z.string().min(1), sku: z.string().min(1).nullable() }))
        .min(1)
        .describe('one entry per need'),
    }),
    examples: [
      {
        description: 'Choose one, reject one',
        args: {
          choices: [
            { need: 'n1', sku: 'fascia-composite-12' },
            { need: 'n2', sku: null },
          ],
        },
      },
    ],
    execute({ choices }) {
      const chosen = new Map<string, PriceCandidate>();
      for (const choice of choices) {
        const need = needs.find((n) => n.id === choice.need);
        if (!need)
          throw new QuoinError(
            'VALIDATION_FAILED',
            `No need "${choice.need}"; needs are ${needs.map((n) => n.id).join(', ')}`,
          );
        if (choice.sku === null) continue;
        const candidate = need.candidates.find((c) => c.item.sku === choice.sku);
        if (!candidate)
          throw new QuoinError(
            'VALIDATION_FAILED',
            `sku "${choice.sku}" is not a candidate of ${need.id}; choose one of ${need.candidates.map((c) => c.item.sku).join(', ')} or null`,
          );
        chosen.set(need.query, candidate);
      }
      onChosen(chosen);
      return { chosen: chosen.size, rejected: choices.length - chosen.size };
    },
  });
}
