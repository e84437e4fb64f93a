/**
 * A model setting is missing or malformed. The message names the environment variable to set, so a person can
 * fix it without reading code; never retryable, since the same environment fails the same way.
 */
export class ModelConfigError extends Error {
  readonly code = 'MODEL_CONFIG_INVALID';
  readonly isRetryable = false;
  /** The environment variable to set or fix. */
  readonly variable: string;

  constructor(variable: string, message: string) {
    super(message);
    this.name = 'ModelConfigError';
    this.variable = variable;
  }
}

/** True for a ModelConfigError, identified by code (works across duplicated package copies). */
export function isModelConfigError(error: unknown): error is ModelConfigError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'MODEL_CONFIG_INVALID'
  );
}
