import {
  canConvert,
  convert,
  formatCents,
  localHourlyRate,
  lookupLaborRate,
  priceAssembly,
  QuoinError,
  roundCents,
  type TradeProfile,
  type Uom,
  uomLabel,
} from '@quoin/core';
import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { type EngineDeps, uomSchema, zipSchema } from './engine-deps.ts';

/** `lookup_labor_rate`: labor cost per unit of work, never an hourly wage typed as a unit rate. */
export function lookupLaborRateTool(deps: EngineDeps) {
  return defineTool({
    name: 'lookup_labor_rate',
    description:
      'Labor cost per unit for work of a trade at a location: from a matching assembly, the trade productivity ' +
      'table, or time units; or from hoursPerUnit × the local loaded hourly cost. Returns the formula.',
    category: 'labor',
    uiPlacement: 'tools',
    priority: 8,
    inputSchema: z.object({
      trade: z.string().min(1).describe('trade id or alias, e.g. "drywall", "painter"'),
      uom: uomSchema,
      workDescription: z.string().min(1),
      zip: zipSchema.optional(),
      quantity: z.number().positive().default(1).describe('job quantity, spreads setup and cleanup hours'),
      hoursPerUnit: z
        .number()
        .positive()
        .optional()
        .describe('override the productivity: labor hours per unit'),
    }),
    examples: [
      {
        description: 'Hang and finish drywall in Boston',
        args: {
          trade: 'drywall',
          uom: 'sq ft',
          workDescription: 'hang and finish drywall',
          zip: '02139',
          quantity: 800,
        },
      },
      {
        description: 'Own productivity',
        args: { trade: 'painting', uom: 'sq ft', workDescription: 'paint walls', hoursPerUnit: 0.02 },
      },
    ],
    execute(input) {
      const registry = deps.tradeRegistry();
      if (input.hoursPerUnit === undefined) {
        return lookupLaborRate(
          registry,
          input.trade,
          input.uom,
          input.workDescription,
          input.zip,
          input.quantity,
        );
      }
      const trade = registry.get(input.trade) ?? registry.detectTrade(input.trade)?.trade;
      if (!trade)
        throw new QuoinError('UNKNOWN_TRADE', `No trade matches "${input.trade}"`, { trade: input.trade });
      const hourly = localHourlyRate(trade.laborRateKey, input.zip);
      const rateCents = roundCents(input.hoursPerUnit * hourly.hourlyCostCents);
      return {
        tradeId: trade.id,
        uom: input.uom,
        rateCents,
        formula: `${input.hoursPerUnit} h/${uomLabel(input.uom)} (given) × ${formatCents(hourly.hourlyCostCents)}/h = ${formatCents(rateCents)}/${uomLabel(input.uom)} [${hourly.formula}]`,
        basis: 'productivity' as const,
      };
    },
  });
}

function findTemplate(deps: EngineDeps, description: string, tradeId?: string) {
  const registry = deps.tradeRegistry();
  const found = registry.findAssembly(description, tradeId);
  if (!found) {
    throw new QuoinError(
      'INVALID_INPUT',
      `No assembly template matches "${description}"${tradeId ? ` in trade ${tradeId}` : ''}`,
      {
        problems: [
          { code: 'no_assembly', path: ['workDescription'], message: 'no assembly matches this work' },
        ],
      },
    );
  }
  return found;
}

function quantityIn(quantity: number, uom: Uom, target: Uom): number {
  if (!canConvert(uom, target)) {
    throw new QuoinError(
      'INVALID_INPUT',
      `The template is priced per ${uomLabel(target)}; ${uomLabel(uom)} does not convert`,
      {
        problems: [
          { code: 'unit_mismatch', path: ['uom'], message: `give the quantity in ${uomLabel(target)}` },
        ],
      },
    );
  }
  return convert({ value: quantity, uom }, target).value;
}

const templateInput = z.object({
  workDescription: z.string().min(1),
  quantity: z.number().positive(),
  uom: uomSchema,
  tradeId: z.string().optional(),
  zip: zipSchema.optional(),
  complexity: z.string().optional().describe('a complexity factor name, e.g. "second_story"'),
  params: z.record(z.string(), z.number()).default({}).describe('formula inputs, e.g. { "coats": 3 }'),
});

function pricedTemplate(deps: EngineDeps, input: z.output<typeof templateInput>) {
  const { trade, assembly } = findTemplate(deps, input.workDescription, input.tradeId);
  const quantity = quantityIn(input.quantity, input.uom, assembly.uom);
  const price = priceAssembly(trade, assembly, quantity, {
    params: input.params,
    ...(input.zip ? { zip: input.zip } : {}),
    ...(input.complexity ? { complexity: input.complexity } : {}),
  });
  return { trade, assembly, quantity, price };
}

/** `get_assembly_template`: the assembly for a piece of work, priced for a quantity. */
export function getAssemblyTemplateTool(deps: EngineDeps) {
  return defineTool({
    name: 'get_assembly_template',
    description:
      'The assembly template for a piece of work (unit, labor spec, bill of materials) priced for a quantity: ' +
      'labor rate per unit with its formula, lead and helper hours, and each material quantity.',
    category: 'assemblies',
    uiPlacement: 'tools',
    priority: 8,
    inputSchema: templateInput,
    examples: [
      {
        description: 'Drywall for 800 sq ft',
        args: { workDescription: 'hang and finish drywall', quantity: 800, uom: 'sq ft' },
      },
      {
        description: 'Interior paint, 3 coats, in Denver',
        args: {
          workDescription: 'paint interior walls',
          quantity: 1200,
          uom: 'sq ft',
          zip: '80202',
          params: { coats: 3 },
        },
      },
    ],
    execute(input) {
      const { trade, assembly, quantity, price } = pricedTemplate(deps, input);
      return { tradeId: trade.id, assembly, quantity: { value: quantity, uom: assembly.uom }, price };
    },
  });
}

function permitsFor(trade: TradeProfile, texts: string[], deps: EngineDeps) {
  return deps
    .tradeRegistry()
    .permitRulesFor(trade.id, texts)
    .map((rule) => ({ title: rule.title, feeCents: rule.feeCents, basis: rule.basis }));
}

/** `get_material_requirements`: the material checklist of a line, with quantities and search queries. */
export function getMaterialRequirementsTool(deps: EngineDeps) {
  return defineTool({
    name: 'get_material_requirements',
    description:
      'Material checklist for a line item: each bill-of-materials line with its search query, required ' +
      'quantity and waste, the accessories and consumables, and the permits the work usually needs.',
    category: 'assemblies',
    uiPlacement: 'service',
    priority: 6,
    inputSchema: z.object({
      lineItemTitle: z.string().min(1),
      groupName: z.string().optional(),
      workQuantity: z.number().positive(),
      workUom: uomSchema,
      zip: zipSchema.optional(),
    }),
    examples: [
      {
        description: 'Tile a bathroom floor',
        args: { lineItemTitle: 'install floor tile', groupName: 'Tile', workQuantity: 40, workUom: 'sq ft' },
      },
    ],
    execute(input) {
      const registry = deps.tradeRegistry();
      const tradeId = input.groupName ? registry.detectTrade(input.groupName)?.trade.id : undefined;
      const found =
        registry.findAssembly(input.lineItemTitle, tradeId) ?? findTemplate(deps, input.lineItemTitle);
      const quantity = quantityIn(input.workQuantity, input.workUom, found.assembly.uom);
      const price = priceAssembly(found.trade, found.assembly, quantity, input.zip ? { zip: input.zip } : {});
      return {
        tradeId: found.trade.id,
        assemblyId: found.assembly.id,
        materials: price.materials.map((need) => ({
          name: need.bom.name,
          role: need.bom.role,
          searchQuery: need.searchQuery ?? null,
          required: need.required,
          wasteFactor: need.wasteFactor,
          skipSearch: need.bom.skipSearch,
          ...(need.bom.estimatedPriceCents !== undefined
            ? { estimatedPriceCents: need.bom.estimatedPriceCents }
            : {}),
        })),
        permits: permitsFor(found.trade, [input.lineItemTitle], deps),
      };
    },
  });
}
