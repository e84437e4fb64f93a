import type { DenseOptions, VectorStorePort } from '@quoin/drawings';
import type { CliContext } from './cli-context.ts';

/**
 * Embeddings for drawing search from QUOIN_EMBEDDING_MODEL (the agents' textEmbedderFromEnv, which the server
 * uses too); undefined when none is configured (lexical search only). The vectors go to the store (pgvector);
 * where it has none, answers say that search stayed lexical.
 */
export async function drawingEmbeddingsFromEnv(
  context: Pick<CliContext, 'env'>,
  vectors: VectorStorePort,
  options: { fetch?: typeof globalThis.fetch } = {},
): Promise<DenseOptions | undefined> {
  if (!context.env.QUOIN_EMBEDDING_MODEL?.trim()) return undefined;
  const agents = await import('@quoin/agents');
  const embedder = agents.textEmbedderFromEnv(context.env, options);
  return embedder ? { vectors, embedder } : undefined;
}
