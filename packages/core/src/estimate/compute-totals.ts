import { percentOfCents, roundCents } from '../money/money.ts';
import type { AlternateDecision, AlternateKind } from './alternate.ts';
import type { Estimate, EstimateSettings, Group, LineItem } from './estimate-schema.ts';

/** What one line costs, split by bucket. Every field is integer cents; `extendedCents` is their sum. */
export interface ItemTotals {
  laborCents: number;
  laborMarkupCents: number;
  materialCents: number;
  materialMarkupCents: number;
  equipmentCents: number;
  equipmentMarkupCents: number;
  permitCents: number;
  allowanceCents: number;
  extendedCents: number;
}

export type GroupTotals = ItemTotals;

/** One alternate's price to the client: its lines with tax, contingency, overhead and profit on them alone. */
export interface AlternateTotals {
  /** The group's id for a whole-group alternate, else the line's. */
  id: string;
  groupId: string;
  itemId?: string;
  title: string;
  kind: AlternateKind;
  decision: AlternateDecision;
  /** What the alternate costs (add) or saves (deduct), always ≥ 0. */
  amountCents: number;
  /** What accepting it does to the total: +amount for an add, −amount for a deduct. */
  signedCents: number;
}

export interface EstimateTotals extends ItemTotals {
  /** Σ extended cost of every base-bid line (direct cost with markups); alternates are priced apart. */
  subtotalCents: number;
  taxCents: number;
  contingencyCents: number;
  overheadCents: number;
  profitCents: number;
  /** The base bid: every line that is not an alternate, with tax and markups. */
  baseBidCents: number;
  /** Σ signed prices of the accepted alternates. */
  acceptedAlternatesCents: number;
  /** What the contract comes to: the base bid plus the accepted alternates. */
  grandTotalCents: number;
  /** Every alternate with its price, in the estimate's order. */
  alternates: AlternateTotals[];
  /** Base-bid lines only (a whole-group alternate's group is zero here). */
  byGroup: Record<string, GroupTotals>;
  /** Every line, alternates included. */
  byItem: Record<string, ItemTotals>;
  /** Which group each item belongs to, so a single-line update touches only its group. */
  groupOfItem: Record<string, string>;
}

const BUCKETS = [
  'laborCents',
  'laborMarkupCents',
  'materialCents',
  'materialMarkupCents',
  'equipmentCents',
  'equipmentMarkupCents',
  'permitCents',
  'allowanceCents',
  'extendedCents',
] as const satisfies readonly (keyof ItemTotals)[];

function zeroTotals(): ItemTotals {
  return {
    laborCents: 0,
    laborMarkupCents: 0,
    materialCents: 0,
    materialMarkupCents: 0,
    equipmentCents: 0,
    equipmentMarkupCents: 0,
    permitCents: 0,
    allowanceCents: 0,
    extendedCents: 0,
  };
}

function addInto(target: ItemTotals, source: ItemTotals, sign: 1 | -1 = 1): void {
  for (const bucket of BUCKETS) target[bucket] += sign * source[bucket];
}

/**
 * Costs one line. The three cost patterns of the reference spec:
 * - labor-only assembly: rate × quantity is labor; it carries no materials;
 * - installed assembly: rate × quantity is labor; attached materials are Σ price × packages;
 * - standalone material line: rate × quantity is the material cost. A product attached to a material line only
 *   documents it (same price, same packages) and is not added again: one product is never costed twice.
 * Equipment carries the material markup; permits and allowances pass through at cost.
 */
export function computeItemTotals(item: LineItem, settings: EstimateSettings): ItemTotals {
  const totals = zeroTotals();
  const amountCents = roundCents(item.rateCents * item.quantity);
  const laborMarkupPercent = item.laborMarkupPercent ?? settings.laborMarkupPercent;
  const materialMarkupPercent = item.materialMarkupPercent ?? settings.materialMarkupPercent;
  switch (item.type) {
    case 'assembly': {
      totals.laborCents = amountCents;
      totals.laborMarkupCents = percentOfCents(amountCents, laborMarkupPercent);
      if (!item.laborOnly) {
        for (const material of item.materials) {
          totals.materialCents += roundCents(material.priceCents * material.packages);
        }
      }
      totals.materialMarkupCents = percentOfCents(totals.materialCents, materialMarkupPercent);
      break;
    }
    case 'material':
      totals.materialCents = amountCents;
      totals.materialMarkupCents = percentOfCents(amountCents, materialMarkupPercent);
      break;
    case 'equipment':
      totals.equipmentCents = amountCents;
      totals.equipmentMarkupCents = percentOfCents(amountCents, materialMarkupPercent);
      break;
    case 'permit':
      totals.permitCents = amountCents;
      break;
    case 'allowance':
      totals.allowanceCents = amountCents;
      break;
    case 'text':
      break;
  }
  totals.extendedCents = BUCKETS.filter((b) => b !== 'extendedCents').reduce((sum, b) => sum + totals[b], 0);
  return totals;
}

/** Tax, contingency, overhead and profit from the summed lines, each rounded once. */
function applyEstimateLevel(
  sums: ItemTotals,
  settings: EstimateSettings,
): Omit<
  EstimateTotals,
  'byGroup' | 'byItem' | 'groupOfItem' | 'alternates' | 'baseBidCents' | 'acceptedAlternatesCents'
> {
  const subtotalCents = sums.extendedCents;
  // Sales tax is paid on what the contractor pays for materials, before markup.
  const taxCents = percentOfCents(sums.materialCents, settings.taxRatePercent);
  const contingencyCents = percentOfCents(subtotalCents + taxCents, settings.contingencyPercent);
  const overheadCents = percentOfCents(subtotalCents + taxCents + contingencyCents, settings.overheadPercent);
  const profitCents = percentOfCents(
    subtotalCents + taxCents + contingencyCents + overheadCents,
    settings.profitPercent,
  );
  return {
    ...sums,
    subtotalCents,
    taxCents,
    contingencyCents,
    overheadCents,
    profitCents,
    grandTotalCents: subtotalCents + taxCents + contingencyCents + overheadCents + profitCents,
  };
}

/** The alternate a line belongs to: its group's when the whole group is one, else its own. */
export function alternateOfItem(group: Group, item: LineItem): Group['alternate'] {
  return group.alternate ?? item.alternate;
}

function hasAlternates(estimate: Estimate): boolean {
  return estimate.groups.some((group) => group.alternate || group.items.some((item) => item.alternate));
}

function priceAlternate(
  estimate: Estimate,
  group: Group,
  items: readonly LineItem[],
  byItem: Record<string, ItemTotals>,
): AlternateTotals {
  const sums = zeroTotals();
  for (const item of items) addInto(sums, byItem[item.id]!);
  const alternate = (group.alternate ?? items[0]!.alternate)!;
  const amountCents = applyEstimateLevel(sums, estimate.settings).grandTotalCents;
  const single = group.alternate ? undefined : items[0];
  return {
    id: single ? single.id : group.id,
    groupId: group.id,
    ...(single ? { itemId: single.id } : {}),
    title: single ? single.title : group.name,
    kind: alternate.kind,
    decision: alternate.decision,
    amountCents,
    signedCents: alternate.kind === 'deduct' ? -amountCents : amountCents,
  };
}

/** Full recomputation: every line, every group, the base bid, each alternate and the contract total. */
export function computeEstimateTotals(estimate: Estimate): EstimateTotals {
  const byItem: Record<string, ItemTotals> = {};
  const byGroup: Record<string, GroupTotals> = {};
  const groupOfItem: Record<string, string> = {};
  const alternates: AlternateTotals[] = [];
  const sums = zeroTotals();
  for (const group of estimate.groups) {
    const groupTotals = zeroTotals();
    for (const item of group.items) {
      const itemTotals = computeItemTotals(item, estimate.settings);
      byItem[item.id] = itemTotals;
      groupOfItem[item.id] = group.id;
      if (alternateOfItem(group, item)) {
        if (!group.alternate) alternates.push(priceAlternate(estimate, group, [item], byItem));
      } else addInto(groupTotals, itemTotals);
    }
    if (group.alternate && group.items.length > 0)
      alternates.push(priceAlternate(estimate, group, group.items, byItem));
    byGroup[group.id] = groupTotals;
    addInto(sums, groupTotals);
  }
  const base = applyEstimateLevel(sums, estimate.settings);
  const acceptedAlternatesCents = alternates
    .filter((alternate) => alternate.decision === 'accepted')
    .reduce((sum, alternate) => sum + alternate.signedCents, 0);
  return {
    ...base,
    baseBidCents: base.grandTotalCents,
    acceptedAlternatesCents,
    grandTotalCents: base.grandTotalCents + acceptedAlternatesCents,
    alternates,
    byGroup,
    byItem,
    groupOfItem,
  };
}

/**
 * Updates totals in place after one line changed, was added or was removed, without recomputing the others: the
 * old line is subtracted from its group and the estimate, the new one added. O(lines in its group) to find it,
 * O(1) to apply. Exact because every amount is integer cents (property-tested against a full recomputation).
 */
export function updateTotalsForItem(
  totals: EstimateTotals,
  estimate: Estimate,
  groupId: string,
  itemId: string,
): EstimateTotals {
  // Alternates are priced as a whole (their own tax and markups): recompute rather than patch.
  if (totals.alternates.length > 0 || hasAlternates(estimate))
    return Object.assign(totals, computeEstimateTotals(estimate));
  const group = estimate.groups.find((g) => g.id === groupId);
  const item = group?.items.find((i) => i.id === itemId);
  const previous = totals.byItem[itemId];
  const sums = zeroTotals();
  addInto(sums, totals);
  if (previous) {
    const previousGroupId = totals.groupOfItem[itemId]!;
    const previousGroup = totals.byGroup[previousGroupId] ?? zeroTotals();
    addInto(previousGroup, previous, -1);
    totals.byGroup[previousGroupId] = previousGroup;
    addInto(sums, previous, -1);
    delete totals.byItem[itemId];
    delete totals.groupOfItem[itemId];
  }
  if (item) {
    const next = computeItemTotals(item, estimate.settings);
    const nextGroup = totals.byGroup[groupId] ?? zeroTotals();
    addInto(nextGroup, next);
    totals.byGroup[groupId] = nextGroup;
    addInto(sums, next);
    totals.byItem[itemId] = next;
    totals.groupOfItem[itemId] = groupId;
  }
  const base = applyEstimateLevel(sums, estimate.settings);
  return Object.assign(totals, base, { baseBidCents: base.grandTotalCents, acceptedAlternatesCents: 0 });
}
