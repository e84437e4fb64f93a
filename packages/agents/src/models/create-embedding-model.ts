import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModelV3 } from '@ai-sdk/provider';
import { type Env, type ModelConfig, modelConfigFromEnv } from './model-config.ts';
import { ModelConfigError } from './model-config-error.ts';

/** An embedding model to reach and what its input costs (USD per million tokens). */
export interface EmbeddingConfig extends ModelConfig {
  usdPerMillionTokens: number;
}

// Published list prices per million input tokens; QUOIN_EMBEDDING_PRICE overrides (e.g. "0" for a local model).
const EMBEDDING_PRICES: Readonly<Record<string, number>> = {
  'text-embedding-3-small': 0.02,
  'text-embedding-3-large': 0.13,
  'text-embedding-ada-002': 0.1,
  'text-embedding-004': 0,
  'gemini-embedding-001': 0.15,
};

/**
 * Reads `QUOIN_EMBEDDING_MODEL=provider:model` (openai, google or openai-compatible), its base URL
 * (`QUOIN_EMBEDDING_BASE_URL`, else `QUOIN_MODEL_BASE_URL`) and the provider's key variable; undefined when
 * no embedding model is configured (drawings are then searched lexically).
 */
export function embeddingConfigFromEnv(env: Env): EmbeddingConfig | undefined {
  const spec = env.QUOIN_EMBEDDING_MODEL?.trim();
  if (!spec) return undefined;
  const base = env.QUOIN_EMBEDDING_BASE_URL?.trim() || env.QUOIN_MODEL_BASE_URL?.trim();
  let config: ModelConfig;
  try {
    config = modelConfigFromEnv({ ...env, QUOIN_MODEL: spec, QUOIN_MODEL_BASE_URL: base });
  } catch (error) {
    if (error instanceof ModelConfigError)
      throw new ModelConfigError(error.variable, `QUOIN_EMBEDDING_MODEL: ${error.message}`);
    throw error;
  }
  if (config.provider === 'anthropic') {
    throw new ModelConfigError(
      'QUOIN_EMBEDDING_MODEL',
      'Anthropic has no embedding models; use openai:text-embedding-3-small, google:text-embedding-004 or an openai-compatible server',
    );
  }
  const override = env.QUOIN_EMBEDDING_PRICE?.trim();
  const price = override ? Number(override) : EMBEDDING_PRICES[config.modelId];
  if (price === undefined || !Number.isFinite(price) || price < 0) {
    throw new ModelConfigError(
      'QUOIN_EMBEDDING_PRICE',
      `No price known for embedding model "${config.modelId}"; set QUOIN_EMBEDDING_PRICE to USD per million input tokens (e.g. "0" for a local model)`,
    );
  }
  return { ...config, usdPerMillionTokens: price };
}

/** The AI SDK embedding model for a config (`fetch` replaces the global one in tests). */
export function createEmbeddingModel(
  config: ModelConfig,
  options: { fetch?: typeof globalThis.fetch } = {},
): EmbeddingModelV3 {
  const common = {
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  switch (config.provider) {
    case 'openai':
      return createOpenAI(common).embedding(config.modelId);
    case 'google':
      return createGoogleGenerativeAI(common).embedding(config.modelId);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl ?? '',
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }).embeddingModel(config.modelId);
    default:
      throw new ModelConfigError('QUOIN_EMBEDDING_MODEL', `${config.provider} has no embedding models`);
  }
}
