export {
  createEmbeddingModel,
  type EmbeddingConfig,
  embeddingConfigFromEnv,
} from './create-embedding-model.ts';
export {
  type CreateLanguageModelOptions,
  createLanguageModel,
} from './create-language-model.ts';
export {
  API_KEY_VARIABLES,
  type Env,
  MODEL_PROVIDERS,
  type ModelConfig,
  type ModelProvider,
  modelConfigFromEnv,
} from './model-config.ts';
export {
  isModelConfigError,
  ModelConfigError,
} from './model-config-error.ts';
export {
  type ImageDescriberPort,
  imageDescriberFromEnv,
  type ModelPortOptions,
  type ModelPortReply,
  type TextEmbedderPort,
  type TextModelPort,
  textEmbedderFromEnv,
  textModelFromEnv,
} from './model-ports-from-env.ts';
export {
  costOfUsage,
  formatMicroUsd,
  lookupModelPrice,
  MODEL_PRICE_TABLE_SOURCE,
  MODEL_PRICES,
  type ModelPrice,
  parseModelPrice,
  resolveModelPrice,
  tokensCostMicroUsd,
} from './model-prices.ts';
export {
  addUsage,
  type TokenUsage,
  tokenUsageOf,
  tokenUsageOfProvider,
  ZERO_USAGE,
} from './token-usage.ts';
