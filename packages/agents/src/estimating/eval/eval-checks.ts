import {
  computeEstimateTotals,
  computePackagesNeeded,
  type Estimate,
  estimateSchema,
  formatCents,
} from '@quoin/core';
import type { AgentUsage } from '../pipeline/usage-meter.ts';

/** One deterministic check of an eval conversation; `required` checks decide pass or fail. */
export interface EvalCheck {
  name: string;
  ok: boolean;
  required: boolean;
  detail: string;
}

/** Plan mode's economy target: a typical residential job in at most 4 model calls and under 20,000 prompt tokens. */
export const ECONOMY_TARGET = { maxModelCalls: 4, maxPromptTokens: 20_000 } as const;

export function structureCheck(estimate: Estimate): EvalCheck {
  const parsed = estimateSchema.safeParse(estimate);
  const empty = estimate.groups.filter((g) => g.items.length === 0).map((g) => g.name);
  const problems = [
    ...(parsed.success ? [] : [parsed.error.issues[0]?.message ?? 'schema']),
    ...empty.map((name) => `empty group ${name}`),
    ...(estimate.groups.length === 0 ? ['no groups'] : []),
  ];
  return {
    name: 'structure',
    ok: problems.length === 0,
    required: true,
    detail: problems.join('; ') || `${estimate.groups.length} groups`,
  };
}

export function doubleCostingCheck(estimate: Estimate): EvalCheck {
  const doubled = estimate.issues.filter((i) => i.code === 'DOUBLE_COSTED');
  return {
    name: 'no double costing',
    ok: doubled.length === 0,
    required: true,
    detail: doubled.map((i) => i.message).join('; ') || 'none',
  };
}

/** Every material's package count is the engine's package math for its requirement, and never under-buys. */
export function packageMathCheck(estimate: Estimate): EvalCheck {
  const wrong: string[] = [];
  let checked = 0;
  for (const item of estimate.groups.flatMap((g) => g.items)) {
    for (const material of item.materials) {
      const math = material.provenance.packageMath;
      if (!math) continue;
      checked++;
      const again = computePackagesNeeded(math.required, math.coveragePerPackage, math.wasteFactor);
      if (!again || again.packagesNeeded !== math.packagesNeeded || material.packages !== math.packagesNeeded)
        wrong.push(`${material.name}: ${material.packages} bought, ${again?.packagesNeeded ?? '?'} needed`);
    }
  }
  return {
    name: 'package math',
    ok: wrong.length === 0,
    required: true,
    detail: wrong.join('; ') || `${checked} materials`,
  };
}

export function economyCheck(usage: AgentUsage, turns: number): EvalCheck {
  const maxCalls = ECONOMY_TARGET.maxModelCalls * turns;
  const maxTokens = ECONOMY_TARGET.maxPromptTokens * turns;
  const ok = usage.modelCalls <= maxCalls && usage.inputTokens < maxTokens;
  return {
    name: 'economy',
    ok,
    required: true,
    detail: `${usage.modelCalls} calls (≤ ${maxCalls}), ${usage.inputTokens} prompt tokens (< ${maxTokens})`,
  };
}

export function qualityCheck(estimate: Estimate, minimum = 70): EvalCheck {
  const score = estimate.qualityScore ?? 0;
  return { name: 'quality score', ok: score >= minimum, required: false, detail: `${score} (≥ ${minimum})` };
}

export function totalInRangeCheck(
  estimate: Estimate,
  range: { lowCents: number; highCents: number },
  source: string,
): EvalCheck {
  const total = computeEstimateTotals(estimate).grandTotalCents;
  const ok = total >= range.lowCents && total <= range.highCents;
  return {
    name: 'total in range',
    ok,
    required: false,
    detail: `${formatCents(total)} vs ${formatCents(range.lowCents)}–${formatCents(range.highCents)} (${source.slice(0, 60)})`,
  };
}

export function exactTotalCheck(estimate: Estimate, expectedCents: number): EvalCheck {
  const total = computeEstimateTotals(estimate).grandTotalCents;
  return {
    name: 'exact total',
    ok: total === expectedCents,
    required: true,
    detail: `${formatCents(total)} vs ${formatCents(expectedCents)}`,
  };
}
