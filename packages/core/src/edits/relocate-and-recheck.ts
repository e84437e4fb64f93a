import type { Estimate, EstimateLocation } from '../estimate/estimate-schema.ts';
import { applyQaPass, type QaConfig } from '../plan/qa-pass.ts';
import { SERVICE_KEY } from '../plan/service-billing.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import { type Relocation, relocateEstimate } from './relocate-estimate.ts';

/** The QA lines that follow the job's labor: the minimum charge's top-up and the service-call billing. */
const LABOR_QA_KEYS = new Set(['qa/minimum', SERVICE_KEY]);

/** Only the labor-following QA lines: cleanup, permits and the markups are kept as they are. */
const LABOR_QA_ONLY: QaConfig = {
  addCleanup: false,
  addPermits: false,
  applyMinimumCharges: true,
  contingencyPercent: 0,
  contingencyThresholdCents: 0,
  overheadPercent: 0,
  profitPercent: 0,
};

/**
 * The estimate moved to another place with its QA lines worked out again there: a minimum-charge top-up or a
 * service-call billing line was the shortfall of the old place's labor, so it is dropped and the QA pass
 * decides it again from the new labor (a switch swap moved from Memphis to Manhattan kept a $20.59 top-up it
 * no longer needed). A QA line the contractor edited stays. The caller runs the validation gate.
 */
export function relocateAndRecheck(
  estimate: Estimate,
  location: EstimateLocation,
  registry: TradeRegistry,
): Relocation {
  const moved = relocateEstimate(estimate, location);
  const withoutLaborQa: Estimate = {
    ...moved.estimate,
    groups: moved.estimate.groups.map((group) => ({
      ...group,
      items: group.items.filter(
        (item) => item.origin !== 'qa' || item.userEdited || !LABOR_QA_KEYS.has(item.planKey ?? ''),
      ),
    })),
  };
  return {
    estimate: applyQaPass(withoutLaborQa, registry, LABOR_QA_ONLY).estimate,
    repricedLineCount: moved.repricedLineCount,
  };
}
