import {
  compilePlan,
  computeEstimateTotals,
  executePlan,
  newEstimate,
  type PriceSource,
  type TradeRegistry,
  validatePlan,
} from '@quoin/core';
import type { BidReading } from './bid-reading.ts';

export interface MarketLine {
  group: string;
  title: string;
  bidCents: number;
  /** What the engine prices the same scope at (labor and materials with the default markups), when it can. */
  marketCents?: number;
  /** (bid − market) ÷ market, in percent, rounded to one decimal. */
  differencePercent?: number;
}

/**
 * "Compare against market rates?" (spec §4.4): each bid line's scope (title, quantity, unit) priced by the
 * engine as if a person had described it, next to the bid's own amount. Lines the engine cannot price (lump
 * sums, unknown work) carry no market figure rather than a guess.
 */
export async function compareWithMarket(
  reading: BidReading,
  deps: { registry: TradeRegistry; priceSource: PriceSource; zip?: string },
): Promise<MarketLine[]> {
  const validated = validatePlan({
    title: reading.title,
    groups: reading.groups.map((group) => ({
      name: group.name,
      items: group.lines.map((line) => ({ title: line.title, quantity: line.quantity, uom: line.uom })),
    })),
  });
  if (!validated.ok) return [];
  const compiled = compilePlan(validated.value, deps.registry, deps.zip);
  const executed = await executePlan(compiled, newEstimate({ id: 'market', title: reading.title }), {
    registry: deps.registry,
    priceSource: deps.priceSource,
  });
  const totals = computeEstimateTotals(executed.estimate);
  const byKey = new Map(executed.estimate.groups.flatMap((g) => g.items.map((item) => [item.planKey, item])));
  return compiled.groups.flatMap((group, g) =>
    group.items.map((compiledItem, i) => {
      const line = reading.groups[g]?.lines[i];
      const item = byKey.get(compiledItem.key);
      const market =
        item && item.pricingState !== 'unresolved' ? totals.byItem[item.id]?.extendedCents : undefined;
      const bidCents = line?.amountCents ?? 0;
      return {
        group: group.name,
        title: compiledItem.item.title,
        bidCents,
        ...(market
          ? { marketCents: market, differencePercent: Math.round(((bidCents - market) / market) * 1000) / 10 }
          : {}),
      };
    }),
  );
}
