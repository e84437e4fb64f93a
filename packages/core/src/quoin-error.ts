/**
 * The one error type core throws. `code` identifies it (never `instanceof`), `message` says what to fix,
 * `details` is JSON. The protocol package maps codes to HTTP statuses.
 */
export class QuoinError extends Error {
  readonly code: string;
  readonly details: Record<string, unknown>;
  readonly isRetryable: boolean;

  constructor(code: string, message: string, details: Record<string, unknown> = {}, isRetryable = false) {
    super(message);
    this.name = 'QuoinError';
    this.code = code;
    this.details = details;
    this.isRetryable = isRetryable;
  }
}

/** True when `error` is a QuoinError with the given code (checked by shape, not by class). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
