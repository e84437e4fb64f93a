import { CHANGE_ORDER_STATUSES, UOMS } from '@quoin/core';
import { z } from 'zod';
import { estimateParamsSchema, idSchema, versionSchema } from '../rest-schemas.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const cents = z.number().int();

export const changeOrderParamsSchema = estimateParamsSchema.extend({
  /** 1 for CO-1. */
  number: z.coerce.number().int().min(1).max(1_000_000),
});
export const templateParamsSchema = z.strictObject({ templateId: idSchema });

export const markSentBodySchema = z.strictObject({ version: versionSchema });
export const openChangeOrderBodySchema = z.strictObject({
  title: text(200).optional(),
  reason: z.string().max(5000).optional(),
});
export const updateChangeOrderBodySchema = z
  .strictObject({
    title: text(200).optional(),
    reason: z.string().max(5000).optional(),
    /** Working days the change adds (negative: saves); null goes back to the days its labor hours suggest. */
    scheduleImpactDays: z.number().int().min(-365).max(365).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export const decideChangeOrderBodySchema = z.strictObject({
  /** The estimate's version: rejecting puts the estimate back as sent. */
  version: versionSchema,
  decision: z.enum(['approve', 'reject']),
});
export const changeOrderDocumentQuerySchema = z.strictObject({
  format: z.enum(['md', 'pdf']).default('pdf'),
});

const lineSideSchema = z.strictObject({
  quantity: z.number(),
  uom: z.enum(UOMS),
  extendedCents: cents,
  laborHours: z.number(),
});
const changeTotalsSchema = z.strictObject({
  subtotalCents: cents,
  taxCents: cents,
  contingencyCents: cents,
  overheadCents: cents,
  profitCents: cents,
  grandTotalCents: cents,
});

/** A change order as the wire shows it: its facts and what it changes (core's summarizeChangeOrder). */
export const changeOrderViewSchema = z.strictObject({
  id: z.string(),
  estimateId: z.string(),
  number: z.number().int(),
  /** `CO-1`. */
  label: z.string(),
  status: z.enum(CHANGE_ORDER_STATUSES),
  title: z.string(),
  reason: z.string(),
  scheduleImpactDays: z.number().int().optional(),
  suggestedScheduleDays: z.number().int(),
  laborHoursDelta: z.number(),
  createdAt: z.string(),
  decidedAt: z.string().optional(),
  decidedBy: z.string().optional(),
  changes: z.array(
    z.strictObject({
      kind: z.enum(['added', 'removed', 'changed']),
      itemId: z.string(),
      groupName: z.string(),
      title: z.string(),
      costCode: z.string(),
      before: lineSideSchema.optional(),
      after: lineSideSchema.optional(),
      deltaCents: cents,
      fields: z.array(z.string()),
    }),
  ),
  before: changeTotalsSchema,
  after: changeTotalsSchema,
  delta: changeTotalsSchema,
});

/** The contract of a sent estimate: its total as sent and with every approved change order. */
const contractFields = {
  sentTotalCents: cents,
  contractTotalCents: cents,
};

export const changeOrderListResponseSchema = z.strictObject({
  changeOrders: z.array(changeOrderViewSchema),
  ...contractFields,
});
export const changeOrderResponseSchema = z.strictObject({
  changeOrder: changeOrderViewSchema,
  ...contractFields,
});

export const saveTemplateBodySchema = z.strictObject({ name: text(200) });
export const startFromTemplateBodySchema = z.strictObject({
  title: text(200).optional(),
  zip: z
    .string()
    .regex(/^\d{5}$/, 'give a 5-digit US ZIP code such as 80202')
    .optional(),
});
export const templateSummarySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  sourceEstimateId: z.string().optional(),
  groupCount: z.number().int(),
  lineCount: z.number().int(),
  createdAt: z.string(),
});
export const templateResponseSchema = z.strictObject({ template: templateSummarySchema });
export const templateListResponseSchema = z.strictObject({ templates: z.array(templateSummarySchema) });

export type MarkSentBody = z.output<typeof markSentBodySchema>;
export type OpenChangeOrderBody = z.output<typeof openChangeOrderBodySchema>;
export type UpdateChangeOrderBody = z.output<typeof updateChangeOrderBodySchema>;
export type DecideChangeOrderBody = z.output<typeof decideChangeOrderBodySchema>;
export type ChangeOrderView = z.output<typeof changeOrderViewSchema>;
export type ChangeOrderListResponse = z.output<typeof changeOrderListResponseSchema>;
export type ChangeOrderResponse = z.output<typeof changeOrderResponseSchema>;
export type SaveTemplateBody = z.output<typeof saveTemplateBodySchema>;
export type StartFromTemplateBody = z.output<typeof startFromTemplateBodySchema>;
export type TemplateSummary = z.output<typeof templateSummarySchema>;
export type TemplateListResponse = z.output<typeof templateListResponseSchema>;
