import type { LanguageModelV3, LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { loadProviderModel, providerNameOf } from './load-provider-model.ts';
import type { ModelConfig } from './model-config.ts';

export interface CreateLanguageModelOptions {
  /** Replaces the global fetch (tests, proxies). */
  fetch?: typeof globalThis.fetch;
}

/**
 * The AI SDK model for a config (see loadProviderModel). The provider SDK loads on the model's first call: the
 * four SDKs are ~1 MB of JavaScript that a server or a command without a model never needs (issue 14: idle
 * memory of `quoin serve`).
 */
export function createLanguageModel(
  config: ModelConfig,
  options: CreateLanguageModelOptions = {},
): LanguageModelV3 {
  let loaded: Promise<LanguageModelV3> | undefined;
  const model = () => {
    loaded ??= loadProviderModel(config, options);
    return loaded;
  };
  return {
    specificationVersion: 'v3',
    provider: providerNameOf(config),
    modelId: config.modelId,
    get supportedUrls() {
      return model().then((loadedModel) => loadedModel.supportedUrls);
    },
    doGenerate: async (callOptions: LanguageModelV3CallOptions) => (await model()).doGenerate(callOptions),
    doStream: async (callOptions: LanguageModelV3CallOptions) => (await model()).doStream(callOptions),
  };
}
