import { describe, expect, it } from 'vitest';
import { createLanguageModel } from './create-language-model.ts';
import { loadProviderModel } from './load-provider-model.ts';
import type { ModelConfig } from './model-config.ts';

describe('createLanguageModel', () => {
  it.each([
    [{ provider: 'openai', modelId: 'gpt-4.1-mini', apiKey: 'k' }, 'openai.responses'],
    [
      { provider: 'openai', modelId: 'gpt-4.1-mini', apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1' },
      'openai.chat',
    ],
    [{ provider: 'anthropic', modelId: 'claude-haiku-4-5', apiKey: 'k' }, 'anthropic.messages'],
    [{ provider: 'google', modelId: 'gemini-2.5-flash', apiKey: 'k' }, 'google.generative-ai'],
    [
      { provider: 'openai-compatible', modelId: 'llama3.1:8b', baseUrl: 'http://127.0.0.1:9/v1' },
      'openai-compatible.chat',
    ],
  ] satisfies [ModelConfig, string][])('%j speaks %s', (config, provider) => {
    const model = createLanguageModel(config);
    expect(model.provider).toBe(provider);
    expect(model.modelId).toBe(config.modelId);
  });
});

describe('createLanguageModel before and after its SDK loads', () => {
  it.each([
    { provider: 'openai', modelId: 'gpt-4.1-mini', apiKey: 'k' },
    { provider: 'openai', modelId: 'gpt-4.1-mini', apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1' },
    { provider: 'anthropic', modelId: 'claude-haiku-4-5', apiKey: 'k' },
    { provider: 'google', modelId: 'gemini-2.5-flash', apiKey: 'k' },
    { provider: 'openai-compatible', modelId: 'llama3.1:8b', baseUrl: 'http://127.0.0.1:9/v1' },
  ] satisfies ModelConfig[])('%j names the provider its SDK model names', async (config) => {
    const sdkModel = await loadProviderModel(config);
    expect(createLanguageModel(config).provider).toBe(sdkModel.provider);
    expect(await createLanguageModel(config).supportedUrls).toEqual(await sdkModel.supportedUrls);
  });
});
