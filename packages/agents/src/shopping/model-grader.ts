import {
  type ProductCandidate,
  SCORE_WEIGHTS,
  type ScoreCriterion,
  type ShoppingNeed,
} from '@quoin/protocol';
import { z } from 'zod';
import type { AgentModel } from '../estimating/pipeline/agent-model.ts';
import type { RateLimiter } from '../rate-limits/rate-limiter.ts';
import { runAgent } from '../runs/run-agent.ts';
import { defineTool } from '../tools/define-tool.ts';
import { ToolRegistry } from '../tools/tool-registry.ts';
import type { CandidateGrader } from './build-shopping-list.ts';
import { type CandidateScore, scoreCandidate } from './score-candidate.ts';

const unit = z.number().min(0).max(1);
const gradesSchema = z.strictObject({
  grades: z.array(
    z.strictObject({
      index: z.number().int().nonnegative(),
      category: unit,
      material: unit,
      colour: unit,
      style: unit,
      dimensions: unit,
      why: z.string().max(300).default(''),
    }),
  ),
});

/**
 * Rubric scores by a model (one call per need, all its candidates at once): each criterion 0–1, weighted
 * 0.3/0.2/0.2/0.2/0.1 here, never by the model. The fit badge stays the deterministic one. A call that grades
 * nothing leaves attribute matching in place.
 */
export function modelCandidateGrader(context: {
  model: AgentModel;
  now: () => Date;
  rateLimiter?: RateLimiter;
}): CandidateGrader {
  return async (need: ShoppingNeed, candidates: ProductCandidate[]) => {
    let graded: z.output<typeof gradesSchema>['grades'] = [];
    const registry = new ToolRegistry({ now: context.now, timer: () => performance.now() }).register(
      defineTool({
        name: 'grade_products',
        description:
          'Records, per candidate index, how well it matches the wanted item on each criterion (0–1).',
        category: 'shopping',
        uiPlacement: 'service',
        priority: 5,
        inputSchema: gradesSchema,
        examples: [
          {
            description: 'One grade',
            args: {
              grades: [{ index: 0, category: 1, material: 0.5, colour: 1, style: 0.5, dimensions: 1 }],
            },
          },
        ],
        execute(input) {
          graded = input.grades;
          return { recorded: input.grades.length };
        },
      }),
    );
    const wanted = {
      name: need.name,
      category: need.category,
      material: need.material,
      colour: need.colour,
      style: need.style,
      userWords: need.userWords,
      maxWidthIn: need.roomLimitIn,
    };
    const run = runAgent({
      model: context.model.model,
      registry,
      toolNames: ['grade_products'],
      system:
        'Grade each product candidate against the wanted item: category, material, colour, style and dimensions, each 0 to 1 (1 exact, 0 contradicts, 0.8 when the item does not say). Call grade_products once.',
      prompt: `Wanted: ${JSON.stringify(wanted)}\nCandidates:\n${candidates.map((c, i) => `${i}. ${c.title} (${c.retailer})`).join('\n')}`,
      price: context.model.price,
      maxSteps: 1,
      stream: false,
      temperature: 0,
      agentName: 'shopping-grader',
      ...(context.rateLimiter ? { rateLimiter: context.rateLimiter } : {}),
    });
    await run.result;
    if (graded.length === 0) return undefined;
    return candidates.map((candidate, index): CandidateScore => {
      const base = scoreCandidate(need, candidate);
      const grade = graded.find((entry) => entry.index === index);
      if (!grade) return base;
      const breakdown: Record<ScoreCriterion, number> = {
        category: grade.category,
        material: grade.material,
        colour: grade.colour,
        style: grade.style,
        dimensions: grade.dimensions,
      };
      const confidence =
        Math.round(
          (Object.keys(SCORE_WEIGHTS) as ScoreCriterion[]).reduce(
            (sum, key) => sum + SCORE_WEIGHTS[key] * breakdown[key],
            0,
          ) * 1000,
        ) / 1000;
      return { ...base, confidence, breakdown, whyMatched: grade.why || base.whyMatched, scoredBy: 'model' };
    });
  };
}
