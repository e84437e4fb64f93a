import type { PriceSource } from '../catalog/price-source.ts';
import type { Estimate, Group, LineItem, Material, PricingState } from '../estimate/estimate-schema.ts';
import { newGroup, newLineItem } from '../estimate/new-estimate.ts';
import { roundCents } from '../money/money.ts';
import { matchesAnyKeyword } from '../trades/match-text.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import type { CompiledPlan, CompiledPlanItem } from './compile-plan.ts';
import { type MaterialNeed, type PricedNeed, priceMaterialNeed } from './price-material-need.ts';

/** What execution did, in order: the server streams these as WebSocket events. */
export type ExecutionEvent =
  | { type: 'group_added'; group: Group }
  | { type: 'line_item_added'; groupId: string; item: LineItem }
  | { type: 'line_item_unresolved'; groupId: string; itemId: string; reason: string };

export interface ExecutionResult {
  estimate: Estimate;
  events: ExecutionEvent[];
  addedItems: number;
  /** Items already present from an earlier run of the same plan. */
  skippedItems: number;
}

export interface ExecutePlanOptions {
  registry: TradeRegistry;
  priceSource: PriceSource;
}

export function slug(text: string): string {
  return (
    text
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'x'
  );
}

function needsOf(compiled: CompiledPlanItem): MaterialNeed[] {
  const { item } = compiled;
  if (compiled.assembly) {
    return compiled.assembly.price.materials
      .filter((need) => !(item.customerSuppliesPrimary && need.bom.role === 'primary'))
      .filter((need) => need.required.value > 0)
      .map((need) => ({
        name: need.bom.name,
        role: need.bom.role,
        ...(need.searchQuery ? { searchQuery: need.searchQuery } : {}),
        required: need.required,
        wasteFactor: need.wasteFactor,
        skipSearch: need.bom.skipSearch,
        ...(need.bom.estimatedPriceCents === undefined
          ? {}
          : { estimatedPriceCents: need.bom.estimatedPriceCents }),
      }));
  }
  if (!compiled.searchQuery || item.customerSuppliesPrimary) return [];
  return [
    {
      name: item.title,
      role: 'primary',
      searchQuery: compiled.searchQuery,
      required: { value: item.quantity, uom: item.uom },
      wasteFactor: compiled.wasteFactor,
      skipSearch: false,
    },
  ];
}

interface BuiltLine {
  item: LineItem;
  unresolvedReason?: string;
}

function sourceBackedLine(compiled: CompiledPlanItem, id: string, base: LineItem): BuiltLine {
  const { item } = compiled;
  const backed = item.sourceBacked!;
  let { quantity, uom } = item;
  let rateCents = item.rateCents ?? 0;
  // The bid's line total is kept to the cent; when rate × quantity cannot reproduce it, the line becomes a lump sum.
  if (backed.amountCents !== undefined && roundCents(rateCents * quantity) !== backed.amountCents) {
    const perUnit = quantity > 0 ? backed.amountCents / quantity : backed.amountCents;
    if (quantity > 0 && Number.isInteger(perUnit)) rateCents = perUnit;
    else {
      rateCents = backed.amountCents;
      quantity = 1;
      uom = 'lump_sum';
    }
  }
  return {
    item: {
      ...base,
      id,
      quantity,
      uom,
      rateCents,
      pricingState: 'source_backed',
      origin: 'import',
      price: {
        sourceKind: 'imported_bid',
        sourceName: backed.source,
        confidence: 'source_backed',
        notes: [`As stated in ${backed.source}`],
      },
    },
  };
}

function ruleRate(compiled: CompiledPlanItem, registry: TradeRegistry): number | undefined {
  const trade = compiled.tradeId ? registry.get(compiled.tradeId) : undefined;
  if (!trade) return undefined;
  const title = compiled.item.title;
  if (compiled.item.type === 'permit') {
    const rules = registry.permitRulesFor(trade.id, [title]);
    return (rules[0] ?? trade.permitRules[0])?.feeCents;
  }
  if (compiled.item.type === 'equipment') {
    return trade.equipmentRules.find((rule) => matchesAnyKeyword(title, rule.keywords))?.rateCents;
  }
  return undefined;
}

async function buildLine(
  compiled: CompiledPlanItem,
  id: string,
  estimate: Estimate,
  options: ExecutePlanOptions,
): Promise<BuiltLine> {
  const { item } = compiled;
  const base = newLineItem({
    id,
    type: item.type,
    title: item.title,
    description: item.description,
    quantity: item.quantity,
    uom: item.uom,
    rateCents: 0,
    laborOnly: item.type === 'assembly' && compiled.laborOnly,
    planKey: compiled.key,
    origin: 'plan',
    ...(compiled.tradeId ? { tradeId: compiled.tradeId } : {}),
    ...(item.quantitySource ? { quantitySource: item.quantitySource } : {}),
  });
  if (item.sourceBacked) return sourceBackedLine(compiled, id, base);
  if (item.type === 'text') return { item: { ...base, pricingState: 'verified' } };

  const context = {
    priceSource: options.priceSource,
    materialFactor: estimate.location?.materialFactor ?? 1,
    ...(estimate.location?.input ? { zip: estimate.location.input } : {}),
  };
  const userPriced = item.rateCents !== undefined;

  if (item.type === 'material') {
    if (userPriced) return { item: { ...base, rateCents: item.rateCents!, pricingState: 'user' } };
    const priced = await priceMaterialNeed(
      {
        name: item.title,
        role: 'primary',
        searchQuery: compiled.searchQuery ?? item.title,
        required: { value: item.quantity, uom: item.uom },
        wasteFactor: compiled.wasteFactor,
        skipSearch: false,
      },
      { ...context, materialId: `${id}:m1` },
    );
    if (!priced.material)
      return {
        item: { ...base, pricingState: 'unresolved', unresolvedReason: priced.reason ?? 'No product found' },
        unresolvedReason: priced.reason ?? 'No product found',
      };
    const material = priced.material;
    return {
      item: {
        ...base,
        description: base.description || `${item.quantity} ${item.uom.replace('_', ' ')} of scope`,
        quantity: material.packages,
        uom: material.packageUnit,
        rateCents: material.priceCents,
        materials: [material],
        price: material.provenance,
        pricingState: priced.decision === 'PERSIST_VERIFIED' ? 'verified' : 'estimated',
      },
    };
  }

  if (item.type !== 'assembly') {
    const rateCents = item.rateCents ?? ruleRate(compiled, options.registry);
    if (rateCents === undefined) {
      const reason = `No price for ${item.type} "${item.title}": enter one`;
      return {
        item: { ...base, pricingState: 'unresolved', unresolvedReason: reason },
        unresolvedReason: reason,
      };
    }
    return {
      item: {
        ...base,
        rateCents,
        pricingState: userPriced ? 'user' : 'estimated',
        ...(userPriced
          ? {}
          : {
              price: {
                sourceKind: 'trade_profile',
                sourceName: `Quoin ${compiled.tradeId} trade profile`,
                confidence: 'estimated',
                notes: ['Typical US residential figure; check with the local authority or supplier'],
              },
            }),
      },
    };
  }

  const rateCents = item.rateCents ?? compiled.labor?.rateCents;
  const materials: Material[] = [];
  const problems: string[] = [];
  let estimated = false;
  // A missing primary or secondary product leaves the line incomplete; a missing consumable only makes it an estimate.
  let missingEssential = false;
  if (!compiled.laborOnly) {
    const needs = needsOf(compiled);
    for (const [index, need] of needs.entries()) {
      const priced: PricedNeed = await priceMaterialNeed(need, {
        ...context,
        materialId: `${id}:m${index + 1}`,
      });
      if (priced.material) {
        materials.push(priced.material);
        if (priced.decision !== 'PERSIST_VERIFIED') estimated = true;
      } else {
        problems.push(`${need.name}: ${priced.reason ?? 'not priced'}`);
        if (need.role === 'primary' || need.role === 'secondary') missingEssential = true;
      }
    }
    if (needs.length === 0 && !item.customerSuppliesPrimary) {
      problems.push('no material rule for this work');
      missingEssential = true;
    }
  }
  if (rateCents === undefined) problems.unshift(compiled.notes.at(-1) ?? `No labor rate for "${item.title}"`);
  const pricingState: PricingState =
    rateCents === undefined || missingEssential
      ? 'unresolved'
      : userPriced
        ? 'user'
        : compiled.laborOnly
          ? 'labor_only'
          : estimated || problems.length > 0
            ? 'estimated'
            : 'verified';
  const reason = problems.join('; ');
  return {
    item: {
      ...base,
      rateCents: rateCents ?? 0,
      materials,
      pricingState,
      ...(compiled.labor && !userPriced ? { labor: compiled.labor.provenance } : {}),
      ...(reason ? { unresolvedReason: reason } : {}),
    },
    ...(pricingState === 'unresolved' ? { unresolvedReason: reason } : {}),
  };
}

/**
 * Executes an approved, compiled plan deterministically (spec §7 "Plan Executor"): finds or creates each group,
 * prices each item (assembly → catalog search → package math → validation gate → persist, or the fallback chain),
 * and returns a new estimate. Items already built from the same plan (same plan key) are skipped, so executing a
 * plan twice, or over a partly built estimate, adds nothing twice. The input estimate is not modified.
 */
export async function executePlan(
  compiled: CompiledPlan,
  input: Estimate,
  options: ExecutePlanOptions,
): Promise<ExecutionResult> {
  const estimate = structuredClone(input);
  estimate.location ??= compiled.location;
  const events: ExecutionEvent[] = [];
  const existingKeys = new Set(estimate.groups.flatMap((g) => g.items.map((i) => i.planKey).filter(Boolean)));
  let addedItems = 0;
  let skippedItems = 0;
  for (const planGroup of compiled.groups) {
    let group = estimate.groups.find((g) => slug(g.name) === slug(planGroup.name));
    if (!group) {
      group = newGroup({
        id: `g-${slug(planGroup.name)}`,
        name: planGroup.name,
        sortOrder: planGroup.sequence,
        ...(planGroup.tradeId ? { tradeId: planGroup.tradeId } : {}),
      });
      estimate.groups.push(group);
      events.push({ type: 'group_added', group: { ...group, items: [] } });
    }
    for (const compiledItem of planGroup.items) {
      if (existingKeys.has(compiledItem.key)) {
        skippedItems++;
        continue;
      }
      const id = `li-${slug(compiledItem.key)}`;
      const built = await buildLine(compiledItem, id, estimate, options);
      group.items.push(built.item);
      existingKeys.add(compiledItem.key);
      addedItems++;
      events.push({ type: 'line_item_added', groupId: group.id, item: built.item });
      if (built.unresolvedReason)
        events.push({
          type: 'line_item_unresolved',
          groupId: group.id,
          itemId: id,
          reason: built.unresolvedReason,
        });
    }
  }
  // Groups follow the order work happens on a job; ties keep their plan order.
  estimate.groups = estimate.groups
    .map((g, i) => ({ g, i }))
    .sort((a, b) => a.g.sortOrder - b.g.sortOrder || a.i - b.i)
    .map(({ g }) => g);
  for (const text of compiled.plan.assumptions)
    if (!estimate.assumptions.includes(text)) estimate.assumptions.push(text);
  for (const text of [...compiled.plan.questions, ...compiled.plan.doubts])
    if (!estimate.questions.includes(text)) estimate.questions.push(text);
  for (const text of compiled.plan.exclusions)
    if (!estimate.exclusions.includes(text)) estimate.exclusions.push(text);
  // The reader's doubts stay on the estimate, so every later recompute holds it for review too.
  const doubts = [...(estimate.doubts ?? [])];
  for (const text of compiled.plan.doubts) if (!doubts.includes(text)) doubts.push(text);
  if (doubts.length > 0) estimate.doubts = doubts;
  return { estimate, events, addedItems, skippedItems };
}
