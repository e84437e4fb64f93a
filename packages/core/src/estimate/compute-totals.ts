import { percentOfCents, roundCents } from '../money/money.ts';
import type { Estimate, EstimateSettings, LineItem } from './estimate-schema.ts';

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

export interface EstimateTotals extends ItemTotals {
  /** Σ extended cost of every line (direct cost with markups). */
  subtotalCents: number;
  taxCents: number;
  contingencyCents: number;
  overheadCents: number;
  profitCents: number;
  grandTotalCents: number;
  byGroup: Record<string, GroupTotals>;
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
): Omit<EstimateTotals, 'byGroup' | 'byItem' | 'groupOfItem'> {
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

/** Full recomputation: every line, every group, the estimate. */
export function computeEstimateTotals(estimate: Estimate): EstimateTotals {
  const byItem: Record<string, ItemTotals> = {};
  const byGroup: Record<string, GroupTotals> = {};
  const groupOfItem: Record<string, string> = {};
  const sums = zeroTotals();
  for (const group of estimate.groups) {
    const groupTotals = zeroTotals();
    for (const item of group.items) {
      const itemTotals = computeItemTotals(item, estimate.settings);
      byItem[item.id] = itemTotals;
      groupOfItem[item.id] = group.id;
      addInto(groupTotals, itemTotals);
    }
    byGroup[group.id] = groupTotals;
    addInto(sums, groupTotals);
  }
  return { ...applyEstimateLevel(sums, estimate.settings), byGroup, byItem, groupOfItem };
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
  return Object.assign(totals, applyEstimateLevel(sums, estimate.settings));
}
