import {
  buildEstimateFromPlan,
  compilePlan,
  type Plan,
  parseScope,
  planSchema,
  readSpecPlan,
  renderEstimateText,
} from '@quoin/core';
import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { type EngineDeps, zipSchema } from './engine-deps.ts';

// The golden drywall plan of core, written out so the example is plain JSON a reader can copy.
const DRYWALL_PLAN = {
  title: 'Basement drywall, hang and finish',
  zip: '43215',
  groups: [{ name: 'Drywall', items: [{ title: 'Hang and finish drywall', quantity: 1650, uom: 'sq_ft' }] }],
};

// The estimating spec's own example plan (spec §13), as a plan written for that spec arrives.
const SPEC_DECK_PLAN = {
  groups: [
    {
      name: 'Demolition',
      items: [
        {
          title: 'Demo existing deck',
          line_item_type: 'assembly',
          quantity: 1,
          uom: 'lump_sum',
          rate: 0,
          description: 'Remove old deck structure',
          search_query: '',
        },
      ],
    },
  ],
  summary: 'Complete deck replacement estimate',
  compiled: false,
};

/** `generate_plan`: validate and compile a plan (scope without prices) → what the engine will price. */
export function generatePlanTool(deps: EngineDeps) {
  return defineTool({
    name: 'generate_plan',
    description:
      'Validates a plan (groups of items with quantities and units, no prices) and compiles it: trade, ' +
      'labor-only, waste, labor rate per unit with its formula, assembly and search query for each item. ' +
      "Also reads the estimating spec's plan JSON (line_item_type, uom, rate in dollars with 0 = engine-priced, " +
      'search_query).',
    category: 'planning',
    uiPlacement: 'service',
    priority: 8,
    dependencies: ['parse_scope'],
    inputSchema: planSchema,
    prepareInput: readSpecPlan,
    examples: [
      { description: 'Basement drywall in Columbus, OH', args: DRYWALL_PLAN },
      { description: "A deck demolition in the estimating spec's plan format", args: SPEC_DECK_PLAN },
      {
        description: 'Two groups',
        args: {
          title: 'Bedroom refresh',
          groups: [
            { name: 'Painting', items: [{ title: 'Paint walls', quantity: 416, uom: 'sq_ft' }] },
            {
              name: 'Flooring',
              items: [{ title: 'Install laminate flooring', quantity: 168, uom: 'sq_ft' }],
            },
          ],
        },
      },
    ],
    execute(plan: Plan) {
      const compiled = compilePlan(plan, deps.tradeRegistry());
      return {
        title: plan.title,
        location: compiled.location,
        groups: compiled.groups.map((group) => ({
          name: group.name,
          tradeId: group.tradeId ?? null,
          items: group.items.map((item) => ({
            key: item.key,
            title: item.item.title,
            quantity: item.item.quantity,
            uom: item.item.uom,
            tradeId: item.tradeId ?? null,
            laborOnly: item.laborOnly,
            wasteFactor: item.wasteFactor,
            assemblyId: item.assembly?.assembly.id ?? null,
            laborRateCents: item.labor?.rateCents ?? null,
            laborFormula: item.labor?.provenance.formula ?? null,
            searchQuery: item.searchQuery ?? null,
            notes: item.notes,
          })),
        })),
      };
    },
    warningsOf: (output) =>
      output.groups.flatMap((g) =>
        g.items
          .filter((i) => i.laborRateCents === null && !i.laborOnly)
          .map((i) => `"${i.title}": no labor rate found`),
      ),
  });
}

/** `parse_scope`: a job in words → a plan, what was understood, and what was not. */
export function parseScopeTool(deps: EngineDeps) {
  return defineTool({
    name: 'parse_scope',
    description:
      'Reads a job described in words ("paint 3 bedrooms 12x14 in 60614") into a plan: groups, items, ' +
      'quantities with the areas they came from, the location, and the phrases it could not read.',
    category: 'planning',
    uiPlacement: 'dashboard',
    priority: 9,
    inputSchema: z.object({
      text: z.string().min(1).describe('the job, in words'),
      zip: zipSchema.optional().describe('ZIP used when the text names no place'),
    }),
    examples: [
      { description: 'Paint three bedrooms', args: { text: 'paint 3 bedrooms 12x14 in 60614' } },
      { description: 'A deck', args: { text: 'build a 12x16 pressure treated deck', zip: '37203' } },
    ],
    execute(input) {
      return parseScope(input.text, {
        registry: deps.tradeRegistry(),
        ...(input.zip ? { defaultZip: input.zip } : {}),
      });
    },
    warningsOf: (output) => output.unrecognized.map((text) => `not understood: "${text}"`),
  });
}

/** `build_estimate`: plan → priced, checked estimate (the whole deterministic pipeline). */
export function buildEstimateTool(deps: EngineDeps) {
  return defineTool({
    name: 'build_estimate',
    description:
      'Prices a plan: compile, price each item (assembly, catalog search, package math, validation gate), QA ' +
      'pass (cleanup, permits, minimums, contingency), validate and score. Returns the estimate and totals.',
    category: 'estimates',
    uiPlacement: 'dashboard',
    priority: 10,
    dependencies: ['parse_scope', 'generate_plan'],
    inputSchema: z.object({
      plan: planSchema.describe("a plan; the estimating spec's snake_case plan JSON is read too"),
      zip: zipSchema.optional().describe("overrides the plan's ZIP"),
      estimateId: z.string().min(1).default('estimate'),
    }),
    examples: [{ description: 'Price the basement drywall plan', args: { plan: DRYWALL_PLAN } }],
    prepareInput: (raw) =>
      raw && typeof raw === 'object' && 'plan' in raw ? { ...raw, plan: readSpecPlan(raw.plan) } : raw,
    async execute(input, context) {
      const built = await buildEstimateFromPlan(input.plan, {
        registry: deps.tradeRegistry(),
        priceSource: deps.priceSource(),
        id: input.estimateId,
        now: context.now().toISOString(),
        ...(input.zip ? { zip: input.zip } : {}),
      });
      const { byItem: _byItem, groupOfItem: _groupOfItem, ...totals } = built.totals;
      return {
        estimate: built.estimate,
        totals,
        qaChanges: built.qaChanges,
        text: renderEstimateText(built.estimate, built.totals),
      };
    },
    warningsOf: (output) =>
      output.estimate.issues.filter((i) => i.severity === 'blocking').map((i) => i.message),
  });
}
