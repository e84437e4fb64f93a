import { computeEstimateTotals, type Estimate, newEstimate } from '@quoin/core';
import { importBid } from '../import/import-bid.ts';
import type { AgentContext } from '../pipeline/agent-context.ts';
import { priceApprovedPlan } from '../pipeline/price-approved-plan.ts';
import { proposePlan } from '../pipeline/propose-plan.ts';
import { type AgentUsage, emptyUsage } from '../pipeline/usage-meter.ts';
import {
  doubleCostingCheck,
  type EvalCheck,
  economyCheck,
  exactTotalCheck,
  packageMathCheck,
  qualityCheck,
  structureCheck,
  totalInRangeCheck,
} from './eval-checks.ts';
import type { GoldenConversation } from './golden-conversations.ts';
import { sampleBidPdf } from './sample-bid.ts';

export interface ConversationResult {
  id: string;
  passed: boolean;
  checks: EvalCheck[];
  usage: AgentUsage;
  grandTotalCents?: number;
  error?: string;
}

export interface EvalReport {
  model: string;
  results: ConversationResult[];
  passed: number;
  inRange: { ok: number; of: number };
}

async function play(
  context: AgentContext,
  conversation: GoldenConversation,
  now: string,
): Promise<{ estimate: Estimate; checks: EvalCheck[] }> {
  if (conversation.importBid) {
    const imported = await importBid(sampleBidPdf(), {
      fileName: conversation.importBid.fileName,
      id: conversation.id,
      now,
      context,
    });
    return {
      estimate: imported.estimate,
      checks: [exactTotalCheck(imported.estimate, conversation.importBid.expectedTotalCents)],
    };
  }
  let estimate = newEstimate({ id: conversation.id, title: conversation.id, now });
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  for (const text of conversation.turns) {
    const zip = conversation.zip ?? estimate.location?.input;
    const proposed = await proposePlan(context, {
      text,
      history,
      current: estimate,
      ...(zip ? { zip } : {}),
    });
    history.push(
      { role: 'user', content: text },
      { role: 'assistant', content: proposed.text || 'Plan proposed.' },
    );
    const where = proposed.plan.zip ?? zip;
    estimate = (
      await priceApprovedPlan(context, proposed.plan, {
        id: conversation.id,
        now,
        estimate,
        ...(where ? { zip: where } : {}),
      })
    ).estimate;
  }
  const checks = [economyCheck(context.usage, conversation.turns.length), qualityCheck(estimate)];
  if (conversation.range)
    checks.push(totalInRangeCheck(estimate, conversation.range, conversation.range.source));
  return { estimate, checks };
}

/**
 * `quoin eval`: plays golden conversations against a model (plan mode, each plan approved) and scores the
 * result with deterministic checks only: structure, no double costing, package math, economy (required), quality
 * score and total in the published range (scored). No model grades another.
 */
export async function runEval(
  base: Omit<AgentContext, 'usage'>,
  conversations: readonly GoldenConversation[],
  now: string,
): Promise<EvalReport> {
  const results: ConversationResult[] = [];
  for (const conversation of conversations) {
    const context: AgentContext = { ...base, usage: emptyUsage() };
    try {
      const { estimate, checks: own } = await play(context, conversation, now);
      const checks = [
        structureCheck(estimate),
        doubleCostingCheck(estimate),
        packageMathCheck(estimate),
        ...own,
      ];
      results.push({
        id: conversation.id,
        passed: checks.every((c) => c.ok || !c.required),
        checks,
        usage: context.usage,
        grandTotalCents: computeEstimateTotals(estimate).grandTotalCents,
      });
    } catch (error) {
      results.push({
        id: conversation.id,
        passed: false,
        checks: [],
        usage: context.usage,
        error: (error as Error).message,
      });
    }
  }
  const ranged = results.flatMap((r) => r.checks.filter((c) => c.name === 'total in range'));
  return {
    model: base.model.label,
    results,
    passed: results.filter((r) => r.passed).length,
    inRange: { ok: ranged.filter((c) => c.ok).length, of: ranged.length },
  };
}
