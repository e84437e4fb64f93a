import type { z } from 'zod';

/** A problem found by a check, returned as data. `path` points into the checked value. */
export interface Problem {
  code: string;
  path: (string | number)[];
  message: string;
}

/** The outcome of a `validateX()` function: the value when it is valid, its problems otherwise. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

/**
 * The one error planning throws. Same shape as core's QuoinError (`code`, `details` as JSON, `isRetryable`)
 * but kept local so this package stays self-contained; identify it by `code`, never by `instanceof`.
 */
export class PlanningError extends Error {
  readonly code: string;
  readonly details: Record<string, unknown>;
  readonly isRetryable = false;

  constructor(code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'PlanningError';
    this.code = code;
    this.details = details;
  }
}

/** Turns zod issues into problems with the planning `INVALID_INPUT` code family. */
function problemsFromZod(error: z.ZodError): Problem[] {
  return error.issues.map((issue) => ({
    code: `invalid_${issue.code}`,
    path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
    message: issue.message,
  }));
}

/** Parses `input` with `schema`; the value or its problems. */
export function validateWith<T>(schema: z.ZodType<T>, input: unknown): ValidationResult<T> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problems: problemsFromZod(parsed.error) };
}

/** Throws a PlanningError carrying the problems when the result is not ok. */
export function unwrap<T>(result: ValidationResult<T>, what: string): T {
  if (result.ok) return result.value;
  const first = result.problems[0];
  const where = first && first.path.length > 0 ? ` at ${first.path.join('.')}` : '';
  throw new PlanningError(
    'INVALID_INPUT',
    `Invalid ${what}: ${first?.message ?? 'unknown problem'}${where}` +
      (result.problems.length > 1 ? ` (and ${result.problems.length - 1} more)` : ''),
    { problems: result.problems },
  );
}
