import type { z } from 'zod';
import { ACCESS_ROUTES } from './access/access-routes.ts';
import { CHANGES_ROUTES } from './changes/changes-routes.ts';
import { COMPANY_ROUTES } from './company/company-routes.ts';
import {
  addDrawingSetQuerySchema,
  addDrawingSetResponseSchema,
  askDrawingsBodySchema,
  drawingAnswerSchema,
  drawingFeedbackBodySchema,
  drawingFeedbackResponseSchema,
  drawingImageQuerySchema,
  drawingPageParamsSchema,
  drawingQuestionParamsSchema,
  drawingSetParamsSchema,
  drawingSheetsResponseSchema,
  listDrawingSetsQuerySchema,
  listDrawingSetsResponseSchema,
} from './drawing-schemas.ts';
import { EDITING_ROUTES } from './editing/editing-routes.ts';
import { INTAKE_SHOPPING_ROUTES } from './intake-shopping-routes.ts';
import { PROPOSAL_ROUTES } from './proposal/proposal-routes.ts';
import { QUESTION_ROUTES } from './questions/question-routes.ts';
import {
  createEstimateBodySchema,
  createGroupBodySchema,
  createLineItemBodySchema,
  createMaterialBodySchema,
  duplicateEstimateBodySchema,
  estimateParamsSchema,
  estimateResponseSchema,
  estimateSummarySchema,
  exportQuerySchema,
  groupParamsSchema,
  healthResponseSchema,
  lineItemParamsSchema,
  listEstimatesQuerySchema,
  listEstimatesResponseSchema,
  listUploadsResponseSchema,
  materialParamsSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MEDIA_TYPES,
  updateEstimateBodySchema,
  updateGroupBodySchema,
  updateLineItemBodySchema,
  updateMaterialBodySchema,
  uploadParamsSchema,
  uploadResponseSchema,
  versionQuerySchema,
} from './rest-schemas.ts';
import { AGENT_STUDIO_ROUTES } from './studio/agent-studio-routes.ts';
import {
  toolCallBodySchema,
  toolInfoSchema,
  toolListQuerySchema,
  toolListResponseSchema,
  toolParamsSchema,
  toolResponseSchema,
} from './tool-schemas.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One REST route as the server registers it and the OpenAPI document describes it. */
export interface RestRoute {
  method: HttpMethod;
  /** Fastify style: `/api/estimates/:id`. */
  path: string;
  operationId: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart/form-data upload: one file in `field`, at most `maxBytes` (the body is not JSON). */
  multipart?: { field: string; maxBytes: number };
  /** Success status and body schema; undefined body means a file (exports) or a document (OpenAPI). */
  success: { status: number; body?: z.ZodType; contentTypes?: string[] };
  /** Answers 304 with no body when `If-None-Match` names the current ETag (a cached read revalidated). */
  notModified?: boolean;
}

const estimate = { status: 200, body: estimateResponseSchema };

/** Every REST route of the server, in one list: the server registers these, the OpenAPI document lists them. */
export const REST_ROUTES: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    operationId: 'getHealth',
    summary: 'Liveness and version',
    success: { status: 200, body: healthResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    operationId: 'getOpenApi',
    summary: 'This document',
    success: { status: 200, contentTypes: ['application/json'] },
  },
  {
    method: 'GET',
    path: '/api/estimates',
    operationId: 'listEstimates',
    summary: 'List estimates, most recently updated first; search matches word prefixes of title and id',
    query: listEstimatesQuerySchema,
    success: { status: 200, body: listEstimatesResponseSchema },
  },
  {
    method: 'POST',
    path: '/api/estimates',
    operationId: 'createEstimate',
    summary: 'Create an estimate; `text` is parsed into a pending plan to approve over the WebSocket',
    body: createEstimateBodySchema,
    success: { status: 201, body: estimateResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/estimates/:id',
    operationId: 'getEstimate',
    summary: 'The whole estimate (groups, line items, materials), its totals and any pending plan',
    params: estimateParamsSchema,
    success: estimate,
    notModified: true,
  },
  {
    method: 'PATCH',
    path: '/api/estimates/:id',
    operationId: 'updateEstimate',
    summary: 'Change title, location, markups or notes; a stale `version` gets 409 with the current version',
    params: estimateParamsSchema,
    body: updateEstimateBodySchema,
    success: estimate,
  },
  {
    method: 'POST',
    path: '/api/estimates/:id/archive',
    operationId: 'archiveEstimate',
    summary: 'Archive (soft delete): hidden from lists unless includeArchived=true',
    params: estimateParamsSchema,
    success: { status: 200, body: estimateSummarySchema },
  },
  {
    method: 'POST',
    path: '/api/estimates/:id/duplicate',
    operationId: 'duplicateEstimate',
    summary: 'Copy the whole estimate under a new id',
    params: estimateParamsSchema,
    body: duplicateEstimateBodySchema,
    success: { status: 201, body: estimateResponseSchema },
  },
  {
    method: 'POST',
    path: '/api/estimates/:id/groups',
    operationId: 'createGroup',
    summary: 'Add a group',
    params: estimateParamsSchema,
    body: createGroupBodySchema,
    success: { status: 201, body: estimateResponseSchema },
  },
  {
    method: 'PATCH',
    path: '/api/estimates/:id/groups/:groupId',
    operationId: 'updateGroup',
    summary: 'Rename, reorder or re-trade a group',
    params: groupParamsSchema,
    body: updateGroupBodySchema,
    success: estimate,
  },
  {
    method: 'DELETE',
    path: '/api/estimates/:id/groups/:groupId',
    operationId: 'deleteGroup',
    summary: 'Delete a group and its line items (`?version=`)',
    params: groupParamsSchema,
    query: versionQuerySchema,
    success: estimate,
  },
  {
    method: 'POST',
    path: '/api/estimates/:id/groups/:groupId/items',
    operationId: 'createLineItem',
    summary: 'Add a line item to a group',
    params: groupParamsSchema,
    body: createLineItemBodySchema,
    success: { status: 201, body: estimateResponseSchema },
  },
  {
    method: 'PATCH',
    path: '/api/estimates/:id/items/:itemId',
    operationId: 'updateLineItem',
    summary: 'Change a line item; it is marked user-edited so automated passes leave it alone',
    params: lineItemParamsSchema,
    body: updateLineItemBodySchema,
    success: estimate,
  },
  {
    method: 'DELETE',
    path: '/api/estimates/:id/items/:itemId',
    operationId: 'deleteLineItem',
    summary: 'Delete a line item (`?version=`)',
    params: lineItemParamsSchema,
    query: versionQuerySchema,
    success: estimate,
  },
  {
    method: 'GET',
    path: '/api/estimates/:id/export',
    operationId: 'exportEstimate',
    summary: 'The estimate as JSON, CSV, Markdown, XLSX (live formulas) or a PDF proposal',
    params: estimateParamsSchema,
    query: exportQuerySchema,
    success: {
      status: 200,
      contentTypes: [
        'application/json',
        'text/csv',
        'text/markdown',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/pdf',
      ],
    },
  },
  {
    method: 'POST',
    path: '/api/estimates/:id/uploads',
    operationId: 'uploadFile',
    summary: 'Attach a photo or drawing (JPEG, PNG, WebP, GIF or PDF, up to 20 MB; type read from the bytes)',
    params: estimateParamsSchema,
    multipart: { field: 'file', maxBytes: UPLOAD_MAX_BYTES },
    success: { status: 201, body: uploadResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/estimates/:id/uploads',
    operationId: 'listUploads',
    summary: "The estimate's uploads, oldest first",
    params: estimateParamsSchema,
    success: { status: 200, body: listUploadsResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/estimates/:id/uploads/:uploadId',
    operationId: 'downloadUpload',
    summary: 'The uploaded file, with its detected type',
    params: uploadParamsSchema,
    success: { status: 200, contentTypes: [...UPLOAD_MEDIA_TYPES] },
  },
  {
    method: 'POST',
    path: '/api/estimates/:id/items/:itemId/materials',
    operationId: 'createMaterial',
    summary: 'Add a material to a line item, priced by the user',
    params: lineItemParamsSchema,
    body: createMaterialBodySchema,
    success: { status: 201, body: estimateResponseSchema },
  },
  {
    method: 'PATCH',
    path: '/api/estimates/:id/items/:itemId/materials/:materialId',
    operationId: 'updateMaterial',
    summary: "Change a material's name, role, price or packages (the price becomes the user's)",
    params: materialParamsSchema,
    body: updateMaterialBodySchema,
    success: estimate,
  },
  {
    method: 'DELETE',
    path: '/api/estimates/:id/items/:itemId/materials/:materialId',
    operationId: 'deleteMaterial',
    summary: 'Remove a material from a line item',
    params: materialParamsSchema,
    query: versionQuerySchema,
    success: estimate,
  },
  ...AGENT_STUDIO_ROUTES,
  {
    method: 'POST',
    path: '/api/drawing-sets',
    operationId: 'addDrawingSet',
    summary:
      'Ingest a PDF drawing set (multipart field "file"); the same bytes again change nothing; a new file under ' +
      "an existing name is its next revision. With estimateId, progress goes to that estimate's WebSocket",
    query: addDrawingSetQuerySchema,
    multipart: { field: 'file', maxBytes: UPLOAD_MAX_BYTES },
    success: { status: 201, body: addDrawingSetResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/drawing-sets',
    operationId: 'listDrawingSets',
    summary: 'Drawing sets with their revisions (optionally those of one estimate)',
    query: listDrawingSetsQuerySchema,
    success: { status: 200, body: listDrawingSetsResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/drawing-sets/:setId/sheets',
    operationId: 'listDrawingSheets',
    summary:
      "A set's sheets: number and title from the title block, page, text class, regions with bbox (0–1)",
    params: drawingSetParamsSchema,
    success: { status: 200, body: drawingSheetsResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/drawing-sets/:setId/pages/:page/image',
    operationId: 'getDrawingPageImage',
    summary: 'A sheet as a PNG, 320 (thumbnail) or 1600 px wide; provenance boxes are fractions of it',
    params: drawingPageParamsSchema,
    query: drawingImageQuerySchema,
    success: { status: 200, contentTypes: ['image/png'] },
  },
  {
    method: 'POST',
    path: '/api/drawings/ask',
    operationId: 'askDrawings',
    summary:
      'Ask the drawing sets a question: an answer or an abstention, with provenance (sheet, page, region, ' +
      'bbox 0–1, quote), usage and cost',
    body: askDrawingsBodySchema,
    success: { status: 200, body: drawingAnswerSchema },
  },
  {
    method: 'POST',
    path: '/api/drawings/questions/:questionId/feedback',
    operationId: 'recordDrawingFeedback',
    summary: 'Thumbs up or down on an answer',
    params: drawingQuestionParamsSchema,
    body: drawingFeedbackBodySchema,
    success: { status: 200, body: drawingFeedbackResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/tools',
    operationId: 'listTools',
    summary:
      'The tool registry: every tool by priority, with its placement, parameters (JSON Schema) and examples',
    query: toolListQuerySchema,
    success: { status: 200, body: toolListResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/tools/:name',
    operationId: 'getTool',
    summary: "One tool's discovery data",
    params: toolParamsSchema,
    success: { status: 200, body: toolInfoSchema },
  },
  {
    method: 'POST',
    path: '/api/tools/:name',
    operationId: 'callTool',
    summary:
      'Run a tool: arguments validated by its schema, the standard response (files inline in data.files)',
    params: toolParamsSchema,
    body: toolCallBodySchema,
    success: { status: 200, body: toolResponseSchema },
  },
  ...INTAKE_SHOPPING_ROUTES,
  ...COMPANY_ROUTES,
  ...EDITING_ROUTES,
  ...CHANGES_ROUTES,
  ...ACCESS_ROUTES,
  ...PROPOSAL_ROUTES,
  ...QUESTION_ROUTES,
];
