import {
  compilePlan,
  type Plan,
  parseUom,
  planGroupSchema,
  planItemSchema,
  planSchema,
  readSpecPlan,
  type TradeRegistry,
  UOMS,
  type Uom,
} from '@quoin/core';
import { z } from 'zod';
import { defineTool } from '../../tools/define-tool.ts';

/** A unit as a model writes it ("sq ft", "SF", "each") or its id (`sq_ft`); unknown units name the valid ones. */
const lenientUom = z
  .string()
  .min(1)
  .transform((text, context): Uom => {
    const uom = parseUom(text);
    if (uom) return uom;
    context.addIssue({ code: 'custom', message: `unknown unit "${text}"; use one of ${UOMS.join(', ')}` });
    return z.NEVER;
  })
  .describe('unit of measure: sq_ft, linear_ft, each, lump_sum, square, cubic_yd, gallon, hour …');

/** The plan schema of core with units read the way people write them, so "sq ft" costs no repair call. */
export const scopePlanSchema = planSchema.extend({
  groups: z
    .array(planGroupSchema.extend({ items: z.array(planItemSchema.extend({ uom: lenientUom })).min(1) }))
    .min(1),
});

/**
 * The scope agent's `generate_plan`: validates the plan (schema errors go back to the model naming the field)
 * and compiles it, answering with what the engine understood of each item, without prices.
 */
export function scopeGeneratePlanTool(tradeRegistry: TradeRegistry) {
  return defineTool({
    name: 'generate_plan',
    description:
      'Submits the plan: groups of items with quantity and unit, no prices. The engine validates and compiles it ' +
      '(trade, labor-only, assembly per item); the user approves it before anything is priced.',
    category: 'planning',
    uiPlacement: 'service',
    priority: 10,
    inputSchema: scopePlanSchema,
    prepareInput: readSpecPlan,
    examples: [
      {
        description: 'A bedroom',
        args: {
          title: 'Bedroom',
          groups: [{ name: 'Painting', items: [{ title: 'Paint walls', quantity: 416, uom: 'sq ft' }] }],
        },
      },
    ],
    execute(plan: Plan) {
      const compiled = compilePlan(plan, tradeRegistry);
      return {
        accepted: true,
        groups: compiled.groups.map((group) => ({
          name: group.name,
          items: group.items.map((item) => ({
            title: item.item.title,
            tradeId: item.tradeId ?? null,
            assemblyId: item.assembly?.assembly.id ?? null,
            laborOnly: item.laborOnly,
            notes: item.notes,
          })),
        })),
      };
    },
  });
}
