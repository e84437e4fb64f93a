import { z } from 'zod';

/** A box on a sheet as fractions of the page, origin at the top left: x, y, w, h all in 0–1. */
export const bboxSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  w: z.number().min(0).max(1),
  h: z.number().min(0).max(1),
});
export type BBox = z.infer<typeof bboxSchema>;

/**
 * How a page carries its text: a text layer, text drawn as vector outlines (no extractable words), a raster
 * scan, no content at all, or a page that failed to parse.
 */
export const TEXT_CLASSES = ['text', 'outlines', 'raster', 'empty', 'failed'] as const;
export type TextClass = (typeof TEXT_CLASSES)[number];

export const REGION_KINDS = ['page', 'quadrant', 'title_block', 'legend', 'notes', 'table'] as const;
export type RegionKind = (typeof REGION_KINDS)[number];

/** One line of text in a region: its cells left to right (runs far apart on one baseline are separate cells). */
export const textLineSchema = z.object({
  cells: z.array(z.string()),
  bbox: bboxSchema,
});
export type TextLine = z.infer<typeof textLineSchema>;

/** A schedule recovered as rows and columns; `rows[i][j]` is the cell under `columns[j]` ('' when empty). */
export const tableDataSchema = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.object({ cells: z.array(z.string()), bbox: bboxSchema, section: z.string().optional() })),
});
export type TableData = z.infer<typeof tableDataSchema>;
export type TableRow = TableData['rows'][number];

export const regionSchema = z.object({
  id: z.string(),
  kind: z.enum(REGION_KINDS),
  label: z.string(),
  bbox: bboxSchema,
  lines: z.array(textLineSchema),
  table: tableDataSchema.optional(),
  /** Deterministic caption: what the region holds, from its text (tags, rooms, counts, schedule size). */
  caption: z.string(),
});
export type Region = z.infer<typeof regionSchema>;

/** A passage of text read together (a room tag, a note, a legend line, a site-plan label) and where it is. */
export const snippetSchema = z.object({
  text: z.string(),
  bbox: bboxSchema,
  regionId: z.string(),
});
export type Snippet = z.infer<typeof snippetSchema>;

export const sheetSchema = z.object({
  page: z.number().int().positive(),
  /** The drawing number as printed in the title block ("A-101"); `p<page>` when none was found. */
  number: z.string(),
  title: z.string(),
  textClass: z.enum(TEXT_CLASSES),
  widthPt: z.number(),
  heightPt: z.number(),
  wordCount: z.number().int().nonnegative(),
  /** Title-block fields by their printed label ("Project Number" → "656-19-306"). */
  fields: z.record(z.string(), z.string()),
  regions: z.array(regionSchema),
  /** Text outside schedules as passages, each in its most specific region; schedules are read by row. */
  snippets: z.array(snippetSchema),
  /** Why the page failed or has no usable text, for the user and the planner. */
  note: z.string().optional(),
  /** A vision model's description of the page (with a vision model configured), cached by page image hash. */
  visionCaption: z
    .object({ model: z.string(), text: z.string(), pageSha256: z.string().regex(/^[0-9a-f]{64}$/) })
    .optional(),
  /** Set when the words were read by OCR (a page without a text layer): evidence from it is OCR evidence. */
  ocr: z
    .object({ engine: z.string(), confidence: z.number(), words: z.number().int().nonnegative() })
    .optional(),
});
export type Sheet = z.infer<typeof sheetSchema>;

export const drawingSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  fileName: z.string(),
  /** 1 for the first set of this name; each new file added under the same name is the next revision. */
  revision: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  sheets: z.array(sheetSchema),
});
export type DrawingSet = z.infer<typeof drawingSetSchema>;

/** A set's identity for caches: a new revision or a re-ingest changes it. */
export function setVersionKey(sets: readonly Pick<DrawingSet, 'id' | 'sha256'>[]): string {
  return sets
    .map((set) => `${set.id}:${set.sha256.slice(0, 12)}`)
    .sort()
    .join(',');
}
