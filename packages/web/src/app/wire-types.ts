// Types of the wire, taken from @quoin/protocol with `import type` only: protocol's runtime is zod schemas over
// core's (one protocol value took the bundle from 96 to 179 KiB gzip). Values the app shares with core come
// from `@quoin/core/browser`.
import type {
  ClientEvent,
  CreateGroupBody,
  CreateLineItemBody,
  drawingAnswerSchema,
  drawingSetSummarySchema,
  drawingSheetsResponseSchema,
  ErrorBody,
  ExportFormat,
  estimateResponseSchema,
  estimateSummarySchema,
  listEstimatesResponseSchema,
  ServerEvent,
  ToolInfoWire,
  ToolResponseWire,
  UpdateEstimateBody,
  UpdateLineItemBody,
} from '@quoin/protocol';

export type {
  ClientEvent,
  CreateGroupBody,
  CreateLineItemBody,
  ErrorBody,
  ExportFormat,
  ServerEvent,
  UpdateEstimateBody,
  UpdateLineItemBody,
};
export type ToolInfo = ToolInfoWire;
export type ToolResponse = ToolResponseWire;
export type EstimateResponse = (typeof estimateResponseSchema)['_output'];
export type DrawingSetSummary = (typeof drawingSetSummarySchema)['_output'];
export type DrawingSheets = (typeof drawingSheetsResponseSchema)['_output'];
export type DrawingAnswer = (typeof drawingAnswerSchema)['_output'];
export type DrawingBox = DrawingAnswer['provenance'][number]['bbox'];
export type EstimateSummary = (typeof estimateSummarySchema)['_output'];
export type EstimateList = (typeof listEstimatesResponseSchema)['_output'];
export type Estimate = EstimateResponse['estimate'];
export type Totals = EstimateResponse['totals'];
export type Group = Estimate['groups'][number];
export type LineItem = Group['items'][number];
export type Material = LineItem['materials'][number];
export type ValidationIssue = Estimate['issues'][number];
export type EventOf<T extends ServerEvent['type']> = Extract<ServerEvent, { type: T }>;

/** Each of protocol's export formats with its label, in the menu's order (a new format fails to compile until labelled). */
export const EXPORT_LABELS: Record<ExportFormat, string> = {
  pdf: 'PDF proposal',
  xlsx: 'Excel (XLSX)',
  csv: 'CSV',
  md: 'Markdown',
  json: 'JSON',
  docx: 'Word proposal (DOCX)',
};

// The intake interview and the shopping list (issue #17).
import type { IntakeResponse, IntakeTurn, ShoppingList } from '@quoin/protocol';

export type { IntakeResponse, IntakeTurn, ShoppingList };
export type Brief = IntakeResponse['brief'];
export type ShoppingItem = ShoppingList['items'][number];
