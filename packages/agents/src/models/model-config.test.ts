import { caughtError } from '@quoin/testkit/errors';
import { describe, expect, it } from 'vitest';
import { modelConfigFromEnv } from './model-config.ts';
import { isModelConfigError } from './model-config-error.ts';

describe('modelConfigFromEnv', () => {
  it.each([
    [
      { QUOIN_MODEL: 'openai:gpt-4.1-mini', OPENAI_API_KEY: 'sk-1' },
      { provider: 'openai', modelId: 'gpt-4.1-mini', apiKey: 'sk-1' },
    ],
    [
      { QUOIN_MODEL: 'anthropic:claude-sonnet-4-5', ANTHROPIC_API_KEY: 'a-1' },
      { provider: 'anthropic', modelId: 'claude-sonnet-4-5', apiKey: 'a-1' },
    ],
    [
      { QUOIN_MODEL: 'google:gemini-2.5-flash', GOOGLE_GENERATIVE_AI_API_KEY: 'g-1' },
      { provider: 'google', modelId: 'gemini-2.5-flash', apiKey: 'g-1' },
    ],
    [
      { QUOIN_MODEL: 'openai-compatible:llama3.1:8b', QUOIN_MODEL_BASE_URL: 'http://127.0.0.1:11434/v1/' },
      { provider: 'openai-compatible', modelId: 'llama3.1:8b', baseUrl: 'http://127.0.0.1:11434/v1' },
    ],
    [
      {
        QUOIN_MODEL: 'openai:gpt-4o',
        OPENAI_API_KEY: 'sk-2',
        QUOIN_MODEL_BASE_URL: 'https://gateway.example/v1',
      },
      { provider: 'openai', modelId: 'gpt-4o', apiKey: 'sk-2', baseUrl: 'https://gateway.example/v1' },
    ],
  ])('reads %j', (env, expected) => {
    expect(modelConfigFromEnv(env)).toEqual(expected);
  });

  it.each([
    [{}, 'QUOIN_MODEL'],
    [{ QUOIN_MODEL: 'mistral:large' }, 'QUOIN_MODEL'],
    [{ QUOIN_MODEL: 'openai:' }, 'QUOIN_MODEL'],
    [{ QUOIN_MODEL: 'openai:gpt-4o' }, 'OPENAI_API_KEY'],
    [{ QUOIN_MODEL: 'anthropic:claude-haiku-4-5', OPENAI_API_KEY: 'x' }, 'ANTHROPIC_API_KEY'],
    [{ QUOIN_MODEL: 'google:gemini-2.5-pro' }, 'GOOGLE_GENERATIVE_AI_API_KEY'],
    [{ QUOIN_MODEL: 'openai-compatible:qwen3' }, 'QUOIN_MODEL_BASE_URL'],
    [
      { QUOIN_MODEL: 'openai-compatible:qwen3', QUOIN_MODEL_BASE_URL: 'localhost:1234' },
      'QUOIN_MODEL_BASE_URL',
    ],
  ])('%j fails naming %s', (env, variable) => {
    const thrown = caughtError(() => modelConfigFromEnv(env));
    expect(isModelConfigError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ variable, isRetryable: false });
    expect((thrown as Error).message).toContain(variable);
  });
});
