import {
  applyQaPass,
  compilePlan,
  computeEstimateTotals,
  DEFAULT_QA_CONFIG,
  type Estimate,
  type EstimateSettings,
  type EstimateTotals,
  executePlan,
  finalizeEstimate,
  newEstimate,
  type Plan,
  type PriceCandidate,
  type QaChange,
} from '@quoin/core';
import type { AgentContext } from './agent-context.ts';
import { specFor } from './agent-specs.ts';
import { chooseProductsTool, describeNeeds } from './choose-products-tool.ts';
import { chosenPriceSource, type LowConfidenceNeed, recordingPriceSource } from './low-confidence.ts';
import { runEstimatingAgent } from './run-estimating-agent.ts';

export interface PriceOptions {
  id: string;
  now: string;
  zip?: string;
  settings?: Partial<EstimateSettings>;
  /** Continue this estimate instead of a new one. */
  estimate?: Estimate;
}

export interface PricedPlan {
  estimate: Estimate;
  totals: EstimateTotals;
  qaChanges: QaChange[];
  /** Searches the engine could not match with confidence, and which the execution agent settled. */
  lowConfidence: LowConfidenceNeed[];
  chosen: number;
}

/**
 * Executes an approved plan (spec §13, the executor path): the deterministic executor prices every item; only
 * when some searches found no confident match is the execution agent consulted, once, to choose among the catalog
 * candidates; the plan is then executed again with those choices. QA pass, validation and score follow.
 */
export async function priceApprovedPlan(
  context: AgentContext,
  plan: Plan,
  options: PriceOptions,
): Promise<PricedPlan> {
  const compiled = compilePlan(plan, context.tradeRegistry, options.zip ?? plan.zip);
  const start: Estimate = {
    ...(options.estimate ??
      newEstimate({
        id: options.id,
        title: plan.title,
        now: options.now,
        ...(options.settings ? { settings: options.settings } : {}),
      })),
    mode: 'agent',
  };
  const recording = recordingPriceSource(context.priceSource);
  const deps = { registry: context.tradeRegistry, priceSource: recording.source };
  let executed = await executePlan(compiled, start, deps);
  const needs = recording.needs();
  let chosen = new Map<string, PriceCandidate>();
  if (needs.length > 0) {
    const prompt = [
      'The engine found no confident catalog match for these materials. Choose for each need.',
      '```json',
      JSON.stringify(describeNeeds(needs)),
      '```',
    ].join('\n');
    await runEstimatingAgent(context, specFor(context, 'execution'), prompt, {
      tools: [chooseProductsTool(needs, (picked) => (chosen = picked))],
      stopAfter: ['choose_products'],
    });
    if (chosen.size > 0) {
      const source = chosenPriceSource(context.priceSource, chosen);
      executed = await executePlan(compiled, start, { registry: context.tradeRegistry, priceSource: source });
    }
  }
  const checked = applyQaPass(executed.estimate, context.tradeRegistry, DEFAULT_QA_CONFIG);
  const estimate = finalizeEstimate(checked.estimate, context.tradeRegistry);
  estimate.updatedAt = options.now;
  return {
    estimate,
    totals: computeEstimateTotals(estimate),
    qaChanges: checked.changes,
    lowConfidence: needs,
    chosen: chosen.size,
  };
}
