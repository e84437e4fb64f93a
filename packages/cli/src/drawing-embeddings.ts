import type { DenseOptions, VectorStorePort } from '@quoin/drawings';
import type { CliContext } from './cli-context.ts';

/**
 * Embeddings for drawing search from QUOIN_EMBEDDING_MODEL (AI SDK `embedMany` through the agents' provider
 * factory), priced per input token; undefined when none is configured (lexical search only). The vectors go
 * to the store (pgvector); where it has none, answers say that search stayed lexical.
 */
export async function drawingEmbeddingsFromEnv(
  context: Pick<CliContext, 'env'>,
  vectors: VectorStorePort,
  options: { fetch?: typeof globalThis.fetch } = {},
): Promise<DenseOptions | undefined> {
  if (!context.env.QUOIN_EMBEDDING_MODEL?.trim()) return undefined;
  const [agents, { embedMany }] = await Promise.all([import('@quoin/agents'), import('ai')]);
  const config = agents.embeddingConfigFromEnv(context.env);
  if (!config) return undefined;
  const model = agents.createEmbeddingModel(config, options);
  return {
    vectors,
    embedder: {
      model: `${config.provider}:${config.modelId}`,
      async embed(texts) {
        const result = await embedMany({ model, values: [...texts], maxRetries: 1 });
        const tokens = result.usage?.tokens ?? 0;
        return {
          vectors: result.embeddings,
          inputTokens: tokens,
          costUsd: agents.tokensCostMicroUsd(tokens, config.usdPerMillionTokens) / 1_000_000,
        };
      },
    },
  };
}
