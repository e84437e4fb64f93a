import type {
  LanguageModelV3CallOptions,
  LanguageModelV3Middleware,
  LanguageModelV3StreamPart,
} from '@ai-sdk/provider';
import { costOfUsage, type ModelPrice } from '../models/model-prices.ts';
import { tokenUsageOfProvider } from '../models/token-usage.ts';
import type { RunBudget } from './budget.ts';

export interface BudgetMiddlewareOptions {
  budget: RunBudget;
  price: ModelPrice;
  /** Used when a call sets no `maxOutputTokens`; the worst case needs a ceiling. */
  defaultMaxOutputTokens: number;
  estimatePromptTokens: (params: LanguageModelV3CallOptions) => number;
}

/**
 * Model middleware that holds every call to the budget: it reserves the worst case before the provider is
 * called (so a refusal costs nothing) and settles to the reported usage after. Wrapping the model, not the
 * loop, catches every call the SDK makes, retries included.
 */
export function budgetMiddleware(options: BudgetMiddlewareOptions): LanguageModelV3Middleware {
  const { budget, price } = options;
  const costOf = (usage: Parameters<typeof tokenUsageOfProvider>[0]) => {
    const tokens = tokenUsageOfProvider(usage);
    return tokens ? costOfUsage(tokens, price) : undefined;
  };
  const reserve = (params: LanguageModelV3CallOptions) =>
    budget.reserve(
      options.estimatePromptTokens(params),
      params.maxOutputTokens ?? options.defaultMaxOutputTokens,
    );
  return {
    specificationVersion: 'v3',
    wrapGenerate: async ({ doGenerate, params }) => {
      const reservation = await reserve(params);
      try {
        const result = await doGenerate();
        await budget.settle(reservation, costOf(result.usage));
        return result;
      } catch (error) {
        // A call the provider rejected (4xx/5xx) is not billed; release the hold.
        await budget.settle(reservation, 0);
        throw error;
      }
    },
    wrapStream: async ({ doStream, params }) => {
      const reservation = await reserve(params);
      let result: Awaited<ReturnType<typeof doStream>>;
      try {
        result = await doStream();
      } catch (error) {
        await budget.settle(reservation, 0);
        throw error;
      }
      const settling = new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
        async transform(part, controller) {
          if (part.type === 'finish') await budget.settle(reservation, costOf(part.usage));
          controller.enqueue(part);
        },
        // A stream cut short may still be billed: keep the worst case.
        flush: () => budget.settle(reservation, undefined),
      });
      return { ...result, stream: result.stream.pipeThrough(settling) };
    },
  };
}
