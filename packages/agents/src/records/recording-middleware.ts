import type { LanguageModelV3Middleware, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { RecordedModelCall } from './run-record.ts';

/** Keeps every provider answer, as the provider gave it, in `calls` (in call order). */
export function recordingMiddleware(calls: RecordedModelCall[]): LanguageModelV3Middleware {
  return {
    specificationVersion: 'v3',
    wrapGenerate: async ({ doGenerate }) => {
      const result = await doGenerate();
      // The raw request and response bodies are the provider's wire data: large, and not needed to replay.
      const { request: _request, response, ...kept } = result;
      const { body: _body, ...responseMeta } = response ?? {};
      calls.push({ kind: 'generate', result: { ...kept, response: responseMeta } });
      return result;
    },
    wrapStream: async ({ doStream }) => {
      const result = await doStream();
      const call: RecordedModelCall = { kind: 'stream', parts: [] };
      calls.push(call);
      const keep = new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
        transform(part, controller) {
          if (part.type !== 'raw') call.parts.push(part);
          controller.enqueue(part);
        },
      });
      return { ...result, stream: result.stream.pipeThrough(keep) };
    },
  };
}
