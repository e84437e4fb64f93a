import { QuoinError } from '@quoin/core';
import { z } from 'zod';

/** One line of an eval file (format in packages/drawings/eval/README.md). */
export const labelledQuestionSchema = z
  .object({
    id: z.string().min(1),
    q: z.string().min(1),
    set: z.string().optional(),
    intent: z.string().optional(),
    accept: z.array(z.array(z.string().min(1)).min(1)).optional(),
    sheet: z.union([z.string(), z.array(z.string())]).optional(),
    abstain: z.boolean().optional(),
  })
  .refine((q) => q.abstain === true || (q.accept?.length ?? 0) > 0, {
    message: 'an answerable question needs `accept` keyword groups (or `abstain: true`)',
  });
export type LabelledQuestion = z.infer<typeof labelledQuestionSchema>;

/** Parses JSONL: one question a line, blank lines and `#` comments skipped; errors name the line. */
export function parseLabelledQuestions(text: string): LabelledQuestion[] {
  const questions: LabelledQuestion[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (error) {
      throw new QuoinError('VALIDATION_FAILED', `line ${i + 1}: not JSON (${(error as Error).message})`, {
        line: i + 1,
      });
    }
    const parsed = labelledQuestionSchema.safeParse(raw);
    if (!parsed.success) {
      throw new QuoinError(
        'VALIDATION_FAILED',
        `line ${i + 1}: ${parsed.error.issues.map((x) => x.message).join('; ')}`,
        {
          line: i + 1,
        },
      );
    }
    questions.push(parsed.data);
  });
  return questions;
}
