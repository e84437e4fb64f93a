import type { LanguageModelV3 } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';
import { privacyMiddleware } from '../privacy/privacy-middleware.ts';
import { rateLimitMiddleware } from '../rate-limits/rate-limit-middleware.ts';
import type { RunRecording } from '../records/run-recording.ts';
import type { RunTrace } from '../telemetry/run-trace.ts';
import { tracingMiddleware } from '../telemetry/run-tracing.ts';
import type { RunBudget } from './budget.ts';
import { budgetMiddleware } from './budget-middleware.ts';
import { estimatePromptTokens } from './estimate-prompt-tokens.ts';
import type { RunAgentOptions } from './run-agent.ts';

/**
 * The run's model with each concern around a call as one middleware, outermost first: wait for the rate limit,
 * reserve budget, trace, redact, record. The order is the design: see each line.
 */
export function wrapRunModel(
  options: RunAgentOptions,
  budget: RunBudget,
  runTrace: RunTrace,
  recording: RunRecording | undefined,
  maxOutputTokens: number,
): LanguageModelV3 {
  return wrapLanguageModel({
    model: options.model,
    middleware: [
      // Outermost: a call waits for its turn before it reserves budget.
      ...(options.rateLimiter
        ? [rateLimitMiddleware(options.rateLimiter, options.estimatePromptTokens ?? estimatePromptTokens)]
        : []),
      budgetMiddleware({
        budget,
        price: options.price,
        defaultMaxOutputTokens: maxOutputTokens,
        estimatePromptTokens: options.estimatePromptTokens ?? estimatePromptTokens,
      }),
      tracingMiddleware(runTrace.tracer, () => runTrace.currentStep()),
      // Innermost: nothing between it and the provider sees a prompt that was not redacted.
      ...(options.redactor ? [privacyMiddleware(options.redactor)] : []),
      // Inside the privacy middleware: the record holds what the provider saw and said, tokens not values.
      ...(recording ? [recording.middleware()] : []),
    ],
  });
}
