import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { QuoinError } from '@quoin/core';
import {
  type AddSetResult,
  addDrawingSet,
  drawingFilePath,
  saveDrawingFile,
  sha256Hex,
} from '@quoin/drawings';
import type { AppContext } from '../app-deps.ts';
import { answerPermanentRefusal, throwIfRefused } from './job-outcome.ts';
import type { JobData, JobHandler } from './job-queue.ts';
import { inJobScope, type JobScope, jobScopeOf } from './job-scope.ts';

/** How long `POST /api/drawing-sets` waits for a queued ingestion before answering that it is still going. */
export const DRAWING_INGESTION_WAIT_MS = 300_000;

/** What a drawing-ingestion job carries: the PDF by its hash (kept in the uploads folder) and the set's id. */
export interface DrawingIngestionData extends JobScope {
  sha256: string;
  fileName: string;
  setId: string;
  actor: string;
  name?: string;
  estimateId?: string;
}

/** The embeddings and captions an ingestion made (with models configured), for the upload's answer. */
type Added = Extract<AddSetResult, { status: 'added' }>;
export type IngestionReport = Partial<Pick<Added, 'embeddings' | 'captions'>>;

/**
 * Reads a drawing set from its PDF in the uploads folder (a worker shares it with the servers: one QUOIN_HOME
 * on a shared disk) and stores it, sending page progress to the estimate's sockets (from a worker, through the
 * fan-out). A set is keyed by its PDF's hash, so a retry after the set was stored finds it and adds nothing.
 */
export function drawingIngestionHandler(base: AppContext): JobHandler {
  return (raw: JobData) => inJobScope(base, raw, (context) => ingest(context, raw));
}

async function ingest(context: AppContext, raw: JobData): Promise<JobData> {
  const data = raw as unknown as DrawingIngestionData;
  try {
    const bytes = await readFile(drawingFilePath(context.uploadsDir, data.sha256)).catch(() => {
      throw new QuoinError(
        'NOT_FOUND',
        `The drawing PDF ${data.sha256} is not in this process's uploads folder; a worker needs the servers' QUOIN_HOME.`,
        { sha256: data.sha256 },
      );
    });
    // The CLI's paths when models are configured (serve and worker read the same variables).
    const models = context.drawingModels ?? {};
    const result = await addDrawingSet(
      context.store.drawings,
      {
        bytes: new Uint8Array(bytes),
        fileName: data.fileName,
        ...(data.name ? { name: data.name } : {}),
        ...(data.estimateId ? { estimateId: data.estimateId } : {}),
        actor: data.actor,
        newId: () => data.setId,
        now: context.clock,
        ...(models.dense ? { dense: models.dense } : {}),
        ...(models.vision ? { vision: models.vision } : {}),
      },
      (progress) => {
        if (!data.estimateId) return;
        context.hub.broadcast(data.estimateId, {
          type: 'drawing_ingest_progress',
          fileName: data.fileName,
          page: progress.page,
          pageCount: progress.pageCount,
          sheet: progress.sheet.number,
          textClass: progress.sheet.textClass,
        });
      },
    );
    // What the upload's answer reports: embeddings and captions made (a JobOutput the waiting request reads).
    if (result.status !== 'added') return {};
    const report: IngestionReport = {
      ...(result.embeddings ? { embeddings: result.embeddings } : {}),
      ...(result.captions ? { captions: result.captions } : {}),
    };
    return report;
  } catch (error) {
    return answerPermanentRefusal(error);
  }
}

/**
 * Adds a drawing set as a `drawing-ingestion` job: the PDF is kept first (the job reads it from there), then
 * the job runs in this request (single-process mode) or on a `quoin worker` (QUOIN_JOBS=queue), waited for.
 */
export async function ingestDrawingsAsJob(
  context: AppContext,
  input: { bytes: Uint8Array; fileName: string; actor: string; name?: string; estimateId?: string },
  waitMs = DRAWING_INGESTION_WAIT_MS,
): Promise<Pick<AddSetResult, 'status' | 'set'> & IngestionReport> {
  const sha256 = sha256Hex(input.bytes);
  const existing = await context.store.drawings.findBySha256(sha256);
  if (existing) {
    // The file backs the sheet images: kept again in case this folder lost it.
    await saveDrawingFile(context.uploadsDir, sha256, input.bytes);
    return { status: 'unchanged', set: existing };
  }
  // Refused here rather than retried on the queue (drawing-library's own rule, checked early).
  if ((input.name ?? basename(input.fileName, extname(input.fileName))).trim() === '')
    throw new QuoinError('VALIDATION_FAILED', 'A drawing set needs a name (--name).');
  await saveDrawingFile(context.uploadsDir, sha256, input.bytes);
  const data: DrawingIngestionData = {
    sha256,
    fileName: input.fileName,
    setId: context.newId('dset'),
    actor: input.actor,
    ...jobScopeOf(context),
    ...(input.name ? { name: input.name } : {}),
    ...(input.estimateId ? { estimateId: input.estimateId } : {}),
  };
  const ended = await context.jobs.enqueueAndWait('drawing-ingestion', data as unknown as JobData, waitMs);
  throwIfRefused(ended);
  const set = await context.store.drawings.findBySha256(sha256);
  if (ended.outcome === 'completed' && set)
    return {
      status: set.id === data.setId ? 'added' : 'unchanged',
      set,
      ...(ended.output as IngestionReport | undefined),
    };
  if (ended.outcome === 'failed')
    throw new QuoinError(
      'INTERNAL',
      `Reading the drawing set failed on every try; the workers' log says why.`,
      {
        sha256,
      },
    );
  throw new QuoinError(
    'UNAVAILABLE',
    `The drawing set is still being read on a worker; GET /api/drawing-sets lists it when it is stored.`,
    { sha256 },
  );
}
