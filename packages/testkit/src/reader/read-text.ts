import { buildEstimateFromPlan, bundledCatalog, defaultTradeRegistry, parseScope } from '@quoin/core';

// How the reader's table tests look at a reading: the plan lines of a text, the kinds of work it prices, and its
// estimate's total, as `quoin estimate "<text>"` makes them (default trade registry and bundled catalog).

/** "assemblyId quantity uom" for each plan line the reader makes of `text`. */
export function readLines(text: string): string[] {
  return parseScope(text).plan.groups.flatMap((group) =>
    group.items.map((item) => `${item.assemblyId} ${item.quantity} ${item.uom}`),
  );
}

/** The kinds of work (assembly ids) the reader prices for `text`, in plan order. */
export function readKinds(text: string): string[] {
  return parseScope(text).plan.groups.flatMap((group) => group.items.map((item) => item.assemblyId ?? ''));
}

/** "assemblyId quantity" for each plan line the reader makes of `text` (no unit). */
export function readQuantities(text: string): string[] {
  return readCounts(text).map(([kind, quantity]) => `${kind ?? ''} ${quantity}`);
}

/** [assemblyId, quantity] for each plan line the reader makes of `text`. */
export function readCounts(text: string): [string | undefined, number][] {
  return parseScope(text).plan.groups.flatMap((group) =>
    group.items.map((item): [string | undefined, number] => [item.assemblyId, item.quantity]),
  );
}

/** The estimate of `text`: its grand total in cents and its lifecycle state (`validated`, `review_required`…). */
export async function estimateText(text: string): Promise<{ cents: number; state: string }> {
  const { plan } = parseScope(text);
  const built = await buildEstimateFromPlan(plan, {
    registry: defaultTradeRegistry(),
    priceSource: bundledCatalog(),
  });
  return { cents: built.totals.grandTotalCents, state: built.estimate.lifecycleState };
}
