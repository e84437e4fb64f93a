import {
  type Estimate,
  type EstimateSettings,
  type EstimateTotals,
  type LowConfidenceNeed,
  type Plan,
  type PriceCandidate,
  type QaChange,
  runEstimatePipeline,
} from '@quoin/core';
import type { AgentContext } from './agent-context.ts';
import { specFor } from './agent-specs.ts';
import { chooseProductsTool, describeNeeds } from './choose-products-tool.ts';
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
 * Executes an approved plan (spec §13, the executor path) through core's `runEstimatePipeline`: the
 * deterministic executor prices every item; only when some searches found no confident match is the execution
 * agent consulted, once, to choose among the catalog candidates; the plan is then executed again with those
 * choices. QA pass, validation and score follow.
 */
export async function priceApprovedPlan(
  context: AgentContext,
  plan: Plan,
  options: PriceOptions,
): Promise<PricedPlan> {
  const result = await runEstimatePipeline(plan, {
    registry: context.tradeRegistry,
    priceSource: context.priceSource,
    id: options.id,
    now: options.now,
    mode: 'agent',
    ...(options.zip ? { zip: options.zip } : {}),
    ...(options.settings ? { settings: options.settings } : {}),
    ...(options.estimate ? { estimate: options.estimate } : {}),
    chooseProducts: async (needs) => {
      let chosen = new Map<string, PriceCandidate>();
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
      return chosen;
    },
  });
  return {
    estimate: result.estimate,
    totals: result.totals,
    qaChanges: result.qaChanges,
    lowConfidence: result.lowConfidence,
    chosen: result.chosen,
  };
}
