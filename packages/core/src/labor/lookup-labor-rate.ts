import { priceAssembly } from '../assembly/price-assembly.ts';
import type { LaborProvenance } from '../estimate/estimate-schema.ts';
import { formatCents, roundCents } from '../money/money.ts';
import { QuoinError } from '../quoin-error.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { canConvert, convert, type Uom, uomLabel } from '../units/uom.ts';
import { localHourlyRate } from './local-hourly-rate.ts';

export interface LaborRateLookup {
  tradeId: string;
  uom: Uom;
  /** Labor cost per unit in whole cents: never an hourly wage unless the unit is an hour. */
  rateCents: number;
  formula: string;
  labor: LaborProvenance;
  /** Which rule produced it: an assembly template, a productivity row, or time units. */
  basis: 'assembly' | 'productivity' | 'time';
}

const HOURS_PER: Partial<Record<Uom, number>> = { hour: 1, day: 8, week: 40 };

/**
 * The labor rate per unit for work of a trade (spec §5 `lookup_labor_rate`): from a matching assembly template in
 * a convertible unit, else the trade's productivity table, else time units. Throws NO_LABOR_RATE with what to give
 * instead when nothing applies, rather than guessing.
 */
export function lookupLaborRate(
  registry: TradeRegistry,
  tradeIdOrAlias: string,
  uom: Uom,
  description: string,
  zip?: string,
  quantity = 1,
): LaborRateLookup {
  const trade = registry.get(tradeIdOrAlias) ?? registry.detectTrade(tradeIdOrAlias)?.trade;
  if (!trade) {
    throw new QuoinError(
      'UNKNOWN_TRADE',
      `No trade matches "${tradeIdOrAlias}": use one of ${registry
        .all()
        .map((t) => t.id)
        .join(', ')}`,
      {
        trade: tradeIdOrAlias,
      },
    );
  }
  const found = registry.findAssembly(description, trade.id);
  if (found && canConvert(uom, found.assembly.uom)) {
    const perAssemblyUnit = convert({ value: 1, uom }, found.assembly.uom).value;
    const priced = priceAssembly(trade, found.assembly, Math.max(quantity * perAssemblyUnit, 1e-9), { zip });
    const rateCents = roundCents(priced.laborRatePerUnitCents * perAssemblyUnit);
    const formula =
      perAssemblyUnit === 1
        ? priced.labor.formula
        : `${priced.labor.formula}; × ${perAssemblyUnit} ${uomLabel(found.assembly.uom)} per ${uomLabel(uom)} = ${formatCents(rateCents)}/${uomLabel(uom)}`;
    return {
      tradeId: trade.id,
      uom,
      rateCents,
      formula,
      labor: { ...priced.labor, formula },
      basis: 'assembly',
    };
  }
  const productivity = registry.productivityFor(trade.id, uom, description);
  const hourly = localHourlyRate(trade.laborRateKey, zip);
  const fromHours = (
    hoursPerUnit: number,
    hoursText: string,
    basis: LaborRateLookup['basis'],
  ): LaborRateLookup => {
    const rateCents = roundCents(hoursPerUnit * hourly.hourlyCostCents);
    const formula = `${hoursText} × ${formatCents(hourly.hourlyCostCents)}/h = ${formatCents(rateCents)}/${uomLabel(uom)} [${hourly.formula}]`;
    const labor = {
      tradeId: trade.id,
      laborRateKey: hourly.key,
      hourlyCostCents: hourly.hourlyCostCents,
      laborFactor: hourly.laborFactor,
      hoursPerUnit,
      formula,
    };
    return { tradeId: trade.id, uom, rateCents, formula, labor, basis };
  };
  if (productivity) {
    const text = `${productivity.hoursPerUnit} h/${uomLabel(uom)} (${productivity.description})`;
    return fromHours(productivity.hoursPerUnit, text, 'productivity');
  }
  const hours = HOURS_PER[uom];
  if (hours !== undefined) return fromHours(hours, `${hours} h`, 'time');
  throw new QuoinError(
    'NO_LABOR_RATE',
    `No labor rule of ${trade.name} prices "${description}" per ${uomLabel(uom)}: give the work in ${[...new Set(trade.assemblies.map((a) => uomLabel(a.uom)))].join(', ') || 'hours'}, or give hours`,
    { tradeId: trade.id, uom, description },
  );
}
