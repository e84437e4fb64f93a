export { rateLimitMiddleware } from './rate-limit-middleware.ts';
export {
  processRateLimits,
  RateLimitRegistry,
  rateLimitFromEnv,
} from './rate-limit-registry.ts';
export {
  type RateLimit,
  RateLimiter,
  type RateLimiterClock,
  retryAfterMs,
  SYSTEM_CLOCK,
} from './rate-limiter.ts';
