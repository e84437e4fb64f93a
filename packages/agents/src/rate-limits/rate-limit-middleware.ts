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
  /** Waits for a turn, then calls; a 429 pauses the provider for everyone before the error goes on. */
  const limited = async <T>(params: LanguageModelV3CallOptions, call: () => PromiseLike<T>): Promise<T> => {
    await limiter.acquire(tokensOf(params));
    try {
      return await call();
    } catch (error) {
      noteRateLimit(error);
      throw error;
    }
  };
  return {
    specificationVersion: 'v3',
    wrapGenerate: ({ doGenerate, params }) => limited(params, doGenerate),
    wrapStream: ({ doStream, params }) => limited(params, doStream),
  };
}
