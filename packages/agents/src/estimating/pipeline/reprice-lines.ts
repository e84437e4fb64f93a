import {
  type CompiledPlan,
  chosenPriceSource,
  compilePlan,
  type Estimate,
  executePlan,
  type LineItem,
  type Plan,
  type PriceCandidate,
  recordingPriceSource,
  validatePlan,
} from '@quoin/core';
import type { OutsideTextSource } from '../containment/outside-text.ts';
import type { EstimateSession } from '../session/estimate-session.ts';
import type { AgentContext } from './agent-context.ts';
import { specFor } from './agent-specs.ts';
import { chooseProductsTool, describeNeeds } from './choose-products-tool.ts';
import { runEstimatingAgent } from './run-estimating-agent.ts';

/**
 * The plan items that built the lines: from the approved plan by plan key when it is known (it keeps the search
 * queries), otherwise rebuilt from the lines themselves.
 */
function compiledFor(
  context: AgentContext,
  session: EstimateSession,
  targets: LineItem[],
  plan: Plan | undefined,
): CompiledPlan | undefined {
  const zip = session.estimate.location?.input;
  const keys = new Set(targets.map((line) => line.planKey));
  if (plan) {
    const full = compilePlan(plan, context.tradeRegistry, zip);
    const groups = full.groups
      .map((group) => ({ ...group, items: group.items.filter((item) => keys.has(item.key)) }))
      .filter((group) => group.items.length > 0);
    if (groups.length > 0) return { ...full, groups };
  }
  const groupOf = (id: string) =>
    session.estimate.groups.find((g) => g.items.some((i) => i.id === id))?.name ?? 'Work';
  const validated = validatePlan({
    title: session.estimate.title,
    groups: targets.map((line) => ({
      name: groupOf(line.id),
      items: [
        {
          title: line.title,
          type: line.type,
          quantity: line.quantity,
          uom: line.uom,
          description: line.description,
        },
      ],
    })),
  });
  return validated.ok ? compilePlan(validated.value, context.tradeRegistry, zip) : undefined;
}

function withoutLines(estimate: Estimate, ids: ReadonlySet<string>): Estimate {
  return {
    ...estimate,
    groups: estimate.groups.map((g) => ({ ...g, items: g.items.filter((i) => !ids.has(i.id)) })),
  };
}

/**
 * The pricing retry: unresolved or zero-rate lines (not edited by the user) are executed again from their scope;
 * the pricing agent chooses among the catalog candidates of every low-confidence search, and the lines are
 * replaced by what the engine builds with those choices. Returns how many lines were repriced.
 */
export async function repriceLines(
  context: AgentContext,
  session: EstimateSession,
  lines: LineItem[],
  plan?: Plan,
  /** Outside text the estimate holds: the pricing agent's choice waits for a person (run-estimating-agent). */
  outsideText: readonly OutsideTextSource[] = [],
): Promise<number> {
  const targets = lines.filter((line) => !line.userEdited && line.type !== 'text');
  if (targets.length === 0) return 0;
  const compiled = compiledFor(context, session, targets, plan);
  if (!compiled) return 0;
  const base = withoutLines(session.estimate, new Set(targets.map((t) => t.id)));
  const recording = recordingPriceSource(context.priceSource);
  await executePlan(compiled, base, { registry: context.tradeRegistry, priceSource: recording.source });
  const needs = recording.needs();
  if (needs.length === 0) return 0;
  let chosen = new Map<string, PriceCandidate>();
  const prompt = [
    'Retry: these lines are unresolved. Choose a catalog product for each need, or null.',
    '```json',
    JSON.stringify(describeNeeds(needs)),
    '```',
  ].join('\n');
  await runEstimatingAgent(context, specFor(context, 'pricing'), prompt, {
    tools: [chooseProductsTool(needs, (picked) => (chosen = picked))],
    stopAfter: ['choose_products'],
    outsideText,
  });
  if (chosen.size === 0) return 0;
  const source = chosenPriceSource(context.priceSource, chosen);
  const executed = await executePlan(compiled, base, {
    registry: context.tradeRegistry,
    priceSource: source,
  });
  session.commit(`repriced ${targets.length} lines with the pricing agent's choices`, executed.estimate);
  return targets.length;
}
