import type { DrawingSet } from '../model/drawing-set.ts';
import type { DrawingIndex, Evidence } from './drawing-index.ts';
import { evidenceOf } from './drawing-index.ts';

/** An embedding model (`QUOIN_EMBEDDING_MODEL`), passed in by the composition root. */
export interface EmbeddingPort {
  /** The model's name as configured; stored vectors are kept per model. */
  model: string;
  embed(texts: readonly string[]): Promise<{ vectors: number[][]; inputTokens: number; costUsd: number }>;
}

/** Where vectors are kept and searched (`@quoin/store`'s DrawingEmbeddingRepository has this shape). */
export interface VectorStorePort {
  vectorSupport(): Promise<{ available: boolean; reason?: string }>;
  storedKeys(setId: string, model: string): Promise<Set<string>>;
  saveEmbeddings(setId: string, model: string, items: { key: string; vector: number[] }[]): Promise<void>;
  nearest(
    setIds: readonly string[],
    model: string,
    vector: readonly number[],
    limit: number,
  ): Promise<{ setId: string; key: string; distance: number }[]>;
}

export interface DenseOptions {
  embedder: EmbeddingPort;
  vectors: VectorStorePort;
}

const BATCH = 64;

/** Embeds the evidence of a set not yet embedded with this model (resumable); returns what it did. */
export async function embedSet(
  set: DrawingSet,
  { embedder, vectors }: DenseOptions,
): Promise<{ embedded: number; inputTokens: number; costUsd: number; skipped?: string }> {
  const support = await vectors.vectorSupport();
  if (!support.available) return { embedded: 0, inputTokens: 0, costUsd: 0, skipped: support.reason };
  const stored = await vectors.storedKeys(set.id, embedder.model);
  const todo = evidenceOf(set)
    .map((unit, n) => ({ key: `${set.id}#${n}`, text: unit.text }))
    .filter((item) => !stored.has(item.key));
  let inputTokens = 0;
  let costUsd = 0;
  for (let start = 0; start < todo.length; start += BATCH) {
    const batch = todo.slice(start, start + BATCH);
    const result = await embedder.embed(batch.map((item) => item.text));
    inputTokens += result.inputTokens;
    costUsd += result.costUsd;
    await vectors.saveEmbeddings(
      set.id,
      embedder.model,
      batch.map((item, i) => ({ key: item.key, vector: result.vectors[i] ?? [] })),
    );
  }
  return { embedded: todo.length, inputTokens, costUsd };
}

/**
 * Reciprocal-rank fusion: each list contributes 1 / (k + rank) per item; the result is an order, nothing more.
 * Its scores say how high both retrievers placed a unit, not whether the unit answers the question: the
 * sufficiency check reads the unit's words, never these scores.
 */
export function reciprocalRankFusion<T>(lists: readonly (readonly T[])[], k = 60): T[] {
  const scores = new Map<T, number>();
  for (const list of lists) {
    list.forEach((item, rank) => {
      scores.set(item, (scores.get(item) ?? 0) + 1 / (k + rank + 1));
    });
  }
  return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([item]) => item);
}

/** The dense neighbours of a question over the index's sets, or why there are none (lexical fallback). */
export async function denseNeighbours(
  question: string,
  index: DrawingIndex,
  { embedder, vectors }: DenseOptions,
  limit = 40,
): Promise<{ hits: Evidence[]; inputTokens: number; costUsd: number; note?: string }> {
  const support = await vectors.vectorSupport();
  if (!support.available)
    return { hits: [], inputTokens: 0, costUsd: 0, ...(support.reason ? { note: support.reason } : {}) };
  const { vectors: [query] = [], inputTokens, costUsd } = await embedder.embed([question]);
  if (!query || query.length === 0) return { hits: [], inputTokens, costUsd };
  const near = await vectors.nearest(
    index.sets.map((s) => s.id),
    embedder.model,
    query,
    limit,
  );
  const byKey = new Map(index.keys.map((key, i) => [key, index.evidence[i] as Evidence]));
  const hits = near.map((n) => byKey.get(n.key)).filter((e): e is Evidence => e !== undefined);
  return { hits, inputTokens, costUsd };
}
