import {
  estimateFromTemplate,
  finalizeEstimate,
  lookupLocation,
  relocateEstimate,
  toEstimateLocation,
  toTemplateEstimate,
} from '@quoin/core';
import type { SaveTemplateBody, StartFromTemplateBody } from '@quoin/protocol';
import { viewOf } from '../estimate-service.ts';
import { loadEstimate } from '../routes/estimate-routes.ts';
import { type HandlerFactory, REST_ACTOR } from '../routes/route-handler.ts';

/** Estimate templates: save an estimate as one, list them, start a new estimate from one. */
export const templateHandlers: HandlerFactory = (context) => ({
  async saveEstimateTemplate({ params, body }, reply) {
    const { id } = params as { id: string };
    const { name } = body as SaveTemplateBody;
    const estimate = await loadEstimate(context, id);
    const { estimate: _estimate, ...template } = await context.store.templates.save({
      id: context.newId('tpl'),
      name,
      sourceEstimateId: id,
      estimate: toTemplateEstimate(estimate, name),
    });
    reply.code(201);
    return { template };
  },

  async listTemplates() {
    return { templates: await context.store.templates.list() };
  },

  async startEstimateFromTemplate({ params, body }, reply) {
    const { templateId } = params as { templateId: string };
    const { title, zip } = body as StartFromTemplateBody;
    const template = await context.store.templates.get(templateId);
    let estimate = estimateFromTemplate(template.estimate, {
      id: context.newId('est'),
      title: title ?? template.name,
      now: context.clock().toISOString(),
    });
    // A new place re-prices the template's lines for it, as a changed job address does.
    if (zip) estimate = relocateEstimate(estimate, toEstimateLocation(lookupLocation(zip))).estimate;
    const saved = await context.store.estimates.saveEstimate(finalizeEstimate(estimate, context.registry), {
      actor: REST_ACTOR,
    });
    reply.code(201);
    return viewOf(saved);
  },
});
