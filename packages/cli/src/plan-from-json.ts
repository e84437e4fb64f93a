import { ToolError } from '@quoin/agents';
import { isSpecPlan, validatePlan } from '@quoin/core';

/** A plan file (Quoin's or the estimating spec's snake_case plan JSON) → the validated plan. */
export function planFromJson(bytes: Buffer, fileName: string, zip: string | undefined) {
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new ToolError(
      'validation',
      'INVALID_INPUT',
      `${fileName} is not JSON: ${(error as Error).message}`,
    );
  }
  const result = validatePlan(raw);
  if (!result.ok)
    throw new ToolError(
      'validation',
      'INVALID_INPUT',
      `${fileName} is not a plan: ${result.problems.map((problem) => problem.message).join('; ')}`,
    );
  const plan = zip ? { ...result.value, zip } : result.value;
  const lineCount = plan.groups.reduce((sum, group) => sum + group.items.length, 0);
  return { kind: isSpecPlan(raw) ? 'spec-plan-json' : 'plan-json', plan, lineCount, summary: plan.summary };
}
