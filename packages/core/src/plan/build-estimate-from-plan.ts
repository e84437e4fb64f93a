import type { PriceSource } from '../catalog/price-source.ts';
import { computeEstimateTotals, type EstimateTotals } from '../estimate/compute-totals.ts';
import type { Estimate, EstimateSettings } from '../estimate/estimate-schema.ts';
import { newEstimate } from '../estimate/new-estimate.ts';
import type { TradeRegistry } from '../trades/trade-registry.ts';
import type { ValidationContext } from '../validation/validate-estimate.ts';
import { compilePlan } from './compile-plan.ts';
import { type ExecutionEvent, executePlan } from './execute-plan.ts';
import { finalizeEstimate } from './finalize-estimate.ts';
import { applyQaPass, DEFAULT_QA_CONFIG, type QaChange, type QaConfig } from './qa-pass.ts';
import { assertValidPlan } from './validate-plan.ts';

export interface BuildEstimateOptions {
  registry: TradeRegistry;
  priceSource: PriceSource;
  /** Continue an existing estimate instead of starting a new one. */
  estimate?: Estimate;
  id?: string;
  /** ISO time for created/updated stamps; core has no clock. */
  now?: string;
  zip?: string;
  settings?: Partial<EstimateSettings>;
  qa?: QaConfig;
  validation?: ValidationContext;
}

export interface BuiltEstimate {
  estimate: Estimate;
  totals: EstimateTotals;
  events: ExecutionEvent[];
  qaChanges: QaChange[];
}

/** Plan → compile → execute → QA pass → validate, score and lifecycle: the whole deterministic pipeline. */
export async function buildEstimateFromPlan(
  planInput: unknown,
  options: BuildEstimateOptions,
): Promise<BuiltEstimate> {
  const plan = assertValidPlan(planInput);
  const compiled = compilePlan(plan, options.registry, options.zip ?? plan.zip);
  const start =
    options.estimate ??
    newEstimate({
      id: options.id ?? 'estimate',
      title: plan.title,
      ...(options.settings ? { settings: options.settings } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
  const executed = await executePlan(compiled, start, {
    registry: options.registry,
    priceSource: options.priceSource,
  });
  const checked = applyQaPass(executed.estimate, options.registry, options.qa ?? DEFAULT_QA_CONFIG);
  // The reader's doubts are on the estimate (executePlan keeps them there): they hold it for review now and on
  // every later recompute.
  const estimate = finalizeEstimate(checked.estimate, options.registry, options.validation);
  if (options.now) estimate.updatedAt = options.now;
  return {
    estimate,
    totals: computeEstimateTotals(estimate),
    events: executed.events,
    qaChanges: checked.changes,
  };
}
