import {
  estimateSchema,
  estimateSettingsSchema,
  LIFECYCLE_STATES,
  LINE_ITEM_TYPES,
  MONEY_BOUND_MESSAGES,
  MONEY_BOUNDS,
  UOMS,
} from '@quoin/core';
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';
import { estimateHeaderPatchSchema } from './header/estimate-header-patch.ts';

// Request schemas of the REST API. Everything a client sends is parsed by one of these before it is used;
// objects are strict, so a misspelt field is reported instead of silently ignored.

/** Ids in paths: what the server generates and what a person would type, never a path or a query. */
export const idSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'use letters, digits, ".", "_" and "-" only');

/** The version a client last saw; a write against another version gets 409 VERSION_CONFLICT. */
export const versionSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const percent = z.number().min(0).max(1000);
const text = (max: number) => z.string().trim().min(1).max(max);
const zipSchema = z.string().regex(/^\d{5}$/, 'give a 5-digit US ZIP code such as 80202');
const notes = z.array(z.string().max(2000)).max(200);

export const estimateParamsSchema = z.strictObject({ id: idSchema });
export const groupParamsSchema = z.strictObject({ id: idSchema, groupId: idSchema });
export const lineItemParamsSchema = z.strictObject({ id: idSchema, itemId: idSchema });
export const wsParamsSchema = z.strictObject({ estimateId: idSchema });
export const uploadParamsSchema = z.strictObject({ id: idSchema, uploadId: idSchema });
/** The engine names a line's materials after the line (`li-…:m1`), so a material id may also hold ":". */
const materialIdSchema = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'use letters, digits, ".", "_", ":" and "-" only');
export const materialParamsSchema = z.strictObject({
  id: idSchema,
  itemId: idSchema,
  materialId: materialIdSchema,
});

/** Uploads: photos and drawings of a job. The type is read from the file's first bytes, never from its name. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;
export const uploadSchema = z.object({
  id: z.string(),
  estimateId: z.string().optional(),
  mediaType: z.enum(UPLOAD_MEDIA_TYPES),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  originalName: z.string().optional(),
  createdAt: z.string(),
});
export const uploadResponseSchema = z.object({ upload: uploadSchema });
export const listUploadsResponseSchema = z.object({ uploads: z.array(uploadSchema) });

export const listEstimatesQuerySchema = z.strictObject({
  search: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  includeArchived: z.stringbool().default(false),
});

export const settingsPatchSchema = estimateSettingsSchema.partial();

export const createEstimateBodySchema = z.strictObject({
  title: text(200),
  zip: zipSchema.optional(),
  /** A job in plain words; parsed into a pending plan the user approves over the WebSocket. */
  text: text(10_000).optional(),
  settings: settingsPatchSchema.optional(),
});

const atLeastOneChange = (body: Record<string, unknown>) =>
  Object.keys(body).some((key) => key !== 'version');
const nothingToChange = { message: 'give at least one field to change besides version' };

export const updateEstimateBodySchema = z
  .strictObject({
    version: versionSchema,
    title: text(200).optional(),
    zip: zipSchema.optional(),
    settings: settingsPatchSchema.optional(),
    assumptions: notes.optional(),
    questions: notes.optional(),
    exclusions: notes.optional(),
    /** Client, contact, job address (its ZIP re-prices), issue date, validity (issue #15). */
    header: estimateHeaderPatchSchema.optional(),
  })
  .refine(atLeastOneChange, nothingToChange);

export const duplicateEstimateBodySchema = z.strictObject({ title: text(200).optional() });

export const createGroupBodySchema = z.strictObject({
  version: versionSchema,
  name: text(200),
  tradeId: idSchema.optional(),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).optional(),
});

export const updateGroupBodySchema = z
  .strictObject({
    version: versionSchema,
    name: text(200).optional(),
    tradeId: idSchema.optional(),
    sortOrder: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  })
  .refine(atLeastOneChange, nothingToChange);

const lineItemFields = {
  title: text(300),
  description: z.string().max(5000),
  quantity: z.number().min(0).max(MONEY_BOUNDS.maxQuantity, MONEY_BOUND_MESSAGES.quantity),
  uom: z.enum(UOMS),
  rateCents: cents.max(MONEY_BOUNDS.maxRateCents, MONEY_BOUND_MESSAGES.rate),
  laborOnly: z.boolean(),
  laborMarkupPercent: percent,
  materialMarkupPercent: percent,
  tradeId: idSchema,
};

export const createLineItemBodySchema = z.strictObject({
  version: versionSchema,
  type: z.enum(LINE_ITEM_TYPES).default('material'),
  title: lineItemFields.title,
  quantity: lineItemFields.quantity,
  uom: lineItemFields.uom,
  rateCents: lineItemFields.rateCents,
  description: lineItemFields.description.optional(),
  laborOnly: lineItemFields.laborOnly.optional(),
  laborMarkupPercent: percent.optional(),
  materialMarkupPercent: percent.optional(),
  tradeId: idSchema.optional(),
});

export const updateLineItemBodySchema = z
  .strictObject({
    version: versionSchema,
    title: lineItemFields.title.optional(),
    description: lineItemFields.description.optional(),
    quantity: lineItemFields.quantity.optional(),
    uom: lineItemFields.uom.optional(),
    rateCents: lineItemFields.rateCents.optional(),
    laborOnly: lineItemFields.laborOnly.optional(),
    laborMarkupPercent: percent.optional(),
    materialMarkupPercent: percent.optional(),
    tradeId: idSchema.optional(),
    /** The line's own cost code; null goes back to the CSI default of its trade. */
    costCode: text(40).nullable().optional(),
  })
  .refine(atLeastOneChange, nothingToChange);

/** DELETE carries the version in the query (`?version=3`): bodies on DELETE are dropped by some proxies. */
const materialFields = {
  name: z.string().trim().min(1).max(300),
  role: z.enum(['primary', 'secondary', 'accessory', 'consumable']),
  /** Price per package, in cents. */
  priceCents: z.number().int().min(0).max(MONEY_BOUNDS.maxRateCents, MONEY_BOUND_MESSAGES.rate),
  /** Packages bought (a purchase quantity). */
  packages: z.number().min(0).max(MONEY_BOUNDS.maxPackages, MONEY_BOUND_MESSAGES.packages),
  packageUnit: z.enum(UOMS),
  supplier: z.string().trim().max(200),
  sku: z.string().trim().max(100),
};
/** A material a person adds by hand: its price is theirs ("user" provenance). */
export const createMaterialBodySchema = z.strictObject({
  version: versionSchema,
  name: materialFields.name,
  role: materialFields.role.default('primary'),
  priceCents: materialFields.priceCents,
  packages: materialFields.packages,
  packageUnit: materialFields.packageUnit.default('each'),
  supplier: materialFields.supplier.optional(),
  sku: materialFields.sku.optional(),
});
export const updateMaterialBodySchema = z
  .strictObject({
    version: versionSchema,
    name: materialFields.name.optional(),
    role: materialFields.role.optional(),
    priceCents: materialFields.priceCents.optional(),
    packages: materialFields.packages.optional(),
    packageUnit: materialFields.packageUnit.optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'version'), {
    message: 'Send at least one field to change besides version',
  });

export const versionQuerySchema = z.strictObject({ version: z.coerce.number().int().min(1) });

export const EXPORT_FORMATS = ['json', 'csv', 'md', 'xlsx', 'pdf', 'docx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportQuerySchema = z.strictObject({ format: z.enum(EXPORT_FORMATS).default('json') });

/** Content type of each export format. */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

// Response schemas: what the server sends, for the OpenAPI document and for clients that check.

export const errorResponseSchema = z.strictObject({
  error: z.strictObject({
    code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    details: z.record(z.string(), z.unknown()),
    isRetryable: z.boolean(),
  }),
});

export const healthResponseSchema = z.strictObject({
  status: z.literal('ok'),
  version: z.string(),
  time: z.string(),
});

export const estimateSummarySchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  version: z.number().int(),
  lifecycleState: z.enum(LIFECYCLE_STATES),
  qualityScore: z.number().int().optional(),
  grandTotalCents: z.number().int(),
  lineItemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  archivedAt: z.string().optional(),
});

export const listEstimatesResponseSchema = z.strictObject({
  items: z.array(estimateSummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

/** Core's totals in integer cents; per-group and per-item breakdowns keyed by id. */
export const totalsSchema = z.looseObject({
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  contingencyCents: z.number().int(),
  overheadCents: z.number().int(),
  profitCents: z.number().int(),
  grandTotalCents: z.number().int(),
});

export const storedPlanSchema = z.strictObject({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'superseded', 'executed', 'failed']),
  summary: z.string(),
  plan: z.unknown(),
  understood: z.array(z.string()).optional(),
});

export const lineCostCodeSchema = z.strictObject({
  code: z.string(),
  title: z.string(),
  source: z.enum(['line', 'line_type', 'trade', 'fallback']),
});

export const estimateResponseSchema = z.strictObject({
  estimate: estimateSchema,
  totals: totalsSchema,
  pendingPlan: storedPlanSchema.optional(),
  /** Every line's cost code by line id: its own, or the CSI default of its type or trade (core's costCodeOf). */
  costCodes: z.record(z.string(), lineCostCodeSchema).optional(),
});

export type CreateEstimateBody = z.infer<typeof createEstimateBodySchema>;
export type UpdateEstimateBody = z.infer<typeof updateEstimateBodySchema>;
export type CreateGroupBody = z.infer<typeof createGroupBodySchema>;
export type UpdateGroupBody = z.infer<typeof updateGroupBodySchema>;
export type CreateMaterialBody = z.infer<typeof createMaterialBodySchema>;
export type UpdateMaterialBody = z.infer<typeof updateMaterialBodySchema>;
export type CreateLineItemBody = z.infer<typeof createLineItemBodySchema>;
export type UpdateLineItemBody = z.infer<typeof updateLineItemBodySchema>;
export type ListEstimatesQuery = z.infer<typeof listEstimatesQuerySchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
