/** The figures behind a refusal, all in micro-dollars (1 USD = 1,000,000). */
export interface BudgetRefusal {
  scope: 'run' | 'day';
  /** The worst case of the call that was refused. */
  reservationMicroUsd: number;
  /** Spent plus still reserved in this scope before the call. */
  committedMicroUsd: number;
  limitMicroUsd: number;
  promptTokens: number;
  maxOutputTokens: number;
}

/**
 * A model call was refused before it was made: its worst-case cost would pass the run's or the day's limit.
 * Not retryable: trying again costs the same; raise the limit or shorten the prompt.
 */
export class BudgetExceededError extends Error {
  readonly code = 'BUDGET_EXCEEDED';
  readonly isRetryable = false;
  readonly details: BudgetRefusal;

  constructor(message: string, details: BudgetRefusal) {
    super(message);
    this.name = 'BudgetExceededError';
    this.details = details;
  }
}

/** True for a BudgetExceededError, identified by code (works across duplicated package copies). */
export function isBudgetExceededError(error: unknown): error is BudgetExceededError {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'BUDGET_EXCEEDED'
  );
}
