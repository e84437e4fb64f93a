/**
 * Why a tool call failed. The category decides the retry policy, so a caller (an agent loop, the CLI, the
 * server) never guesses whether trying again can help.
 */
export const TOOL_ERROR_CATEGORIES = [
  'validation',
  'processing',
  'dependency',
  'network',
  'resource',
  'rate_limit',
  'model',
] as const;

export type ToolErrorCategory = (typeof TOOL_ERROR_CATEGORIES)[number];

export interface RetryPolicy {
  maxRetries: number;
  backoff: 'none' | 'linear' | 'exponential';
  /** Delay before the first retry; linear adds it per attempt, exponential doubles it. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** Wait at least what the service asked for in Retry-After. */
  honorRetryAfter: boolean;
}

/**
 * The retry table. Validation and processing are never retried: the same arguments fail the same way (the
 * unified-tools spec retried processing twice, but our engine is deterministic, so a retry only burns time).
 * Network and rate limits back off exponentially and honour Retry-After; a dependency (a missing service or
 * library) gets one immediate retry as the spec says. Resource and model are not in the spec's table: one
 * linear retry for resource (memory or disk may free up), two exponential retries for model errors, the
 * Vercel AI SDK's default for provider calls.
 */
export const RETRY_POLICIES: Readonly<Record<ToolErrorCategory, RetryPolicy>> = {
  validation: { maxRetries: 0, backoff: 'none', initialDelayMs: 0, maxDelayMs: 0, honorRetryAfter: false },
  processing: { maxRetries: 0, backoff: 'none', initialDelayMs: 0, maxDelayMs: 0, honorRetryAfter: false },
  dependency: { maxRetries: 1, backoff: 'none', initialDelayMs: 0, maxDelayMs: 0, honorRetryAfter: false },
  network: {
    maxRetries: 3,
    backoff: 'exponential',
    initialDelayMs: 1000,
    maxDelayMs: 30_000,
    honorRetryAfter: true,
  },
  resource: {
    maxRetries: 1,
    backoff: 'linear',
    initialDelayMs: 2000,
    maxDelayMs: 2000,
    honorRetryAfter: false,
  },
  rate_limit: {
    maxRetries: 3,
    backoff: 'exponential',
    initialDelayMs: 2000,
    maxDelayMs: 60_000,
    honorRetryAfter: true,
  },
  model: {
    maxRetries: 2,
    backoff: 'exponential',
    initialDelayMs: 1000,
    maxDelayMs: 20_000,
    honorRetryAfter: true,
  },
};

/** The one error tools throw or are classified into; identify it by `code`, never by `instanceof`. */
export class ToolError extends Error {
  readonly code: string;
  readonly category: ToolErrorCategory;
  readonly details: Record<string, unknown>;
  readonly isRetryable: boolean;
  /** From a Retry-After header, when the failing service sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(
    category: ToolErrorCategory,
    code: string,
    message: string,
    details: Record<string, unknown> = {},
    retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ToolError';
    this.category = category;
    this.code = code;
    this.details = details;
    this.isRetryable = RETRY_POLICIES[category].maxRetries > 0;
    this.retryAfterMs = retryAfterMs;
  }
}

/** Delay before retry number `attempt` (1-based), or undefined when the policy allows no more tries. */
export function retryDelayMs(
  category: ToolErrorCategory,
  attempt: number,
  retryAfterMs?: number,
): number | undefined {
  const policy = RETRY_POLICIES[category];
  if (attempt < 1 || attempt > policy.maxRetries) return undefined;
  const base =
    policy.backoff === 'exponential'
      ? policy.initialDelayMs * 2 ** (attempt - 1)
      : policy.backoff === 'linear'
        ? policy.initialDelayMs * attempt
        : 0;
  const delay = Math.min(base, policy.maxDelayMs);
  return policy.honorRetryAfter && retryAfterMs !== undefined ? Math.max(delay, retryAfterMs) : delay;
}

// Domain codes of core and planning that mean "the arguments are wrong", not "the tool broke".
const INPUT_ERROR_CODES = new Set([
  'INVALID_INPUT',
  'INVALID_PLAN',
  'INVALID_QUANTITY',
  'INVALID_ZIP',
  'UNKNOWN_TRADE',
  'NO_LABOR_RATE',
  'SCOPE_NOT_UNDERSTOOD',
]);
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const RESOURCE_CODES = new Set(['ENOMEM', 'ENOSPC', 'EMFILE']);

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/** Turns anything thrown by a tool into a ToolError with a category; the one place errors are classified. */
export function toToolError(error: unknown): ToolError {
  if (field(error, 'name') === 'ToolError' && typeof field(error, 'category') === 'string') {
    return error as ToolError;
  }
  const code = String(field(error, 'code') ?? '');
  const message = error instanceof Error ? error.message : String(error);
  const details = (field(error, 'details') as Record<string, unknown> | undefined) ?? {};
  const status = Number(field(error, 'status') ?? field(error, 'statusCode') ?? Number.NaN);
  const retryAfter = field(error, 'retryAfterMs');
  const retryAfterMs = typeof retryAfter === 'number' ? retryAfter : undefined;
  if (INPUT_ERROR_CODES.has(code)) return new ToolError('validation', code, message, details);
  if (status === 429 || code === 'RATE_LIMITED')
    return new ToolError('rate_limit', code || 'RATE_LIMITED', message, details, retryAfterMs);
  if (NETWORK_CODES.has(code) || (status >= 500 && status < 600))
    return new ToolError('network', code || `HTTP_${status}`, message, details, retryAfterMs);
  if (RESOURCE_CODES.has(code)) return new ToolError('resource', code, message, details);
  if (code === 'ERR_MODULE_NOT_FOUND') return new ToolError('dependency', code, message, details);
  return new ToolError('processing', code || 'TOOL_FAILED', message, details);
}
