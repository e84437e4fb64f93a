import type { LanguageModelV3Usage } from '@ai-sdk/provider';
import type { LanguageModelUsage } from 'ai';

/**
 * Tokens of one or more model calls, split the way providers price them. `inputTokens` counts every prompt
 * token, cached ones included; `cachedInputTokens` and `cacheWriteTokens` are the parts of it read from and
 * written to the provider's prompt cache. `outputTokens` includes reasoning tokens (billed as output).
 */
export interface TokenUsage {
  inputTokens: number;
  cachedInputTokens: number;
  cacheWriteTokens: number;
  outputTokens: number;
}

export const ZERO_USAGE: TokenUsage = Object.freeze({
  inputTokens: 0,
  cachedInputTokens: 0,
  cacheWriteTokens: 0,
  outputTokens: 0,
});

/** Sum of usages. */
export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens,
    cacheWriteTokens: a.cacheWriteTokens + b.cacheWriteTokens,
    outputTokens: a.outputTokens + b.outputTokens,
  };
}

/** From the usage `generateText`/`streamText` report per step; missing counts are zero. */
export function tokenUsageOf(usage: LanguageModelUsage): TokenUsage {
  return {
    inputTokens: usage.inputTokens ?? 0,
    cachedInputTokens: usage.inputTokenDetails?.cacheReadTokens ?? 0,
    cacheWriteTokens: usage.inputTokenDetails?.cacheWriteTokens ?? 0,
    outputTokens: usage.outputTokens ?? 0,
  };
}

/**
 * From a provider's raw answer (inside a model call); undefined when the provider reported no token counts,
 * so a caller can keep its worst-case estimate instead of assuming the call was free.
 */
export function tokenUsageOfProvider(usage: LanguageModelV3Usage | undefined): TokenUsage | undefined {
  if (!usage || (usage.inputTokens.total === undefined && usage.outputTokens.total === undefined))
    return undefined;
  return {
    inputTokens: usage.inputTokens.total ?? 0,
    cachedInputTokens: usage.inputTokens.cacheRead ?? 0,
    cacheWriteTokens: usage.inputTokens.cacheWrite ?? 0,
    outputTokens: usage.outputTokens.total ?? 0,
  };
}
