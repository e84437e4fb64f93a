import { QuoinError } from '@quoin/core';
import { askDrawings, renderSheetPng, resolveSet } from '@quoin/drawings';
import { ingestDrawingsAsJob } from '../jobs/drawing-ingestion-job.ts';
import { loadEstimate } from './estimate-routes.ts';
import { readFilePart } from './read-file-part.ts';
import { type HandlerFactory, REST_ACTOR } from './route-handler.ts';
import { displayName } from './upload-routes.ts';

type AddQuery = { name?: string; estimateId?: string };

/** Drawing sets: ingest a PDF (progress to the estimate's sockets), list, sheets, ask, feedback. */
export const drawingHandlers: HandlerFactory = (context) => {
  // The CLI's paths when models are configured (serve reads the same variables); none → offline, BM25 alone.
  const models = context.drawingModels ?? {};
  return {
    async addDrawingSet({ query, request }, reply) {
      const { name, estimateId } = query as AddQuery;
      if (estimateId) await loadEstimate(context, estimateId);
      const { bytes, name: fileName } = await readFilePart(request);
      const file = displayName(fileName) ?? 'drawings.pdf';
      // A job: in this request, or on a worker with QUOIN_JOBS=queue (jobs/drawing-ingestion-job.ts).
      const result = await ingestDrawingsAsJob(context, {
        bytes: new Uint8Array(bytes),
        fileName: file,
        ...(name ? { name } : {}),
        ...(estimateId ? { estimateId } : {}),
        actor: REST_ACTOR,
      });
      reply.code(result.status === 'added' ? 201 : 200);
      if (result.status !== 'added') return { status: result.status, set: result.set };
      return {
        status: result.status,
        set: result.set,
        ...(result.embeddings ? { embeddings: result.embeddings } : {}),
        ...(result.captions ? { captions: result.captions } : {}),
      };
    },

    async listDrawingSets({ query }) {
      const { estimateId } = query as { estimateId?: string };
      return { sets: await context.store.drawings.listSets(estimateId ? { estimateId } : {}) };
    },

    async listDrawingSheets({ params }) {
      const { setId } = params as { setId: string };
      const summary = await resolveSet(context.store.drawings, setId);
      const stored = await context.store.drawings.getSet(summary.id);
      if (!stored)
        throw new QuoinError('NOT_FOUND', `No drawing set ${setId}.`, { kind: 'drawing set', id: setId });
      return {
        set: summary,
        sheets: stored.sheets.map(({ page, number, title, textClass, note, regions }) => ({
          page,
          number,
          title,
          textClass,
          ...(note ? { note } : {}),
          regions: regions.map(({ id, kind, label, bbox }) => ({ id, kind, label, bbox })),
        })),
      };
    },

    async getDrawingPageImage({ params, query }, reply) {
      const { setId, page } = params as { setId: string; page: number };
      const { width } = query as { width: number };
      const summary = await resolveSet(context.store.drawings, setId);
      const png = await renderSheetPng(context.uploadsDir, summary.sha256, page, width);
      reply.header('content-type', 'image/png');
      reply.header('cache-control', 'private, max-age=86400');
      return reply.send(png);
    },

    async askDrawings({ body }) {
      const { question, set } = body as { question: string; set?: string };
      return askDrawings(context.store.drawings, question, {
        ...(set ? { set } : {}),
        actor: REST_ACTOR,
        newId: () => context.newId('q'),
        ...(models.model ? { model: models.model } : {}),
        ...(models.dense ? { dense: models.dense } : {}),
      });
    },

    async recordDrawingFeedback({ params, body }) {
      const { questionId } = params as { questionId: string };
      const { feedback, note } = body as { feedback: 'up' | 'down'; note?: string };
      await context.store.drawings.recordFeedback(questionId, feedback, note, { actor: REST_ACTOR });
      return { questionId, feedback };
    },
  };
};
