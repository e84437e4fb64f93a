import type {
  LanguageModelV3,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
} from '@ai-sdk/provider';
import type { RecordedModelCall } from './run-record.ts';

/** JSON turned dates into strings; the SDK wants them back as dates. */
function revive<T>(value: T): T {
  if (value && typeof value === 'object' && 'timestamp' in value && typeof value.timestamp === 'string') {
    return { ...value, timestamp: new Date(value.timestamp) };
  }
  return value;
}

/**
 * A model that answers from a record, call by call, with no network: the replay of a run. A call beyond the
 * record is an error that says so (the replay diverged).
 */
export function replayModel(
  calls: readonly RecordedModelCall[],
  identity: { provider: string; modelId: string },
): LanguageModelV3 & { callsMade: number } {
  let next = 0;
  const take = () => {
    const call = calls[next];
    if (!call) {
      throw new Error(
        `The replay asked for model call ${next + 1}, but the record holds ${calls.length}: it diverged.`,
      );
    }
    next += 1;
    return call;
  };
  return {
    specificationVersion: 'v3',
    provider: identity.provider,
    modelId: identity.modelId,
    supportedUrls: {},
    get callsMade() {
      return next;
    },
    async doGenerate() {
      const call = take();
      if (call.kind === 'generate') {
        const result = call.result as LanguageModelV3GenerateResult;
        return { ...result, ...(result.response ? { response: revive(result.response) } : {}) };
      }
      throw new Error('The record holds a streamed answer here; replay with stream on.');
    },
    async doStream() {
      const call = take();
      if (call.kind !== 'stream')
        throw new Error('The record holds a generated answer here; replay with stream off.');
      const parts = call.parts.map((part) => revive(part as LanguageModelV3StreamPart));
      return {
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  };
}
