import { type AssemblyPrice, priceAssembly } from '../assembly/price-assembly.ts';
import type { EstimateLocation, LaborProvenance } from '../estimate/estimate-schema.ts';
import { type LocationLookup, lookupLocation } from '../labor/location-factors.ts';
import { lookupLaborRate } from '../labor/lookup-labor-rate.ts';
import { hasErrorCode } from '../quoin-error.ts';
import type { Assembly, TradeProfile } from '../trades/trade-profile-schema.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { canConvert, convert } from '../units/uom.ts';
import type { Plan, PlanItem } from './plan-schema.ts';

/** A plan item enriched with trade knowledge (spec §13 "Plan Compilation"). */
export interface CompiledPlanItem {
  /** Stable identity of the item within the plan: group and title, numbered when repeated. */
  key: string;
  item: PlanItem;
  tradeId?: string;
  workItemId?: string;
  laborOnly: boolean;
  wasteFactor: number;
  searchQuery?: string;
  /** The assembly that prices the item and its quantity in the assembly's unit. */
  assembly?: { assembly: Assembly; quantity: number; price: AssemblyPrice };
  /** Labor per unit of the item's own unit; undefined for non-assembly items or when nothing applies. */
  labor?: { rateCents: number; provenance: LaborProvenance };
  notes: string[];
}

export interface CompiledPlanGroup {
  name: string;
  tradeId?: string;
  sequence: number;
  items: CompiledPlanItem[];
}

export interface CompiledPlan {
  compiled: true;
  plan: Plan;
  location: EstimateLocation;
  groups: CompiledPlanGroup[];
}

export function toEstimateLocation(lookup: LocationLookup): EstimateLocation {
  return {
    ...(lookup.input === undefined ? {} : { input: lookup.input }),
    ...(lookup.zip3 === undefined ? {} : { zip3: lookup.zip3 }),
    state: lookup.factor.state,
    area: lookup.factor.area,
    laborFactor: lookup.factor.laborFactor,
    materialFactor: lookup.factor.materialFactor,
    basis: lookup.factor.basis,
    fallback: lookup.fallback,
    note: lookup.note,
  };
}

function normalizeKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const GROUP_TRADE_BONUS = 1;

/**
 * The assembly that prices an item: the best keyword match among the detected trade, the group's trade (a
 * "vanity faucet" in Plumbing is plumbing work) and, for removal work, demolition. Ties go to the group's trade.
 */
function chooseAssembly(
  registry: TradeRegistry,
  item: PlanItem,
  trades: (TradeProfile | undefined)[],
  laborOnly: boolean,
): { trade: TradeProfile; assembly: Assembly; quantity: number } | undefined {
  // Only an explicit assemblyId is taken as given; work items' keywords already find their assembly by score.
  const byId = item.assemblyId;
  const candidates: { trade: TradeProfile; assembly: Assembly; score: number }[] = [];
  trades.forEach((trade, index) => {
    if (!trade) return;
    const named = byId ? trade.assemblies.find((a) => a.id === byId) : undefined;
    const found = named
      ? { trade, assembly: named, score: Number.POSITIVE_INFINITY }
      : registry.findAssembly(item.title, trade.id);
    // The group names the trade an estimator filed the work under; it outweighs one stray keyword.
    if (found) candidates.push(index === 0 ? { ...found, score: found.score + GROUP_TRADE_BONUS } : found);
  });
  if (laborOnly) {
    const demolition = registry.findAssembly(item.title, 'demolition');
    if (demolition) candidates.push(demolition);
    // Removal work is priced by a removal assembly, not by the install assembly of what is removed.
    if (candidates.some((c) => c.assembly.materials.length === 0)) {
      for (const candidate of candidates) {
        if (candidate.assembly.materials.length > 0) candidate.score = Number.NEGATIVE_INFINITY;
      }
    }
  }
  const usable = candidates.filter((c) => canConvert(item.uom, c.assembly.uom));
  const best = usable.reduce<(typeof usable)[number] | undefined>(
    (top, c) => (!top || c.score > top.score ? c : top),
    undefined,
  );
  if (!best) return undefined;
  return {
    trade: best.trade,
    assembly: best.assembly,
    quantity: convert({ value: item.quantity, uom: item.uom }, best.assembly.uom).value,
  };
}

function compileItem(
  registry: TradeRegistry,
  item: PlanItem,
  groupName: string,
  groupTradeId: string | undefined,
  zip: string | undefined,
  key: string,
): CompiledPlanItem {
  const notes: string[] = [];
  const groupTrade = groupTradeId ? registry.get(groupTradeId) : undefined;
  const detected =
    (item.tradeId ? registry.get(item.tradeId) : undefined) ??
    registry.detectTrade(item.title, groupName)?.trade ??
    groupTrade;
  const explicitLaborOnly = item.laborOnly;
  const firstWorkItem = detected ? registry.findWorkItem(item.title, detected.id)?.workItem : undefined;
  const laborOnlyGuess =
    explicitLaborOnly ?? (firstWorkItem?.laborOnly || registry.isLaborOnly(item.title, groupName));
  const chosen =
    item.type === 'assembly' && !item.sourceBacked
      ? chooseAssembly(registry, item, item.tradeId ? [detected] : [groupTrade, detected], laborOnlyGuess)
      : undefined;
  const trade = chosen?.trade ?? detected;
  const workItem =
    trade === detected
      ? firstWorkItem
      : trade
        ? registry.findWorkItem(item.title, trade.id)?.workItem
        : undefined;
  const laborOnly = explicitLaborOnly ?? (workItem?.laborOnly || registry.isLaborOnly(item.title, groupName));
  const wasteFactor = workItem?.wasteFactor ?? trade?.defaultWasteFactor ?? 0.1;
  const compiled: CompiledPlanItem = {
    key,
    item,
    laborOnly,
    wasteFactor,
    notes,
    ...(trade ? { tradeId: trade.id } : {}),
    ...(workItem ? { workItemId: workItem.id } : {}),
  };
  const searchQuery = item.searchQuery ?? workItem?.searchQuery;
  if (searchQuery) compiled.searchQuery = searchQuery;
  if (!trade) notes.push(`No trade recognised for "${item.title}"`);
  if (item.type !== 'assembly' || item.sourceBacked || !trade) return compiled;

  if (chosen && chosen.quantity > 0) {
    const price = priceAssembly(chosen.trade, chosen.assembly, chosen.quantity, {
      ...(zip ? { zip } : {}),
      params: item.params,
      ...(item.complexity ? { complexity: item.complexity } : {}),
    });
    compiled.assembly = { assembly: chosen.assembly, quantity: chosen.quantity, price };
    const perItemUnit = chosen.quantity / item.quantity;
    compiled.labor = {
      rateCents: Math.round(price.laborRatePerUnitCents * perItemUnit),
      provenance: price.labor,
    };
    return compiled;
  }
  try {
    const lookup = lookupLaborRate(registry, trade.id, item.uom, item.title, zip, item.quantity);
    compiled.labor = { rateCents: lookup.rateCents, provenance: lookup.labor };
  } catch (error) {
    if (!hasErrorCode(error, 'NO_LABOR_RATE')) throw error;
    notes.push((error as Error).message);
  }
  return compiled;
}

/**
 * Assemblies that buy the same material when they meet on one job: the second is told not to buy it again.
 * A ridge vent on a re-roof sits under the re-roof's ridge cap (the re-roof buys cap for the whole ridge).
 */
const SHARED_MATERIALS = [
  {
    present: 'asphalt_shingle_reroof',
    adjust: 'ridge_vent',
    params: { new_ridge_cap: 0 },
    note: 'Ridge cap over the vent is bought with the re-roof, not again with the vent.',
  },
] as const;

function withoutSharedMaterials(
  groups: CompiledPlanGroup[],
  recompile: (item: PlanItem, group: CompiledPlanGroup, key: string) => CompiledPlanItem,
): CompiledPlanGroup[] {
  const assemblies = new Set(groups.flatMap((g) => g.items.map((i) => i.assembly?.assembly.id)));
  return groups.map((group) => ({
    ...group,
    items: group.items.map((compiled) => {
      const rule = SHARED_MATERIALS.find(
        (r) => assemblies.has(r.present) && compiled.assembly?.assembly.id === r.adjust,
      );
      const stated = rule && Object.keys(rule.params).some((name) => name in (compiled.item.params ?? {}));
      if (!rule || stated) return compiled;
      const item = { ...compiled.item, params: { ...compiled.item.params, ...rule.params } };
      const adjusted = recompile(item, group, compiled.key);
      adjusted.notes.push(rule.note);
      return adjusted;
    }),
  }));
}

/** Enriches a validated plan with trades, labor rates, waste and search queries, for one location. */
export function compilePlan(
  plan: Plan,
  registry: TradeRegistry,
  zip: string | undefined = plan.zip,
): CompiledPlan {
  const location = toEstimateLocation(lookupLocation(zip));
  const seenKeys = new Map<string, number>();
  const groups = plan.groups.map((group): CompiledPlanGroup => {
    const groupTrade =
      (group.tradeId ? registry.get(group.tradeId) : undefined) ?? registry.detectTrade(group.name)?.trade;
    const items = group.items.map((item) => {
      const base = `${normalizeKey(group.name)}/${normalizeKey(item.title)}`;
      const count = (seenKeys.get(base) ?? 0) + 1;
      seenKeys.set(base, count);
      return compileItem(
        registry,
        item,
        group.name,
        groupTrade?.id,
        zip,
        count === 1 ? base : `${base}#${count}`,
      );
    });
    return {
      name: group.name,
      sequence: groupTrade?.sequence ?? 50,
      items,
      ...(groupTrade ? { tradeId: groupTrade.id } : {}),
    };
  });
  const recompile = (item: PlanItem, group: CompiledPlanGroup, key: string) =>
    compileItem(registry, item, group.name, group.tradeId, zip, key);
  return { compiled: true, plan, location, groups: withoutSharedMaterials(groups, recompile) };
}
