import { basename, extname } from 'node:path';
import { QuoinError } from '@quoin/core';
import { answerQuestion, assertValidQuestion } from '../answer/answer-question.ts';
import { answerWithModel, type DrawingModel } from '../answer/answer-with-model.ts';
import { type DrawingAnswer, NO_USAGE } from '../answer/drawing-answer.ts';
import { type CaptionCachePort, captionWithVision, type VisionPort } from '../captions/vision-captions.ts';
import { type IngestProgress, ingestDrawingSet, sha256Hex } from '../ingest/ingest-drawing-set.ts';
import { type DrawingSet, drawingSetSchema, setVersionKey } from '../model/drawing-set.ts';
import { openPageRenderer } from '../render/render-page-png.ts';
import { type DenseOptions, denseNeighbours, embedSet } from '../search/dense-retrieval.ts';
import { DrawingIndex } from '../search/drawing-index.ts';
import type { DrawingStorePort, StoredSetSummary } from './drawing-store-port.ts';

export interface AddSetInput {
  bytes: Uint8Array;
  fileName: string;
  name?: string;
  estimateId?: string;
  actor: string;
  newId: () => string;
  now: () => Date;
  /** Embeddings on: the new set's evidence is embedded after it is saved (a failure there keeps the set). */
  dense?: DenseOptions;
  /** A vision model on: each sheet gets a caption before the set is saved (cached by page image hash). */
  vision?: { vision: VisionPort; cache: CaptionCachePort };
}

// Width the vision model sees a sheet at: readable lettering on a large sheet, a bounded image.
const VISION_WIDTH_PX = 1600;

/** The outcome of adding a file: a new set (or revision), or the same bytes already stored (a no-op). */
export type AddSetResult =
  | {
      status: 'added';
      set: StoredSetSummary;
      sheets: DrawingSet['sheets'];
      /** With embeddings on: units embedded, or why not (no pgvector, the model failed). */
      embeddings?: { embedded: number; costUsd: number; note?: string };
      /** With a vision model: calls made, captions reused from the cache, cost, and pages that failed. */
      captions?: { calls: number; cached: number; costUsd: number; failures: string[] };
    }
  | { status: 'unchanged'; set: StoredSetSummary };

/**
 * Adds a PDF set: the same bytes again (sha256) change nothing; a new file under an existing name becomes the
 * next revision and the earlier one stays queryable. Ingests page by page, then saves in one transaction, so
 * a failure part way leaves what was stored before untouched.
 */
export async function addDrawingSet(
  port: DrawingStorePort,
  input: AddSetInput,
  onProgress?: (progress: IngestProgress) => void,
): Promise<AddSetResult> {
  const sha256 = sha256Hex(input.bytes);
  const existing = await port.findBySha256(sha256);
  if (existing) return { status: 'unchanged', set: existing };
  const name = (input.name ?? basename(input.fileName, extname(input.fileName))).trim();
  if (name === '') throw new QuoinError('VALIDATION_FAILED', 'A drawing set needs a name (--name).');
  const ingested = await ingestDrawingSet(
    {
      bytes: input.bytes,
      fileName: basename(input.fileName),
      name,
      id: input.newId(),
      revision: await port.nextRevision(name),
      createdAt: input.now().toISOString(),
    },
    onProgress,
  );
  const captioned = input.vision ? await captionSet(ingested, input.bytes, input.vision) : undefined;
  const set = captioned?.set ?? ingested;
  const saved = await port.saveSet(
    {
      id: set.id,
      name: set.name,
      revision: set.revision,
      sha256: set.sha256,
      fileName: set.fileName,
      pageCount: set.pageCount,
      ...(input.estimateId ? { estimateId: input.estimateId } : {}),
      sheets: set.sheets.map((sheet) => ({
        page: sheet.page,
        number: sheet.number,
        title: sheet.title,
        textClass: sheet.textClass,
        ...(sheet.note ? { note: sheet.note } : {}),
        document: sheet as unknown as Record<string, unknown>,
        regions: sheet.regions.map((r) => ({
          id: r.id,
          kind: r.kind,
          label: r.label,
          bbox: r.bbox,
          caption: r.caption,
        })),
      })),
    },
    { actor: input.actor },
  );
  const embeddings = input.dense ? await embedQuietly(set, input.dense) : undefined;
  return {
    status: 'added',
    set: saved,
    sheets: set.sheets,
    ...(embeddings ? { embeddings } : {}),
    ...(captioned ? { captions: captioned.report } : {}),
  };
}

async function captionSet(
  set: DrawingSet,
  bytes: Uint8Array,
  options: { vision: VisionPort; cache: CaptionCachePort },
): Promise<{
  set: DrawingSet;
  report: { calls: number; cached: number; costUsd: number; failures: string[] };
}> {
  const renderer = await openPageRenderer(bytes, VISION_WIDTH_PX);
  try {
    const { set: captioned, ...report } = await captionWithVision(set, {
      ...options,
      render: renderer.render,
    });
    return { set: captioned, report };
  } finally {
    await renderer.close();
  }
}

async function embedQuietly(
  set: DrawingSet,
  dense: DenseOptions,
): Promise<{ embedded: number; costUsd: number; note?: string }> {
  try {
    const done = await embedSet(set, dense);
    return {
      embedded: done.embedded,
      costUsd: done.costUsd,
      ...(done.skipped ? { note: done.skipped } : {}),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { embedded: 0, costUsd: 0, note: `embedding failed (${reason}); questions use lexical search` };
  }
}

/** Finds a set by id, `name` (its latest revision) or `name@revision`; NOT_FOUND names what exists. */
export async function resolveSet(port: DrawingStorePort, selector: string): Promise<StoredSetSummary> {
  const sets = await port.listSets();
  const [name, revision] = selector.split('@');
  const match =
    sets.find((s) => s.id === selector) ??
    (revision
      ? sets.find((s) => s.name === name && String(s.revision) === revision)
      : sets.filter((s) => s.name === selector).sort((a, b) => b.revision - a.revision)[0]);
  if (!match) {
    const known =
      [...new Set(sets.map((s) => s.name))].join(', ') || 'none yet (quoin drawings add FILE.pdf)';
    throw new QuoinError('NOT_FOUND', `No drawing set "${selector}". Sets: ${known}.`, { selector });
  }
  return match;
}

/** Loads sets, validating each stored sheet document against this package's schema. */
export async function loadDrawingSets(port: DrawingStorePort, selector?: string): Promise<DrawingSet[]> {
  const summaries = selector
    ? [await resolveSet(port, selector)]
    : (await port.listSets()).filter((s) => !s.superseded);
  const sets: DrawingSet[] = [];
  for (const summary of summaries) {
    const stored = await port.getSet(summary.id);
    if (!stored) continue;
    sets.push(
      drawingSetSchema.parse({
        id: stored.id,
        name: stored.name,
        sha256: stored.sha256,
        fileName: stored.fileName,
        revision: stored.revision,
        pageCount: stored.pageCount,
        createdAt: summary.createdAt,
        sheets: stored.sheets.map((s) => s.document),
      }),
    );
  }
  return sets;
}

/** Part of the answer cache key: bump it when ingestion or answering changes, so old answers are not served. */
export const ANSWERER_VERSION = 'answers-2026-11-25.7';

const indexes = new Map<string, DrawingIndex>();

/** One index per set version in this process: a repeated question does not rebuild BM25. */
export function indexFor(sets: readonly DrawingSet[]): DrawingIndex {
  const key = setVersionKey(sets);
  let index = indexes.get(key);
  if (!index) {
    index = new DrawingIndex(sets);
    indexes.set(key, index);
    if (indexes.size > 16) indexes.delete(indexes.keys().next().value as string);
  }
  return index;
}

/** Asks a question of stored sets: cached answer per question and set version, else answered and logged. */
export async function askDrawings(
  port: DrawingStorePort,
  question: string,
  options: { set?: string; actor: string; newId: () => string; model?: DrawingModel; dense?: DenseOptions },
): Promise<DrawingAnswer & { id: string }> {
  const text = assertValidQuestion(question);
  const sets = await loadDrawingSets(port, options.set);
  if (sets.length === 0) {
    throw new QuoinError('NOT_FOUND', 'No drawing sets yet: add one with quoin drawings add FILE.pdf.');
  }
  const index = indexFor(sets);
  const version = `${ANSWERER_VERSION}|${setVersionKey(sets)}`;
  const stored = await port.findCachedAnswer(text, version);
  // A cached answer costs nothing this time: its usage is zero, and the log records it as such.
  const answer: DrawingAnswer = stored
    ? { ...(stored.answer as unknown as DrawingAnswer), cached: true, latencyMs: 0, usage: NO_USAGE }
    : await answerFresh(text, index, options);
  const id = options.newId();
  await port.recordQuestion(
    {
      id,
      question: text,
      setVersion: version,
      answer: answer as unknown as Record<string, unknown>,
      abstained: answer.abstained,
      intent: answer.intent,
      latencyMs: answer.latencyMs,
      usage: answer.usage,
    },
    { actor: options.actor },
  );
  return { id, ...answer };
}

/** A new answer: dense neighbours first when embeddings are on (falling back to BM25 alone, saying why). */
async function answerFresh(
  text: string,
  index: DrawingIndex,
  options: { model?: DrawingModel; dense?: DenseOptions },
): Promise<DrawingAnswer> {
  let dense: Awaited<ReturnType<typeof denseNeighbours>> | undefined;
  let note: string | undefined;
  if (options.dense) {
    try {
      dense = await denseNeighbours(text, index, options.dense);
      note = dense.note;
    } catch (error) {
      note = `embedding the question failed (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  const hits = dense && dense.hits.length > 0 ? dense.hits : undefined;
  const answer = options.model
    ? await answerWithModel(text, index, options.model, undefined, hits)
    : answerQuestion(text, index, hits ? { dense: hits } : {});
  if (!options.dense) return answer;
  return {
    ...answer,
    usage: {
      ...answer.usage,
      inputTokens: answer.usage.inputTokens + (dense?.inputTokens ?? 0),
      costUsd: answer.usage.costUsd + (dense?.costUsd ?? 0),
    },
    retrieval: hits ? { mode: 'hybrid' } : { mode: 'lexical', ...(note ? { note } : {}) },
  };
}
