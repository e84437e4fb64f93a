import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { ModelConfig } from './model-config.ts';

export interface CreateLanguageModelOptions {
  /** Replaces the global fetch (tests, proxies). */
  fetch?: typeof globalThis.fetch;
}

/**
 * The AI SDK model for a config. OpenAI with a base URL speaks Chat Completions (`openai.chat`), the protocol
 * proxies and gateways copy; without one it uses the SDK's default, the Responses API.
 */
export function createLanguageModel(
  config: ModelConfig,
  options: CreateLanguageModelOptions = {},
): LanguageModelV3 {
  const common = {
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  switch (config.provider) {
    case 'openai': {
      const openai = createOpenAI(common);
      return config.baseUrl ? openai.chat(config.modelId) : openai(config.modelId);
    }
    case 'anthropic':
      return createAnthropic(common)(config.modelId);
    case 'google':
      return createGoogleGenerativeAI(common)(config.modelId);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl ?? '',
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
        // Ask for usage in streamed answers too; budgets settle on it.
        includeUsage: true,
      }).chatModel(config.modelId);
  }
}
