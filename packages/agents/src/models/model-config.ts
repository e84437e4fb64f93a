import { ModelConfigError } from './model-config-error.ts';

export const MODEL_PROVIDERS = ['openai', 'anthropic', 'google', 'openai-compatible'] as const;
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

/** Environment variables as strings; passed in so nothing here reads `process.env`. */
export type Env = Readonly<Record<string, string | undefined>>;

/** Which model to call and how to reach it. */
export interface ModelConfig {
  provider: ModelProvider;
  /** As the provider spells it: `gpt-4.1-mini`, `claude-sonnet-4-5`, `llama3.1:8b`. */
  modelId: string;
  /** Overrides the provider's endpoint (`QUOIN_MODEL_BASE_URL`). */
  baseUrl?: string;
  apiKey?: string;
}

/**
 * The providers' own key variables (the ones their SDKs read). openai-compatible servers (Ollama, LM Studio,
 * vLLM, llama.cpp) often need none; `QUOIN_MODEL_API_KEY` passes one when they do.
 */
export const API_KEY_VARIABLES: Readonly<Record<ModelProvider, string>> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
  'openai-compatible': 'QUOIN_MODEL_API_KEY',
};

function isProvider(name: string): name is ModelProvider {
  return (MODEL_PROVIDERS as readonly string[]).includes(name);
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseBaseUrl(text: string): string {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return text.replace(/\/+$/, '');
  } catch {
    // fall through to the error below
  }
  throw new ModelConfigError(
    'QUOIN_MODEL_BASE_URL',
    `QUOIN_MODEL_BASE_URL must be an http(s) URL such as http://127.0.0.1:11434/v1 (got "${text}")`,
  );
}

/**
 * Reads `QUOIN_MODEL=provider:model`, `QUOIN_MODEL_BASE_URL` and the provider's key variable.
 * @example modelConfigFromEnv({ QUOIN_MODEL: 'openai:gpt-4.1-mini', OPENAI_API_KEY: 'sk-…' })
 */
export function modelConfigFromEnv(env: Env): ModelConfig {
  const spec = nonEmpty(env.QUOIN_MODEL);
  const example = 'e.g. QUOIN_MODEL=openai:gpt-4.1-mini or QUOIN_MODEL=openai-compatible:llama3.1:8b';
  if (!spec) throw new ModelConfigError('QUOIN_MODEL', `Set QUOIN_MODEL to provider:model (${example})`);
  // Split at the first colon only: local model ids carry their own (`llama3.1:8b`).
  const colon = spec.indexOf(':');
  const provider = colon < 0 ? spec : spec.slice(0, colon).trim();
  const modelId = colon < 0 ? '' : spec.slice(colon + 1).trim();
  if (!isProvider(provider)) {
    throw new ModelConfigError(
      'QUOIN_MODEL',
      `QUOIN_MODEL provider "${provider}" is not one of ${MODEL_PROVIDERS.join(', ')} (${example})`,
    );
  }
  if (!modelId)
    throw new ModelConfigError('QUOIN_MODEL', `QUOIN_MODEL names no model after "${provider}:" (${example})`);
  const baseText = nonEmpty(env.QUOIN_MODEL_BASE_URL);
  const baseUrl = baseText === undefined ? undefined : parseBaseUrl(baseText);
  const keyVariable = API_KEY_VARIABLES[provider];
  const apiKey = nonEmpty(env[keyVariable]);
  if (provider === 'openai-compatible' && !baseUrl) {
    throw new ModelConfigError(
      'QUOIN_MODEL_BASE_URL',
      'Set QUOIN_MODEL_BASE_URL to the server of an openai-compatible model (e.g. http://127.0.0.1:11434/v1 for Ollama)',
    );
  }
  if (provider !== 'openai-compatible' && !apiKey) {
    throw new ModelConfigError(
      keyVariable,
      `Set ${keyVariable} to use ${provider} models (QUOIN_MODEL=${spec})`,
    );
  }
  return { provider, modelId, ...(baseUrl ? { baseUrl } : {}), ...(apiKey ? { apiKey } : {}) };
}
