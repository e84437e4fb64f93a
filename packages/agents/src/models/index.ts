export {
  createEmbeddingModel,
  type EmbeddingConfig,
  embeddingConfigFromEnv,
} from './create-embedding-model.ts';
export * from './create-language-model.ts';
export * from './model-config.ts';
export * from './model-config-error.ts';
export * from './model-prices.ts';
export * from './token-usage.ts';
