/** A problem found by a pure check, returned as data. `path` points into the checked value. */
export interface Problem {
  code: string;
  path: (string | number)[];
  message: string;
}

/** The outcome of a `validateX()` function: the value when it is valid, its problems otherwise. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };
