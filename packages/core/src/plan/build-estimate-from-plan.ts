import type { EstimateTotals } from '../estimate/compute-totals.ts';
import type { Estimate } from '../estimate/estimate-schema.ts';
import type { ExecutionEvent } from './execute-plan.ts';
import type { QaChange } from './qa-pass.ts';
import { type EstimatePipelineOptions, runEstimatePipeline } from './run-estimate-pipeline.ts';

export type BuildEstimateOptions = Omit<EstimatePipelineOptions, 'runStep' | 'chooseProducts'>;

export interface BuiltEstimate {
  estimate: Estimate;
  totals: EstimateTotals;
  events: ExecutionEvent[];
  qaChanges: QaChange[];
}

/** The whole deterministic pipeline in memory (`runEstimatePipeline` with no model and no store). */
export async function buildEstimateFromPlan(
  planInput: unknown,
  options: BuildEstimateOptions,
): Promise<BuiltEstimate> {
  const { estimate, totals, events, qaChanges } = await runEstimatePipeline(planInput, options);
  return { estimate, totals, events, qaChanges };
}
