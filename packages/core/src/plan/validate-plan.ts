import type { Problem, ValidationResult } from '../problem.ts';
import { QuoinError } from '../quoin-error.ts';
import { type Plan, planSchema } from './plan-schema.ts';
import { readSpecPlan } from './spec-plan.ts';

/**
 * Checks a plan from any source (parser, agent, import, a plan written for the estimating spec in its
 * snake_case format); problems name the field and what to fix.
 */
export function validatePlan(input: unknown): ValidationResult<Plan> {
  const parsed = planSchema.safeParse(readSpecPlan(input));
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems: Problem[] = parsed.error.issues.map((issue) => ({
    code: 'INVALID_PLAN',
    path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: `${issue.path.join('.') || 'plan'}: ${issue.message}`,
  }));
  return { ok: false, problems };
}

/** Like validatePlan, but throws a QuoinError('INVALID_PLAN') listing every problem. */
export function assertValidPlan(input: unknown): Plan {
  const result = validatePlan(input);
  if (result.ok) return result.value;
  throw new QuoinError(
    'INVALID_PLAN',
    `The plan is not valid:\n${result.problems.map((p) => `- ${p.message}`).join('\n')}`,
    {
      problems: result.problems,
    },
  );
}
