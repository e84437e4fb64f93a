import { estimateSchema, GOLDEN_PLANS, parseProductTitle } from '@quoin/core';
import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { type EngineDeps, zipSchema } from './engine-deps.ts';
import { EXAMPLE_ESTIMATE } from './example-estimate.ts';
import { copyOf, sessionResult, sessionWarnings } from './session-edit.ts';

const TEMPLATE_IDS = Object.keys(GOLDEN_PLANS) as [string, ...string[]];

/** `get_estimate_template`: a whole-job plan of common residential work, ready for generate_plan or build_estimate. */
export function getEstimateTemplateTool() {
  return defineTool({
    name: 'get_estimate_template',
    description:
      'A starting plan for common residential work (bathroom and kitchen remodels, roof, painting, deck, LVP, ' +
      'drywall, panel upgrade, water heater, fence, patio, siding) with typical quantities, to edit and then ' +
      'price with build_estimate. Without a template id, the list.',
    category: 'estimates',
    uiPlacement: 'tools',
    priority: 6,
    dependencies: [],
    inputSchema: z.object({
      templateId: z.enum(TEMPLATE_IDS).optional(),
      zip: zipSchema.optional().describe('replaces the template’s ZIP'),
    }),
    examples: [
      { description: 'The list', args: {} },
      { description: 'A deck in Denver', args: { templateId: 'deck', zip: '80202' } },
    ],
    execute(input) {
      const templates = TEMPLATE_IDS.map((id) => ({
        id,
        title: GOLDEN_PLANS[id]?.title ?? id,
        groups: GOLDEN_PLANS[id]?.groups?.map((group) => group.name) ?? [],
      }));
      if (!input.templateId) return { templates };
      const plan = structuredClone(GOLDEN_PLANS[input.templateId]);
      return { templateId: input.templateId, plan: { ...plan, ...(input.zip ? { zip: input.zip } : {}) } };
    },
  });
}

/** `get_product_info`: what the price sources know of a product, with the sizes read from its title. */
export function getProductInfoTool(deps: EngineDeps) {
  return defineTool({
    name: 'get_product_info',
    description:
      'Product details from the price sources (imported list, bundled catalog): name, SKU, price, package unit, ' +
      'coverage, supplier, price date, and the sizes, coverage and pack count read from the title.',
    category: 'pricing',
    uiPlacement: 'tools',
    priority: 6,
    inputSchema: z.object({
      query: z.string().trim().min(1).describe('a product name or SKU'),
      limit: z.number().int().min(1).max(10).default(3),
      zip: zipSchema.optional(),
    }),
    examples: [{ description: 'Drywall sheets', args: { query: '1/2 in drywall 4x8' } }],
    async execute(input) {
      const candidates = await deps.priceSource().search(input.query, {
        limit: input.limit,
        ...(input.zip ? { zip: input.zip } : {}),
      });
      return {
        products: candidates.map((candidate) => ({
          ...candidate.item,
          sourceKind: candidate.sourceKind,
          confidence: candidate.confidence,
          title: parseProductTitle(candidate.item.name),
        })),
      };
    },
    warningsOf: (output) => (output.products.length === 0 ? ['No product matches; try fewer words'] : []),
  });
}

const listEdit = z
  .object({ add: z.array(z.string().trim().min(1)).default([]), remove: z.array(z.string()).default([]) })
  .default({ add: [], remove: [] });

/** `update_suggestions`: the estimate's assumptions, questions for the client and exclusions. */
export function updateSuggestionsTool(deps: EngineDeps) {
  return defineTool({
    name: 'update_suggestions',
    description:
      'Edits what an estimate tells the client beside its prices: assumptions, open questions and exclusions ' +
      '(add lines, remove lines by their text), without touching a price.',
    category: 'estimates',
    uiPlacement: 'service',
    priority: 5,
    inputSchema: z.object({
      estimate: estimateSchema,
      assumptions: listEdit,
      questions: listEdit,
      exclusions: listEdit,
    }),
    examples: [
      {
        description: 'Ask about the paint color and exclude ceilings',
        args: {
          estimate: EXAMPLE_ESTIMATE,
          questions: { add: ['Which paint color and sheen?'] },
          exclusions: { add: ['Ceilings'] },
        },
      },
    ],
    execute(input) {
      const estimate = copyOf(input.estimate);
      const changes: string[] = [];
      for (const key of ['assumptions', 'questions', 'exclusions'] as const) {
        const edit = input[key];
        const removed = new Set(edit.remove.map((text) => text.trim().toLowerCase()));
        const kept = estimate[key].filter((text) => !removed.has(text.trim().toLowerCase()));
        const added = edit.add.filter((text) => !kept.some((k) => k.toLowerCase() === text.toLowerCase()));
        if (kept.length !== estimate[key].length || added.length > 0)
          changes.push(`${key}: +${added.length} −${estimate[key].length - kept.length}`);
        estimate[key] = [...kept, ...added];
      }
      return sessionResult(deps, estimate, changes.join('; ') || 'nothing changed');
    },
    warningsOf: sessionWarnings,
  });
}
