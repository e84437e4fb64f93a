import type { z } from 'zod';

/** One problem per zod issue, with the path to the field (`body.title`, `query.limit`), as the house shape. */
export function zodProblems(
  error: z.ZodError,
  where?: string,
): { code: string; path: string; message: string }[] {
  return error.issues.map((issue) => {
    const parts = [...(where ? [where] : []), ...issue.path.map((part) => String(part))];
    return { code: issue.code, path: parts.join('.') || '(root)', message: issue.message };
  });
}

/**
 * A sentence that names each bad field and what is wrong with it, e.g.
 * `body.title: Too small: expected string to have >=1 characters`. At most five issues, then a count.
 */
export function describeZodError(error: z.ZodError, where?: string): string {
  const problems = zodProblems(error, where);
  const shown = problems.slice(0, 5).map((problem) => `${problem.path}: ${problem.message}`);
  const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
  return `${shown.join('; ')}${more}`;
}
