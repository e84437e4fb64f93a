// Prices every assembly that carries a typicalJob band as a one-line job at its typical size, through the same
// path `quoin estimate` takes (plan → buildEstimateFromPlan with the default markups, overhead, profit,
// contingency, permits, trip charge and minimums), and says where the billed rate per unit lands in the band.
import {
  buildEstimateFromPlan,
  bundledCatalog,
  defaultTradeRegistry,
  type TradeProfile,
  type TradeRegistry,
} from '@quoin/core';
import { calibrationJob } from './typical-quantity.ts';

type Assembly = TradeProfile['assemblies'][number];

/** One assembly's typical job, priced. */
export interface AssemblyCalibration {
  tradeId: string;
  assemblyId: string;
  uom: string;
  quantity: number;
  quantityBasis: string;
  grandTotalCents: number;
  /** What the customer pays per unit: the whole job's grand total over the quantity. */
  billedCentsPerUnit: number;
  lowCents: number;
  highCents: number;
  /** Log-scale position of the billed rate in the band: 0 the low end, 1 the high end, outside below 0 or above 1. */
  position: number;
  lifecycleState: string;
}

/** Log-scale place of a rate in a band (0 = low end, 1 = high end). */
export function bandPosition(centsPerUnit: number, lowCents: number, highCents: number): number {
  return Math.log(centsPerUnit / lowCents) / Math.log(highCents / lowCents);
}

/** The typical job of every banded assembly (with `unbanded`, of every assembly), priced; in trade file order. */
export async function calibrateAssemblies(
  registry: TradeRegistry = defaultTradeRegistry(),
  options: { unbanded?: boolean } = {},
): Promise<AssemblyCalibration[]> {
  const priceSource = bundledCatalog();
  const results: AssemblyCalibration[] = [];
  for (const trade of registry.all()) {
    for (const assembly of trade.assemblies) {
      if (!assembly.typicalJob && !options.unbanded) continue;
      results.push(await calibrateAssembly(trade, assembly, registry, priceSource));
    }
  }
  return results;
}

async function calibrateAssembly(
  trade: TradeProfile,
  assembly: Assembly,
  registry: TradeRegistry,
  priceSource: ReturnType<typeof bundledCatalog>,
): Promise<AssemblyCalibration> {
  // An assembly with no band is priced all the same (position NaN), to find the ones that want a band.
  const band = assembly.typicalJob ?? { lowCents: Number.NaN, highCents: Number.NaN };
  const { plan, quantity, basis } = calibrationJob(trade, assembly, registry);
  const built = await buildEstimateFromPlan(plan, { registry, priceSource, id: `calibrate-${assembly.id}` });
  const grandTotalCents = built.totals.grandTotalCents;
  const billedCentsPerUnit = grandTotalCents / quantity;
  return {
    tradeId: trade.id,
    assemblyId: assembly.id,
    uom: assembly.uom,
    quantity,
    quantityBasis: basis,
    grandTotalCents,
    billedCentsPerUnit,
    lowCents: band.lowCents,
    highCents: band.highCents,
    position: bandPosition(billedCentsPerUnit, band.lowCents, band.highCents),
    lifecycleState: built.estimate.lifecycleState,
  };
}
