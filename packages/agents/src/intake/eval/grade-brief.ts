import type { Brief } from '@quoin/protocol';
import { z } from 'zod';
import { runAgent } from '../../runs/run-agent.ts';
import { defineTool } from '../../tools/define-tool.ts';
import { ToolRegistry } from '../../tools/tool-registry.ts';
import type { TranscriptEntry } from '../intake-session.ts';
import { loadIntakePrompt } from '../load-intake-prompt.ts';
import type { IntakeModelContext, IntakeUsage } from '../model-interviewer.ts';

/** The spec's brief rubric adapted to construction: criterion → maximum points (sums to 100). */
export const BRIEF_RUBRIC = {
  scopeClarity: 20,
  finishAndMaterials: 15,
  dimensions: 15,
  constraints: 10,
  actionability: 20,
  completeness: 15,
  userFidelity: 5,
} as const;
export type RubricCriterion = keyof typeof BRIEF_RUBRIC;

const criterion = (max: number) =>
  z.strictObject({ score: z.number().int().min(0).max(max), reason: z.string().default('') });
const gradeSchema = z.strictObject(
  Object.fromEntries(Object.entries(BRIEF_RUBRIC).map(([name, max]) => [name, criterion(max)])) as {
    [K in RubricCriterion]: ReturnType<typeof criterion>;
  },
);

export interface RubricGrade {
  total: number;
  /** ≥ 85 PASS:EXCELLENT, 70–84 PASS, 50–69 FAIL:WEAK, < 50 FAIL:POOR (the spec's thresholds). */
  tag: 'PASS:EXCELLENT' | 'PASS' | 'FAIL:WEAK' | 'FAIL:POOR';
  breakdown: Record<RubricCriterion, { score: number; max: number; reason: string }>;
}

export function rubricTag(total: number): RubricGrade['tag'] {
  return total >= 85 ? 'PASS:EXCELLENT' : total >= 70 ? 'PASS' : total >= 50 ? 'FAIL:WEAK' : 'FAIL:POOR';
}

/**
 * Grades a brief against the rubric in a second model call that must call `grade_brief`; undefined when the
 * grader does not (the deterministic checks still stand).
 */
export async function gradeBrief(
  context: IntakeModelContext,
  transcript: TranscriptEntry[],
  brief: Brief,
  usage?: IntakeUsage,
): Promise<RubricGrade | undefined> {
  let grade: z.output<typeof gradeSchema> | undefined;
  const registry = new ToolRegistry({ now: context.now, timer: () => performance.now() }).register(
    defineTool({
      name: 'grade_brief',
      description: 'Records the rubric scores of the brief, one score and reason per criterion.',
      category: 'intake',
      uiPlacement: 'service',
      priority: 5,
      inputSchema: gradeSchema,
      examples: [
        {
          description: 'A full grade',
          args: Object.fromEntries(
            Object.entries(BRIEF_RUBRIC).map(([name, max]) => [name, { score: max, reason: 'ok' }]),
          ),
        },
      ],
      execute(input) {
        grade = input;
        return { recorded: true };
      },
    }),
  );
  const prompt = loadIntakePrompt('intake-grader');
  const run = runAgent({
    model: context.model.model,
    registry,
    toolNames: ['grade_brief'],
    system: prompt.text,
    prompt: `Transcript:\n${transcript.map((e) => `${e.role === 'user' ? 'User' : 'Interviewer'}: ${e.text.slice(0, 1500)}`).join('\n')}\n\nBrief:\n${JSON.stringify(brief)}`,
    price: context.model.price,
    maxSteps: 1,
    stream: false,
    temperature: 0,
    agentName: 'intake-grader',
    record: { promptVersion: `intake-grader@${prompt.version}` },
    ...(context.rateLimiter ? { rateLimiter: context.rateLimiter } : {}),
  });
  const result = await run.result;
  if (usage) {
    usage.modelCalls += result.steps.length;
    usage.inputTokens += result.usage.inputTokens;
    usage.outputTokens += result.usage.outputTokens;
    usage.costMicroUsd += result.costMicroUsd;
  }
  if (!grade) return undefined;
  const scored = grade;
  const breakdown = Object.fromEntries(
    (Object.keys(BRIEF_RUBRIC) as RubricCriterion[]).map((name) => [
      name,
      { score: scored[name].score, max: BRIEF_RUBRIC[name], reason: scored[name].reason },
    ]),
  ) as RubricGrade['breakdown'];
  const total = Object.values(breakdown).reduce((sum, entry) => sum + entry.score, 0);
  return { total, tag: rubricTag(total), breakdown };
}
