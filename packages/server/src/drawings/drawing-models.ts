import { type Env, imageDescriberFromEnv, textEmbedderFromEnv, textModelFromEnv } from '@quoin/agents';
import type { CaptionCachePort, DenseOptions, DrawingModel, VisionPort } from '@quoin/drawings';
import type { Store } from '@quoin/store';

/**
 * The models drawing routes use: each absent → that part stays offline (BM25 alone, offline captions, extractive
 * answers), as in the CLI without the variable.
 */
export interface DrawingModels {
  /** Answers questions (route, then answer: at most 2 calls). */
  model?: DrawingModel;
  /** Embeds evidence at ingestion and questions at ask; fused with BM25 by reciprocal rank. */
  dense?: DenseOptions;
  /** Captions each sheet at ingestion, cached by page image hash. */
  vision?: { vision: VisionPort; cache: CaptionCachePort };
}

/**
 * The same variables the CLI reads (QUOIN_MODEL, QUOIN_EMBEDDING_MODEL, QUOIN_VISION_MODEL and their base URLs
 * and prices), over the store's vectors and caption cache. Provider SDKs load on a model's first call.
 */
export function drawingModelsFromEnv(
  env: Env,
  store: Pick<Store, 'drawingEmbeddings' | 'drawingCaptions'>,
  options: { fetch?: typeof globalThis.fetch } = {},
): DrawingModels {
  const model = textModelFromEnv(env, options);
  const embedder = textEmbedderFromEnv(env, options);
  const vision = imageDescriberFromEnv(env, options);
  return {
    ...(model ? { model } : {}),
    ...(embedder ? { dense: { embedder, vectors: store.drawingEmbeddings } } : {}),
    ...(vision ? { vision: { vision, cache: store.drawingCaptions } } : {}),
  };
}

/**
 * The same models over another view of the store (an organisation's): its vectors and its caption cache, so
 * one organisation's drawing Q&A and ingestion never read or write another's.
 */
export function drawingModelsOver(
  models: DrawingModels,
  store: Pick<Store, 'drawingEmbeddings' | 'drawingCaptions'>,
): DrawingModels {
  return {
    ...(models.model ? { model: models.model } : {}),
    ...(models.dense ? { dense: { ...models.dense, vectors: store.drawingEmbeddings } } : {}),
    ...(models.vision ? { vision: { ...models.vision, cache: store.drawingCaptions } } : {}),
  };
}
