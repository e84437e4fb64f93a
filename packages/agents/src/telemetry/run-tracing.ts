import type { LanguageModelV3Middleware, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { type Attributes, context, type Span, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';

/** The tracer Quoin's runs report to; a no-op until the host application registers an OpenTelemetry SDK. */
export function quoinTracer(): Tracer {
  return trace.getTracer('quoin-agents');
}

function usageAttributes(usage: {
  inputTokens: { total?: number };
  outputTokens: { total?: number };
}): Attributes {
  return {
    'gen_ai.usage.input_tokens': usage.inputTokens.total ?? 0,
    'gen_ai.usage.output_tokens': usage.outputTokens.total ?? 0,
  };
}

/**
 * Model middleware that wraps every provider call (retries included) in a `gen_ai.chat` span with the model,
 * output ceiling and token usage, following OpenTelemetry's generative-AI semantic conventions.
 */
export function tracingMiddleware(tracer: Tracer, parent: () => Span | undefined): LanguageModelV3Middleware {
  const start = (modelId: string, provider: string, maxOutputTokens: number | undefined) => {
    const active = parent();
    const ctx = active ? trace.setSpan(context.active(), active) : context.active();
    return tracer.startSpan(
      `chat ${modelId}`,
      {
        attributes: {
          'gen_ai.operation.name': 'chat',
          'gen_ai.system': provider,
          'gen_ai.request.model': modelId,
          ...(maxOutputTokens !== undefined ? { 'gen_ai.request.max_tokens': maxOutputTokens } : {}),
        },
      },
      ctx,
    );
  };
  const fail = (span: Span, error: unknown) => {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  return {
    specificationVersion: 'v3',
    wrapGenerate: async ({ doGenerate, params, model }) => {
      const span = start(model.modelId, model.provider, params.maxOutputTokens);
      try {
        const result = await doGenerate();
        span.setAttributes({
          ...usageAttributes(result.usage),
          'gen_ai.response.finish_reasons': [result.finishReason.unified],
        });
        span.end();
        return result;
      } catch (error) {
        fail(span, error);
        throw error;
      }
    },
    wrapStream: async ({ doStream, params, model }) => {
      const span = start(model.modelId, model.provider, params.maxOutputTokens);
      let result: Awaited<ReturnType<typeof doStream>>;
      try {
        result = await doStream();
      } catch (error) {
        fail(span, error);
        throw error;
      }
      const ending = new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
        transform(part, controller) {
          if (part.type === 'finish') {
            span.setAttributes({
              ...usageAttributes(part.usage),
              'gen_ai.response.finish_reasons': [part.finishReason.unified],
            });
          } else if (part.type === 'error') {
            span.setStatus({ code: SpanStatusCode.ERROR });
          }
          controller.enqueue(part);
        },
        flush: () => span.end(),
      });
      return { ...result, stream: result.stream.pipeThrough(ending) };
    },
  };
}
