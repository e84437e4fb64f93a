import { z } from 'zod';
import { type ConceptualBudget, conceptualBudget, conceptualBudgetInputSchema } from './auto-budget.ts';
import {
  budgetFromEstimate,
  type EstimateBudget,
  estimateBudgetInputSchema,
} from './budget-from-estimate.ts';

const conceptual = conceptualBudgetInputSchema.shape;
const fromEstimate = estimateBudgetInputSchema.shape;

/**
 * auto_budget's one form: either a project type and area (a conceptual class 5 budget) or an existing estimate
 * (a budget with contingency by risk).
 */
export const autoBudgetInputSchema = z
  .object({
    projectType: conceptual.projectType.optional(),
    areaSqFt: conceptual.areaSqFt.optional(),
    zip: conceptual.zip,
    quality: conceptual.quality,
    estimate: fromEstimate.estimate.optional(),
    defaultRisk: fromEstimate.defaultRisk,
    groupRisk: fromEstimate.groupRisk,
    confidence: fromEstimate.confidence,
    iterations: fromEstimate.iterations,
    seed: fromEstimate.seed,
  })
  .superRefine((input, context) => {
    if (input.estimate) return;
    for (const key of ['projectType', 'areaSqFt'] as const) {
      if (input[key] === undefined)
        context.addIssue({ code: 'custom', path: [key], message: `${key} is required without an estimate` });
    }
  });
export type AutoBudgetInput = z.input<typeof autoBudgetInputSchema>;

export type AutoBudget =
  | ({ kind: 'conceptual' } & ConceptualBudget)
  | ({ kind: 'from_estimate' } & EstimateBudget);

/** A budget from whichever the input gives: an estimate (contingency by risk) or a type and area (class 5). */
export function autoBudget(rawInput: AutoBudgetInput): AutoBudget {
  const input = autoBudgetInputSchema.parse(rawInput);
  if (input.estimate) {
    return {
      kind: 'from_estimate',
      ...budgetFromEstimate({
        estimate: input.estimate,
        defaultRisk: input.defaultRisk,
        groupRisk: input.groupRisk,
        confidence: input.confidence,
        iterations: input.iterations,
        seed: input.seed,
      }),
    };
  }
  return {
    kind: 'conceptual',
    ...conceptualBudget({
      projectType: input.projectType ?? 'single_family_new',
      areaSqFt: input.areaSqFt ?? 0,
      quality: input.quality,
      ...(input.zip ? { zip: input.zip } : {}),
    }),
  };
}
