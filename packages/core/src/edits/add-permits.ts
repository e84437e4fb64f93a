import type { Estimate } from '../estimate/estimate-schema.ts';
import { applyQaPass, type QaConfig } from '../plan/qa-pass.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';

/** Only the QA pass's permits: cleanup, minimum charges and markups are left as they are. */
const PERMITS_ONLY: QaConfig = {
  addCleanup: false,
  addPermits: true,
  applyMinimumCharges: false,
  contingencyPercent: 0,
  contingencyThresholdCents: 0,
  overheadPercent: 0,
  profitPercent: 0,
};

/**
 * "add a permit": the permits the trade rules give this job's work (the QA pass's permit step, so the titles,
 * fees and bases are the ones a fresh estimate gets), with the "Removed … at the client's request" assumption of
 * a permit dropped earlier taken back. No permit is added when one is there or the work needs none.
 */
export function addRequiredPermits(
  estimate: Estimate,
  registry: TradeRegistry,
): { estimate: Estimate; added: string[] } {
  const { estimate: withPermits, changes } = applyQaPass(estimate, registry, PERMITS_ONLY);
  const added = changes.filter((change) => change.code === 'ADDED_PERMIT').map((change) => change.message);
  if (added.length === 0) return { estimate, added };
  const titles = withPermits.groups.flatMap((group) =>
    group.items.filter((item) => item.type === 'permit').map((item) => item.title),
  );
  const assumptions = withPermits.assumptions.filter(
    (note) => !titles.some((title) => note.startsWith(`Removed ${title} (`)),
  );
  return { estimate: { ...withPermits, assumptions }, added };
}
