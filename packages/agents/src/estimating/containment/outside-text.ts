import type { Estimate } from '@quoin/core';

/** Where text that no one at the firm wrote can reach an estimating agent's prompt. */
export type OutsideTextSource = 'imported bid' | 'web results' | 'photo or drawing notes';

/**
 * The outside text an estimate carries into a prompt: lines of an imported bid (their titles are the bid's
 * words) and materials found by a live web search (their names are a web page's). Lines the engine or a person
 * made from the firm's own words are not outside text.
 */
export function outsideTextOf(estimate: Estimate | undefined): OutsideTextSource[] {
  const sources = new Set<OutsideTextSource>();
  for (const item of (estimate?.groups ?? []).flatMap((group) => group.items)) {
    if (item.origin === 'import' || item.price?.sourceKind === 'imported_bid') sources.add('imported bid');
    if (item.materials.some((material) => material.provenance.sourceKind === 'live_search'))
      sources.add('web results');
  }
  return [...sources];
}

/** The same, with scope notes read from photos or drawings (the blueprint agent's) when a request has them. */
export function outsideTextOfRequest(request: {
  current?: Estimate;
  notes?: readonly string[];
}): OutsideTextSource[] {
  return [
    ...outsideTextOf(request.current),
    ...(request.notes?.length ? (['photo or drawing notes'] as const) : []),
  ];
}
