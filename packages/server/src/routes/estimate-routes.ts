import {
  type Estimate,
  lookupLocation,
  parseScope,
  QuoinError,
  relocateAndRecheck,
  toEstimateLocation,
  zipOfAddress,
} from '@quoin/core';
import type { CreateEstimateBody, ListEstimatesQuery, UpdateEstimateBody } from '@quoin/protocol';
import type { AppContext } from '../app-deps.ts';
import { blankEstimate, editEstimate, viewOf } from '../estimate-service.ts';
import { applyHeaderPatch } from '../header/apply-header-patch.ts';
import { estimateChangedEvents } from '../live/live-hub.ts';
import { acceptsGzip } from '../read-cache/content-coding.ts';
import { gzipEtag, matchesEtag } from '../read-cache/etag.ts';
import { type HandlerFactory, REST_ACTOR } from './route-handler.ts';

type IdParams = { id: string };
type DuplicateBody = { title?: string } | undefined;

export async function loadEstimate(context: AppContext, id: string) {
  const estimate = await context.store.estimates.getEstimate(id);
  if (!estimate) throw new QuoinError('NOT_FOUND', `No estimate with id ${id}.`, { kind: 'estimate', id });
  return estimate;
}

/** Tells the estimate's sockets that a REST write changed it. */
export function announce(context: AppContext, view: ReturnType<typeof viewOf>): void {
  const { estimate, totals } = view;
  context.hub.broadcastAll(
    estimate.id,
    estimateChangedEvents({ ...estimate, grandTotalCents: totals.grandTotalCents }),
  );
}

/** List, create, get, update, archive and duplicate estimates. */
export const estimateHandlers: HandlerFactory = (context) => ({
  async listEstimates({ query }) {
    const { search, limit, offset, includeArchived } = query as ListEstimatesQuery;
    const page = await context.store.estimates.listEstimates({
      limit,
      offset,
      includeArchived,
      ...(search ? { search } : {}),
    });
    return { ...page, limit, offset };
  },

  async createEstimate({ body }, reply) {
    const { title, zip, text, settings } = body as CreateEstimateBody;
    // Parse before writing: text the parser cannot read creates nothing (422 SCOPE_NOT_UNDERSTOOD).
    const scope = text
      ? parseScope(text, { registry: context.registry, ...(zip ? { defaultZip: zip } : {}) })
      : undefined;
    const start = blankEstimate(context, {
      title,
      ...(zip ? { zip } : {}),
      ...(settings ? { settings } : {}),
    });
    // Numbered when created, not at its first header save (issue #15): the number is on every export from the start.
    start.header = { ...start.header, estimateNumber: await context.store.estimateNumbers.next() };
    const saved = await context.store.estimates.saveEstimate(start, { actor: REST_ACTOR });
    const plan = scope
      ? await context.store.plans.proposePlan(
          {
            estimateId: saved.id,
            plan: scope.plan,
            summary: scope.plan.summary ?? '',
            id: context.newId('plan'),
          },
          { actor: REST_ACTOR },
        )
      : undefined;
    reply.code(201);
    return viewOf(saved, plan);
  },

  async getEstimate({ params, request }, reply) {
    const { id } = params as IdParams;
    if (context.readCache) {
      const read = await context.readCache.read(id, context.store);
      const gzipped = read.gzipped && acceptsGzip(request.headers['accept-encoding']);
      // A coding's bytes get their own tag (RFC 9110 §8.8.3); either tag names this version for a 304.
      const etag = gzipped ? gzipEtag(read.etag) : read.etag;
      // no-cache: a browser keeps the body but asks each time; the stamp check answers 304 when unchanged.
      const vary = reply.getHeader('vary');
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      const ifNoneMatch = request.headers['if-none-match'];
      if (matchesEtag(ifNoneMatch, read.etag) || matchesEtag(ifNoneMatch, gzipEtag(read.etag)))
        return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (!gzipped) return read.body;
      reply.header('content-encoding', 'gzip');
      return read.gzipped;
    }
    const estimate = await loadEstimate(context, id);
    return viewOf(estimate, await context.store.plans.getPendingPlan(id));
  },

  async updateEstimate({ params, body }) {
    const { id } = params as IdParams;
    const { version, zip, settings, header, ...fields } = body as UpdateEstimateBody;
    // The number is the store's (a sequence), given the first time a header is saved.
    const needsNumber = header && !(await loadEstimate(context, id)).header?.estimateNumber;
    const estimateNumber = needsNumber ? await context.store.estimateNumbers.next() : undefined;
    const issuedOn = context.clock().toISOString().slice(0, 10);
    // A ZIP given, or one in a new job address, moves the estimate there and prices its lines again.
    const newZip = zip ?? (header?.jobAddress ? zipOfAddress(header.jobAddress) : undefined);
    const saved = await editEstimate(
      context,
      id,
      version,
      (estimate) => {
        const edited: Estimate = {
          ...estimate,
          ...fields,
          ...(settings ? { settings: { ...estimate.settings, ...settings } } : {}),
          ...(header
            ? {
                header: applyHeaderPatch(estimate.header, header, {
                  ...(estimateNumber ? { estimateNumber } : {}),
                  issuedOn,
                }),
              }
            : {}),
        };
        if (!newZip || newZip === estimate.location?.input) return edited;
        return relocateAndRecheck(edited, toEstimateLocation(lookupLocation(newZip)), context.registry)
          .estimate;
      },
      REST_ACTOR,
    );
    const view = viewOf(saved);
    announce(context, view);
    return view;
  },

  async archiveEstimate({ params }) {
    const { id } = params as IdParams;
    return context.store.estimates.archiveEstimate(id, { actor: REST_ACTOR });
  },

  async duplicateEstimate({ params, body }, reply) {
    const { id } = params as IdParams;
    const title = (body as DuplicateBody)?.title;
    const copy = await context.store.estimates.duplicateEstimate(
      id,
      context.newId('est'),
      { actor: REST_ACTOR },
      {
        ...(title ? { title } : {}),
        estimateNumber: await context.store.estimateNumbers.next(),
      },
    );
    reply.code(201);
    return viewOf(copy);
  },
});
