import {
  computeEstimateTotals,
  computeQualityScore,
  type Estimate,
  QuoinError,
  tradeValidationContext,
  validateEstimate,
} from '@quoin/core';
import type { EngineDeps } from './engine-deps.ts';

/** What every session tool answers: the edited estimate, its totals, and the engine's checks of it. */
export interface SessionEditResult {
  estimate: Estimate;
  changed: string;
  totals: { subtotalCents: number; grandTotalCents: number };
  issues: ReturnType<typeof validateEstimate>;
  qualityScore: number;
}

/** Recomputes totals and runs the whole-estimate checks on an edited copy. */
export function sessionResult(deps: EngineDeps, estimate: Estimate, changed: string): SessionEditResult {
  const totals = computeEstimateTotals(estimate);
  const issues = validateEstimate(estimate, tradeValidationContext(deps.tradeRegistry()));
  return {
    estimate,
    changed,
    totals: { subtotalCents: totals.subtotalCents, grandTotalCents: totals.grandTotalCents },
    issues,
    qualityScore: computeQualityScore(issues),
  };
}

/** The first id `prefix1`, `prefix2` … not used in the estimate (ids are the caller's, core has no randomness). */
export function nextId(estimate: Estimate, prefix: string): string {
  const used = new Set<string>([
    ...estimate.groups.map((g) => g.id),
    ...estimate.groups.flatMap((g) => g.items.map((i) => i.id)),
    ...estimate.groups.flatMap((g) => g.items.flatMap((i) => i.materials.map((m) => m.id))),
  ]);
  let n = 1;
  while (used.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/** The group with this id or name, or an INVALID_INPUT naming the groups there are. */
export function groupIndexOf(estimate: Estimate, idOrName: string): number {
  const index = estimate.groups.findIndex(
    (g) => g.id === idOrName || g.name.toLowerCase() === idOrName.toLowerCase(),
  );
  if (index < 0)
    throw new QuoinError(
      'INVALID_INPUT',
      `No group "${idOrName}"; the estimate has ${estimate.groups.map((g) => `${g.id} (${g.name})`).join(', ') || 'no groups'}`,
    );
  return index;
}

/** Where a line item sits, or an INVALID_INPUT. */
export function linePosition(estimate: Estimate, itemId: string): { groupIndex: number; itemIndex: number } {
  for (const [groupIndex, group] of estimate.groups.entries()) {
    const itemIndex = group.items.findIndex((item) => item.id === itemId);
    if (itemIndex >= 0) return { groupIndex, itemIndex };
  }
  throw new QuoinError(
    'INVALID_INPUT',
    `No line item "${itemId}" in the estimate; get_estimate_summary lists the ids`,
  );
}

/** Session edits are pure: they change a deep copy and leave the caller's estimate alone. */
export function copyOf(estimate: Estimate): Estimate {
  return structuredClone(estimate);
}

export const sessionWarnings = (output: SessionEditResult) =>
  output.issues.filter((issue) => issue.severity === 'blocking').map((issue) => issue.message);
