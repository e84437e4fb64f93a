import type { Estimate, ValidationIssue } from '../estimate/estimate-schema.ts';

/**
 * An estimate that still asks something rests on an answer nobody gave: never a perfect score (issue #13). One
 * warning however many questions are open; a question that is already a doubt (a blocking SCOPE_DOUBT) is
 * scored as the doubt only.
 */
export function openQuestionsIssue(
  estimate: Pick<Estimate, 'questions'>,
  doubts: readonly string[] = [],
): ValidationIssue | undefined {
  const open = estimate.questions.filter((question) => !doubts.includes(question)).length;
  if (open === 0) return undefined;
  return {
    code: 'OPEN_QUESTIONS',
    severity: 'warning',
    path: ['questions'],
    message: `${open === 1 ? '1 question is' : `${open} questions are`} still open: the figures assume the typical answer until someone answers`,
  };
}
