import type { EstimateTotals } from '@quoin/core';

/** What the client sees when the markups are folded in: every line's price carries its share of them. */
export interface ClientPrices {
  /** Contingency + overhead + profit, spread over the lines. */
  foldedCents: number;
  byItem: Record<string, number>;
  byGroup: Record<string, number>;
  /** Sum of the shown line prices; with the tax it is the grand total to the cent. */
  subtotalCents: number;
}

/**
 * Spreads contingency, overhead and profit over the lines in proportion to each line's extended cost, by
 * largest remainder, so the shown prices add up to the subtotal plus the markups exactly (no cent lost to
 * rounding). Lines with a credit (negative extended) take no share; when no line has a positive cost the
 * whole amount sits on the first line.
 */
export function foldMarkupsIntoPrices(
  totals: EstimateTotals,
  itemOrder: readonly string[] = Object.keys(totals.byItem),
): ClientPrices {
  const foldedCents = totals.contingencyCents + totals.overheadCents + totals.profitCents;
  const base = itemOrder.map((id) => totals.byItem[id]?.extendedCents ?? 0);
  const weights = base.map((cents) => Math.max(cents, 0));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = spreadByWeight(foldedCents, weightSum > 0 ? weights : base.map((_, i) => (i === 0 ? 1 : 0)));
  const byItem: Record<string, number> = {};
  itemOrder.forEach((id, index) => {
    byItem[id] = (base[index] ?? 0) + (shares[index] ?? 0);
  });
  const byGroup: Record<string, number> = {};
  for (const id of itemOrder) {
    const group = totals.groupOfItem[id];
    if (group !== undefined) byGroup[group] = (byGroup[group] ?? 0) + (byItem[id] ?? 0);
  }
  const lineSum = itemOrder.reduce((sum, id) => sum + (byItem[id] ?? 0), 0);
  // With no lines at all the markups (0 in practice) still belong in the subtotal.
  const subtotalCents = itemOrder.length > 0 ? lineSum : totals.subtotalCents + foldedCents;
  return { foldedCents, byItem, byGroup, subtotalCents };
}

/** Integer cents split by weight with the largest-remainder method; the parts sum to `amountCents`. */
export function spreadByWeight(amountCents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0 || total <= 0) return weights.map(() => 0);
  const sign = amountCents < 0 ? -1 : 1;
  const magnitude = Math.abs(amountCents);
  const exact = weights.map((weight) => (magnitude * weight) / total);
  const parts = exact.map(Math.floor);
  let left = magnitude - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((part) => sign * part);
}
