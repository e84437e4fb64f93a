import { lookupLocation, normalizeProductPrice, type Quantity, roundCents } from '@quoin/core';
import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { type EngineDeps, uomSchema, zipSchema } from './engine-deps.ts';

/** `search_price`: the price sources (imported list, bundled catalog) with confidence and package math. */
export function searchPriceTool(deps: EngineDeps) {
  return defineTool({
    name: 'search_price',
    description:
      'Search product prices (your imported price list first, then the bundled catalog): confidence, source and ' +
      'date, price at the location, coverage per package and, with a required quantity, packages needed.',
    category: 'pricing',
    uiPlacement: 'tools',
    priority: 9,
    inputSchema: z.object({
      query: z.string().min(1).describe('product words, e.g. "1/2 in drywall 4x8"'),
      zip: zipSchema.optional(),
      requiredQty: z.number().positive().optional().describe('work quantity the product must cover'),
      requiredUnit: uomSchema.optional(),
      wastePercent: z.number().min(0).max(100).default(0),
      limit: z.number().int().min(1).max(50).default(10),
    }),
    examples: [
      {
        description: 'Drywall sheets for 400 sq ft in Chicago',
        args: {
          query: '1/2 in drywall 4x8',
          zip: '60614',
          requiredQty: 400,
          requiredUnit: 'sq ft',
          wastePercent: 10,
        },
      },
      { description: 'Interior paint', args: { query: 'interior latex paint gallon', limit: 3 } },
    ],
    async execute(input) {
      const location = lookupLocation(input.zip);
      const required: Quantity | undefined =
        input.requiredQty !== undefined && input.requiredUnit
          ? { value: input.requiredQty, uom: input.requiredUnit }
          : undefined;
      const candidates = await deps.priceSource().search(input.query, {
        limit: input.limit,
        ...(input.zip ? { zip: input.zip } : {}),
      });
      const results = candidates.map((candidate) => {
        // Same rule as the engine: the material factor applies to national catalog prices only.
        const factor = candidate.sourceKind === 'catalog' ? location.factor.materialFactor : 1;
        const localPriceCents = roundCents(candidate.item.priceCents * factor);
        const normalized = normalizeProductPrice({
          title: candidate.item.name,
          priceCents: localPriceCents,
          ...(candidate.item.coverage ? { coverage: candidate.item.coverage } : {}),
          ...(required ? { required, wasteFactor: input.wastePercent / 100 } : {}),
        });
        return {
          ...candidate,
          localPriceCents,
          materialFactor: factor,
          normalized,
          packagesNeeded: normalized.packageMath?.packagesNeeded,
        };
      });
      return { query: input.query, location: { note: location.note, factor: location.factor }, results };
    },
    warningsOf: (output) => (output.results.length === 0 ? [`No price found for "${output.query}"`] : []),
  });
}

/** `calculate_material_quantity`: deterministic package math for a product and a work quantity. */
export function calculateMaterialQuantityTool(deps: EngineDeps) {
  return defineTool({
    name: 'calculate_material_quantity',
    description:
      'Packages of a product a work quantity needs: ceil(work quantity × (1 + waste) ÷ coverage per package). ' +
      'Coverage comes from the arguments, the product title, or the best catalog match.',
    category: 'quantities',
    uiPlacement: 'tools',
    priority: 8,
    inputSchema: z.object({
      productName: z.string().min(1),
      workQuantity: z.number().nonnegative(),
      workUom: uomSchema,
      wastePercent: z.number().min(0).max(100).default(0),
      coverageQty: z.number().positive().optional().describe('what one package covers (with coverageUnit)'),
      coverageUnit: uomSchema.optional(),
      priceCents: z
        .number()
        .int()
        .nonnegative()
        .optional()
        .describe('package price; default: the catalog match'),
    }),
    examples: [
      {
        description: 'Drywall sheets for 1,650 sq ft with 10% waste',
        args: {
          productName: '1/2 in drywall 4x8 sheet',
          workQuantity: 1650,
          workUom: 'sq ft',
          wastePercent: 10,
        },
      },
      {
        description: 'Given coverage',
        args: {
          productName: 'thinset 50 lb bag',
          workQuantity: 120,
          workUom: 'sq ft',
          coverageQty: 95,
          coverageUnit: 'sq ft',
          priceCents: 2498,
        },
      },
    ],
    async execute(input) {
      const given =
        input.coverageQty !== undefined && input.coverageUnit
          ? { value: input.coverageQty, uom: input.coverageUnit }
          : undefined;
      const [match] =
        given && input.priceCents !== undefined
          ? []
          : await deps.priceSource().search(input.productName, { limit: 1 });
      const title = match?.item.name ?? input.productName;
      const coverage = given ?? match?.item.coverage;
      const normalized = normalizeProductPrice({
        title,
        priceCents: input.priceCents ?? match?.item.priceCents ?? 0,
        ...(coverage ? { coverage } : {}),
        required: { value: input.workQuantity, uom: input.workUom },
        wasteFactor: input.wastePercent / 100,
      });
      return {
        product: title,
        ...(match
          ? { catalogMatch: { sku: match.item.sku, name: match.item.name, confidence: match.confidence } }
          : {}),
        packagesNeeded: normalized.packageMath?.packagesNeeded ?? null,
        formula: normalized.packageMath?.formula ?? null,
        coveragePerPackage: normalized.coveragePerPackage ?? null,
        pricingMode: normalized.pricingMode,
        notes: normalized.notes,
      };
    },
    warningsOf: (output) =>
      output.packagesNeeded === null
        ? ['Coverage per package unknown: give coverageQty and coverageUnit', ...output.notes]
        : [],
  });
}
