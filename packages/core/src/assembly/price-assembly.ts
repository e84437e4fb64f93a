import type { LaborProvenance } from '../estimate/estimate-schema.ts';
import { evaluateExpression } from '../expression/evaluate-expression.ts';
import { type LocalHourlyRate, localHourlyRate } from '../labor/local-hourly-rate.ts';
import { formatCents, roundCents } from '../money/money.ts';
import { QuoinError } from '../quoin-error.ts';
import type { Assembly, BomMaterial, TradeProfile } from '../trades/trade-profile-schema.ts';
import { cleanFloat, type Quantity, uomLabel } from '../units/uom.ts';

/** One bill-of-materials line of a priced assembly: what the job needs of it, in work units. */
export interface AssemblyMaterialNeed {
  bom: BomMaterial;
  /** The BOM's search query with `{param}` placeholders filled in ("{tank_gallons} gal." → "40 gal."). */
  searchQuery?: string;
  required: Quantity;
  wasteFactor: number;
}

export interface AssemblyPrice {
  assemblyId: string;
  /** Labor cost per unit of the assembly's uom, in whole cents (what the estimate prints). */
  laborRatePerUnitCents: number;
  labor: LaborProvenance;
  leadHours: number;
  helperHours: number;
  materials: AssemblyMaterialNeed[];
}

export interface PriceAssemblyOptions {
  zip?: string;
  params?: Record<string, number>;
  complexity?: string;
}

function hourlyText(rate: LocalHourlyRate): string {
  return `${formatCents(rate.hourlyCostCents)}/h`;
}

/**
 * Prices an assembly template for a quantity (spec §7 "Assembly Engine"): labor per unit from hours per unit,
 * complexity, helper ratio and setup/cleanup spread over the quantity, clamped to the profile's min/max (scaled by
 * the location's labor factor); and every BOM formula evaluated to a required quantity.
 */
export function priceAssembly(
  trade: TradeProfile,
  assembly: Assembly,
  quantity: number,
  options: PriceAssemblyOptions = {},
): AssemblyPrice {
  if (!(quantity > 0)) {
    throw new QuoinError(
      'INVALID_QUANTITY',
      `Cannot price "${assembly.name}" for a quantity of ${quantity}: give a positive quantity`,
      {
        assemblyId: assembly.id,
      },
    );
  }
  const spec = assembly.labor;
  const lead = localHourlyRate(spec.laborRateKey ?? trade.laborRateKey, options.zip);
  const helper = localHourlyRate(spec.helperRateKey, options.zip);
  const complexityName =
    options.complexity && spec.complexityFactors[options.complexity] ? options.complexity : 'standard';
  const complexity = spec.complexityFactors[complexityName] ?? 1;
  const hoursPerUnit = spec.hoursPerUnit * complexity;
  const fixedHours = spec.setupHours + spec.cleanupHours;
  const crewCentsPerHour = lead.hourlyCostCents + spec.helperRatio * helper.hourlyCostCents;
  const rawCentsPerUnit = hoursPerUnit * crewCentsPerHour + (fixedHours * lead.hourlyCostCents) / quantity;

  const factor = lead.laborFactor;
  const min = spec.minRatePerUnitCents === undefined ? undefined : spec.minRatePerUnitCents * factor;
  const max = spec.maxRatePerUnitCents === undefined ? undefined : spec.maxRatePerUnitCents * factor;
  let clamped: LaborProvenance['clamped'];
  let centsPerUnit = rawCentsPerUnit;
  if (min !== undefined && centsPerUnit < min) {
    centsPerUnit = min;
    clamped = 'min';
  } else if (max !== undefined && centsPerUnit > max) {
    centsPerUnit = max;
    clamped = 'max';
  }
  const laborRatePerUnitCents = roundCents(centsPerUnit);
  const unit = uomLabel(assembly.uom);
  const helperText = spec.helperRatio > 0 ? ` + ${spec.helperRatio} × ${hourlyText(helper)} helper` : '';
  const fixedText =
    fixedHours > 0 ? ` + ${fixedHours} h setup/cleanup × ${hourlyText(lead)} ÷ ${quantity} ${unit}` : '';
  const complexityText = complexity === 1 ? '' : ` × ${complexity} ${complexityName}`;
  let formula = `${spec.hoursPerUnit} h/${unit}${complexityText} × (${hourlyText(lead)} ${lead.key}${helperText})${fixedText} = ${formatCents(roundCents(rawCentsPerUnit))}/${unit}`;
  if (clamped)
    formula += `, held to the ${clamped === 'min' ? 'minimum' : 'maximum'} ${formatCents(laborRatePerUnitCents)}/${unit}`;
  formula += ` [${lead.formula}]`;

  const variables = { ...assembly.params, ...options.params, qty: quantity };
  const fill = (query: string) =>
    query.replace(/\{([a-z_][a-z0-9_]*)\}/g, (whole, name: string) => {
      const value = variables[name as keyof typeof variables];
      return value === undefined ? whole : String(value);
    });
  const materials = assembly.materials.map((bom) => ({
    bom,
    ...(bom.searchQuery ? { searchQuery: fill(bom.searchQuery) } : {}),
    required: {
      value: cleanFloat(Math.max(0, evaluateExpression(bom.quantityFormula, variables))),
      uom: bom.quantityUom,
    },
    wasteFactor: bom.wasteFactor ?? trade.defaultWasteFactor,
  }));

  return {
    assemblyId: assembly.id,
    laborRatePerUnitCents,
    labor: {
      tradeId: trade.id,
      assemblyId: assembly.id,
      laborRateKey: lead.key,
      hourlyCostCents: lead.hourlyCostCents,
      laborFactor: factor,
      hoursPerUnit,
      formula,
      ...(clamped ? { clamped } : {}),
    },
    leadHours: hoursPerUnit * quantity + fixedHours,
    helperHours: hoursPerUnit * quantity * spec.helperRatio,
    materials,
  };
}
