import { buildEstimateFromPlan, type PriceSource, parseScope, type TradeRegistry } from '@quoin/core';
import type { CensusTopic } from './census-file.ts';

/** What `quoin estimate "<text>"` made of one census phrasing, scored against its topic. */
export interface CensusReading {
  /** "assemblyId:quantity uom" per plan line. */
  lines: string[];
  /** The topic's kinds (`a|b` entries as written) that no plan line prices. */
  missingKinds: string[];
  grandTotalCents: number;
  lifecycleState: string;
  /** Inside the topic's band; true when the topic has no band. */
  inBand: boolean;
  /** More than 3x above or below the band. */
  farOff: boolean;
}

/** Reads a phrasing and prices it as `quoin estimate` does; throws what the reader throws (exit 3). */
export async function readCensusPhrasing(
  topic: CensusTopic,
  text: string,
  context: { registry: TradeRegistry; priceSource: PriceSource },
): Promise<CensusReading> {
  const { plan } = parseScope(text, { registry: context.registry });
  const items = plan.groups.flatMap((group) => group.items);
  const read = items.map((item) => item.assemblyId);
  const missingKinds = topic.kinds.filter((kind) => !kind.split('|').some((one) => read.includes(one)));
  const built = await buildEstimateFromPlan(plan, { ...context, id: topic.id });
  const cents = built.totals.grandTotalCents;
  const [lowUsd, highUsd] = topic.band ?? [0, Number.POSITIVE_INFINITY];
  return {
    lines: items.map((item) => `${item.assemblyId}:${item.quantity} ${item.uom}`),
    missingKinds,
    grandTotalCents: cents,
    lifecycleState: built.estimate.lifecycleState,
    inBand: cents >= lowUsd * 100 && cents <= highUsd * 100,
    farOff: cents > 3 * highUsd * 100 || cents * 3 < lowUsd * 100,
  };
}
