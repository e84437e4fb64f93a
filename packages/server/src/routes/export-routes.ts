import { computeEstimateTotals } from '@quoin/core';
import { toCsv, toDocx, toJson, toMarkdown, toPdf, toXlsx } from '@quoin/exports';
import { EXPORT_CONTENT_TYPES, type ExportFormat } from '@quoin/protocol';
import { loadEstimate } from './estimate-routes.ts';
import type { HandlerFactory } from './route-handler.ts';

/** The estimate in every format the CLI writes, as a download. */
export const exportHandlers: HandlerFactory = (context) => ({
  async exportEstimate({ params, query }, reply) {
    const { id } = params as { id: string };
    const { format } = query as { format: ExportFormat };
    const estimate = await loadEstimate(context, id);
    const input = { estimate, totals: computeEstimateTotals(estimate) };
    const now = context.clock().toISOString();
    // The company profile goes on every document; without one the exports are as before.
    const stored = await context.store.company.get();
    const company = stored ? { company: stored } : {};
    const renderers: Record<ExportFormat, () => Promise<string | Buffer>> = {
      json: async () => toJson(input, company),
      csv: async () => toCsv(input, company),
      md: async () => toMarkdown(input, company),
      xlsx: () => toXlsx(input, company),
      pdf: () => toPdf(input, { now, ...company }),
      docx: () => toDocx(input, { now, ...company }),
    };
    const content = await renderers[format]();
    // Ids are generated from a safe alphabet (protocol's idSchema), so the name needs no escaping.
    reply.header('content-disposition', `attachment; filename="${id}.${format}"`);
    reply.type(EXPORT_CONTENT_TYPES[format]);
    return content;
  },
});
