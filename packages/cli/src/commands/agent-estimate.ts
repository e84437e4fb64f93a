import { priceApprovedPlan, proposePlan, renderPlanText, renderUsageLine, runAgentMode } from '@quoin/agents';
import {
  computeEstimateTotals,
  type Estimate,
  type EstimateSettings,
  type EstimateTotals,
  type PriceSource,
  type TradeRegistry,
} from '@quoin/core';
import { agentContextFor, askYesNo, canAsk, type InteractiveContext, requireModel } from '../agent-cli.ts';
import { print, progress } from '../cli-context.ts';
import { EXIT_CODES } from '../exit-codes.ts';

export interface AgentEstimateInput {
  text: string;
  zip?: string;
  settings: Partial<EstimateSettings>;
  now: string;
  id: string;
  registry: TradeRegistry;
  priceSource: PriceSource;
  /** --yes: approve the plan without asking. */
  approve: boolean;
  /** --review: run agent mode (PI review, QA, score, one retry) on the priced estimate. */
  review: boolean;
  /** With json, an unapproved plan is printed as JSON ({ plan, text, understood }) for scripts. */
  format: string;
}

/**
 * `quoin estimate --agent`: plan mode. The scope agent proposes a plan; it is printed for approval (a
 * question on a terminal, --yes otherwise); the engine prices the approved plan, consulting the pricing agent
 * only for low-confidence matches. Returns the estimate, or an exit code when the plan was not approved.
 */
export async function agentEstimate(
  context: InteractiveContext,
  input: AgentEstimateInput,
): Promise<{ estimate: Estimate; totals: EstimateTotals } | number> {
  const model = requireModel(context, 'quoin estimate --agent');
  const agent = agentContextFor(
    context,
    model,
    { tradeRegistry: input.registry, priceSource: input.priceSource },
    (event) => {
      if (event.type === 'agent-start') progress(context, `… ${event.agent} agent`);
    },
  );
  const proposed = await proposePlan(agent, { text: input.text, ...(input.zip ? { zip: input.zip } : {}) });
  const planText = `${renderPlanText(proposed.plan)}${proposed.text ? `\n\n${proposed.text}` : ''}\n`;
  let approved = input.approve;
  if (!approved && canAsk(context)) {
    context.stderr.write(planText);
    approved = await askYesNo(context, 'Approve this plan and price it?');
  } else if (approved) {
    context.stderr.write(planText);
  } else if (input.format === 'json') {
    const { plan, text, understood } = proposed;
    context.stdout.write(`${JSON.stringify({ plan, text, understood }, null, 2)}\n`);
  } else {
    context.stdout.write(planText);
  }
  if (!approved) {
    context.stderr.write(
      'Plan not approved; nothing priced. Rerun with --yes to approve it (exit code 4 means exactly this).\n',
    );
    context.stderr.write(`agent: ${renderUsageLine(agent.usage, model.label)}\n`);
    return EXIT_CODES.planNotApproved;
  }
  progress(context, 'Pricing the approved plan…');
  const priced = await priceApprovedPlan(agent, proposed.plan, {
    id: input.id,
    now: input.now,
    settings: input.settings,
    ...(input.zip ? { zip: input.zip } : {}),
  });
  let estimate = priced.estimate;
  if (input.review) {
    const reviewed = await runAgentMode(agent, estimate, input.text, proposed.plan);
    estimate = reviewed.estimate;
    for (const refused of reviewed.refused)
      print({ ...context, stdout: context.stderr }, `refused (${refused.pass}): ${refused.reason}`);
  }
  context.stderr.write(`agent: ${renderUsageLine(agent.usage, model.label)}\n`);
  return { estimate, totals: computeEstimateTotals(estimate) };
}
