import { laborRates, localHourlyRate, lookupLocation } from '@quoin/core';
import { z } from 'zod';
import { defineTool } from '../define-tool.ts';
import { type EngineDeps, zipSchema } from './engine-deps.ts';

const CATEGORIES = ['labor_rates', 'waste_factors', 'location', 'permits', 'equipment', 'all'] as const;

/** `get_reference_data`: the engine's bundled reference tables, adjusted to a location. */
export function getReferenceDataTool(deps: EngineDeps) {
  return defineTool({
    name: 'get_reference_data',
    description:
      'Reference data behind the prices: loaded labor rates per trade (national and at the ZIP), default waste ' +
      'factors, the location factor of a ZIP, permit fees and equipment rentals from the trade profiles.',
    category: 'reference',
    uiPlacement: 'tools',
    priority: 5,
    inputSchema: z.object({ category: z.enum(CATEGORIES).default('all'), zip: zipSchema.optional() }),
    examples: [
      { description: 'Labor rates in Los Angeles', args: { category: 'labor_rates', zip: '90012' } },
      { description: 'Everything, national', args: {} },
    ],
    execute(input) {
      const wants = (category: (typeof CATEGORIES)[number]) =>
        input.category === 'all' || input.category === category;
      const trades =
        wants('waste_factors') || wants('permits') || wants('equipment') ? deps.tradeRegistry().all() : [];
      return {
        ...(wants('location') ? { location: lookupLocation(input.zip) } : {}),
        ...(wants('labor_rates')
          ? {
              laborRates: laborRates().map((rate) => {
                const local = localHourlyRate(rate.key, input.zip);
                return {
                  key: rate.key,
                  title: rate.title,
                  nationalHourlyCostCents: rate.hourlyCostCents,
                  localHourlyCostCents: local.hourlyCostCents,
                  formula: local.formula,
                  source: rate.source,
                };
              }),
            }
          : {}),
        ...(wants('waste_factors')
          ? {
              wasteFactors: trades.map((t) => ({
                tradeId: t.id,
                name: t.name,
                defaultWasteFactor: t.defaultWasteFactor,
              })),
            }
          : {}),
        ...(wants('permits')
          ? {
              permits: trades.flatMap((t) =>
                t.permitRules.map((rule) => ({
                  tradeId: t.id,
                  title: rule.title,
                  feeCents: rule.feeCents,
                  basis: rule.basis,
                })),
              ),
            }
          : {}),
        ...(wants('equipment')
          ? {
              equipment: trades.flatMap((t) =>
                t.equipmentRules.map((rule) => ({
                  tradeId: t.id,
                  title: rule.title,
                  uom: rule.uom,
                  rateCents: rule.rateCents,
                })),
              ),
            }
          : {}),
      };
    },
  });
}
