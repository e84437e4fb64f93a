import { type RateLimit, RateLimiter, type RateLimiterClock, SYSTEM_CLOCK } from './rate-limiter.ts';

/** One limiter per provider for the whole process, so concurrent runs share the provider's allowance. */
export class RateLimitRegistry {
  private readonly limiters = new Map<string, RateLimiter>();

  constructor(private readonly clock: RateLimiterClock = SYSTEM_CLOCK) {}

  /** The provider's limiter, made with `limit` on first use (later calls share it). */
  limiterFor(provider: string, limit: RateLimit = {}): RateLimiter {
    let limiter = this.limiters.get(provider);
    if (!limiter) {
      limiter = new RateLimiter(limit, this.clock);
      this.limiters.set(provider, limiter);
    }
    return limiter;
  }
}

/** The process's registry. */
export const processRateLimits = new RateLimitRegistry();

/**
 * Limits from the environment: `QUOIN_MODEL_RPM` and `QUOIN_MODEL_TPM` (per minute, for the configured
 * provider). Unset means no limit of ours; the provider's 429 retry-after is honoured either way.
 */
export function rateLimitFromEnv(env: Record<string, string | undefined>): RateLimit {
  const read = (name: string) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) {
      throw new Error(`${name} must be a whole number above 0 (got "${raw}")`);
    }
    return value;
  };
  const requestsPerMinute = read('QUOIN_MODEL_RPM');
  const tokensPerMinute = read('QUOIN_MODEL_TPM');
  return {
    ...(requestsPerMinute !== undefined ? { requestsPerMinute } : {}),
    ...(tokensPerMinute !== undefined ? { tokensPerMinute } : {}),
  };
}
