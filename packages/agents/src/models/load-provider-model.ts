import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { CreateLanguageModelOptions } from './create-language-model.ts';
import type { ModelConfig } from './model-config.ts';

/**
 * The provider SDK's model for a config, the SDK imported now: OpenAI with a base URL speaks Chat Completions
 * (`openai.chat`), the protocol proxies and gateways copy; without one it uses the SDK's default, the Responses
 * API.
 */
export async function loadProviderModel(
  config: ModelConfig,
  options: CreateLanguageModelOptions = {},
): Promise<LanguageModelV3> {
  const common = {
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  switch (config.provider) {
    case 'openai': {
      const openai = (await import('@ai-sdk/openai')).createOpenAI(common);
      return config.baseUrl ? openai.chat(config.modelId) : openai(config.modelId);
    }
    case 'anthropic':
      return (await import('@ai-sdk/anthropic')).createAnthropic(common)(config.modelId);
    case 'google':
      return (await import('@ai-sdk/google')).createGoogleGenerativeAI(common)(config.modelId);
    case 'openai-compatible':
      return (await import('@ai-sdk/openai-compatible'))
        .createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: config.baseUrl ?? '',
          ...(config.apiKey ? { apiKey: config.apiKey } : {}),
          ...(options.fetch ? { fetch: options.fetch } : {}),
          // Ask for usage in streamed answers too; budgets settle on it.
          includeUsage: true,
        })
        .chatModel(config.modelId);
  }
}

/** The `provider` name the SDK's model reports, known before the SDK loads. */
export function providerNameOf(config: ModelConfig): string {
  switch (config.provider) {
    case 'openai':
      return config.baseUrl ? 'openai.chat' : 'openai.responses';
    case 'anthropic':
      return 'anthropic.messages';
    case 'google':
      return 'google.generative-ai';
    case 'openai-compatible':
      return 'openai-compatible.chat';
  }
}
