import type { Estimate, Plan } from '@quoin/core';
import type { HeldWriteOutcome } from '../containment/held-writes.ts';
import { outsideTextOf } from '../containment/outside-text.ts';
import {
  EstimateSession,
  type RefusedChange,
  SAFETY_LIMITS,
  type SessionChange,
} from '../session/estimate-session.ts';
import {
  addPlanItemsTool,
  applyQaPassTool,
  estimateSummary,
  flagMaterialTool,
  removeLineItemTool,
  removeMaterialTool,
  replaceMaterialTool,
  sessionSummaryTool,
} from '../session/session-tools.ts';
import type { AgentContext } from './agent-context.ts';
import { specFor } from './agent-specs.ts';
import { retryTarget } from './classify-issues.ts';
import { repriceLines } from './reprice-lines.ts';
import { runEstimatingAgent } from './run-estimating-agent.ts';

/** Below this score one targeted retry runs (spec §12). */
export const RETRY_BELOW_SCORE = 70;

export interface AgentModeResult {
  estimate: Estimate;
  scoreBefore: number;
  scoreAfter: number;
  retried?: 'pricing' | 'scope';
  changes: SessionChange[];
  refused: RefusedChange[];
  /** Writes held because the estimate held outside text (an imported bid, web results), each with its answer. */
  held: HeldWriteOutcome[];
}

function reviewPrompt(session: EstimateSession, request: string, task: string): string {
  const summary = estimateSummary(session);
  return [
    `The user asked: ${request}`,
    task,
    summary.text,
    'WARNINGS:',
    ...(summary.warnings.length > 0 ? summary.warnings.map((w) => `- ${w}`) : ['- none']),
  ].join('\n');
}

/**
 * Agent mode (spec §3, §12): after an estimate is built, the product-intelligence reviewer checks materials
 * (may lower the total by at most 30%), the QA agent makes safe structural additions (at most 15%), the engine
 * scores it, and below 70 one targeted retry runs — the pricing agent for pricing issues, else the scope agent —
 * held to 15%. Lines the user edited are never changed. The limits are enforced by the session, not the prompt.
 */
export async function runAgentMode(
  context: AgentContext,
  estimate: Estimate,
  request: string,
  /** The approved plan the estimate was built from: the pricing retry re-executes its items. */
  plan?: Plan,
): Promise<AgentModeResult> {
  const session = new EstimateSession(estimate, context.tradeRegistry);
  // An imported bid's lines or web results in the estimate reach every prompt below: their writes wait.
  const outsideText = outsideTextOf(estimate);
  const held: HeldWriteOutcome[] = [];
  const scoreBefore = session.estimate.qualityScore ?? 0;
  const source = context.priceSource;

  session.beginPass('review', SAFETY_LIMITS.reviewMaxReductionPercent);
  const review = await runEstimatingAgent(
    context,
    specFor(context, 'piReviewer'),
    reviewPrompt(session, request, 'Review the materials.'),
    {
      tools: [replaceMaterialTool(session, source), removeMaterialTool(session), flagMaterialTool(session)],
      outsideText,
    },
  );
  held.push(...review.held);

  session.beginPass('qa', SAFETY_LIMITS.qaMaxReductionPercent);
  const qa = await runEstimatingAgent(
    context,
    specFor(context, 'qa'),
    reviewPrompt(session, request, 'Check completeness.'),
    {
      tools: [applyQaPassTool(session), addPlanItemsTool(session, source)],
      outsideText,
    },
  );
  held.push(...qa.held);

  let retried: AgentModeResult['retried'];
  if ((session.estimate.qualityScore ?? 0) < RETRY_BELOW_SCORE) {
    retried = retryTarget(session.estimate.issues);
    session.beginPass('retry', SAFETY_LIMITS.qaMaxReductionPercent);
    if (retried === 'pricing') {
      const lines = session.estimate.groups.flatMap((g) =>
        g.items.filter(
          (i) => i.pricingState === 'unresolved' || (i.rateCents === 0 && i.materials.length === 0),
        ),
      );
      await repriceLines(context, session, lines, plan, outsideText);
    } else if (retried === 'scope') {
      const retry = await runEstimatingAgent(
        context,
        specFor(context, 'scopeEdit'),
        reviewPrompt(
          session,
          request,
          'Retry: fix the scope problems in WARNINGS: add what is missing, remove what is costed twice.',
        ),
        {
          tools: [
            sessionSummaryTool(session),
            addPlanItemsTool(session, source),
            removeLineItemTool(session),
          ],
          outsideText,
        },
      );
      held.push(...retry.held);
    }
  }
  return {
    estimate: session.estimate,
    scoreBefore,
    scoreAfter: session.estimate.qualityScore ?? 0,
    ...(retried ? { retried } : {}),
    changes: session.changes,
    refused: session.refused,
    held,
  };
}
