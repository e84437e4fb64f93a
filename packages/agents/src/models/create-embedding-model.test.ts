import { describe, expect, it } from 'vitest';
import { createEmbeddingModel, embeddingConfigFromEnv } from './create-embedding-model.ts';

describe('embeddingConfigFromEnv', () => {
  it('is undefined without QUOIN_EMBEDDING_MODEL (drawings search lexically)', () => {
    expect(embeddingConfigFromEnv({})).toBeUndefined();
  });

  it.each([
    [
      { QUOIN_EMBEDDING_MODEL: 'openai:text-embedding-3-small', OPENAI_API_KEY: 'k' },
      { provider: 'openai', modelId: 'text-embedding-3-small', usdPerMillionTokens: 0.02 },
    ],
    [
      {
        QUOIN_EMBEDDING_MODEL: 'openai-compatible:nomic-embed-text',
        QUOIN_EMBEDDING_BASE_URL: 'http://127.0.0.1:11434/v1',
        QUOIN_EMBEDDING_PRICE: '0',
      },
      { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1', usdPerMillionTokens: 0 },
    ],
  ])('reads %o', (env, expected) => {
    expect(embeddingConfigFromEnv(env)).toMatchObject(expected);
  });

  it.each([
    [{ QUOIN_EMBEDDING_MODEL: 'anthropic:claude', ANTHROPIC_API_KEY: 'k' }, /no embedding models/],
    [{ QUOIN_EMBEDDING_MODEL: 'openai:text-embedding-3-small' }, /QUOIN_EMBEDDING_MODEL: Set OPENAI_API_KEY/],
    [{ QUOIN_EMBEDDING_MODEL: 'openai:my-embedder', OPENAI_API_KEY: 'k' }, /QUOIN_EMBEDDING_PRICE/],
    [{ QUOIN_EMBEDDING_MODEL: 'nope:x' }, /provider "nope"/],
  ])('refuses %o with a message naming what to set', (env, message) => {
    expect(() => embeddingConfigFromEnv(env)).toThrow(message);
  });

  it('builds the AI SDK embedding model of the provider', () => {
    const model = createEmbeddingModel({
      provider: 'openai',
      modelId: 'text-embedding-3-small',
      apiKey: 'k',
    });
    expect(model).toMatchObject({ modelId: 'text-embedding-3-small', specificationVersion: 'v3' });
  });
});
