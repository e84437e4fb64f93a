import {
  APICallError,
  type LanguageModelV3CallOptions,
  type LanguageModelV3Middleware,
} from '@ai-sdk/provider';
import { type RateLimiter, retryAfterMs } from './rate-limiter.ts';

/**
 * Model middleware that takes a turn from the provider's limiter before every call (retries included: the SDK
 * retries around the wrapped model) and, on a 429, pauses every caller of that provider for the retry-after.
 */
export function rateLimitMiddleware(
  limiter: RateLimiter,
  estimateTokens: (params: LanguageModelV3CallOptions) => number,
  nowMs: () => number = () => Date.now(),
): LanguageModelV3Middleware {
  const noteRateLimit = (error: unknown) => {
    if (APICallError.isInstance(error) && error.statusCode === 429) {
      limiter.pauseFor(retryAfterMs(error.responseHeaders, nowMs()) ?? 1000);
    }
  };
  const tokensOf = (params: LanguageModelV3CallOptions) =>
    estimateTokens(params) + (params.maxOutputTokens ?? 0);
  return {
    specificationVersion: 'v3',
    wrapGenerate: async ({ doGenerate, params }) => {
      await limiter.acquire(tokensOf(params));
      try {
        return await doGenerate();
      } catch (error) {
        noteRateLimit(error);
        throw error;
      }
    },
    wrapStream: async ({ doStream, params }) => {
      await limiter.acquire(tokensOf(params));
      try {
        return await doStream();
      } catch (error) {
        noteRateLimit(error);
        throw error;
      }
    },
  };
}
