import { z } from 'zod';

// Bodies of the drawing-set routes (issue 16). The answer's shape matches @quoin/drawings' DrawingAnswer.

export const drawingBBoxSchema = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });

export const drawingSetSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  revision: z.number().int(),
  sha256: z.string(),
  fileName: z.string(),
  pageCount: z.number().int(),
  estimateId: z.string().optional(),
  createdAt: z.string(),
  superseded: z.boolean(),
});

export const addDrawingSetQuerySchema = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  estimateId: z.string().min(1).max(200).optional(),
});

export const addDrawingSetResponseSchema = z.object({
  status: z.enum(['added', 'unchanged']),
  set: drawingSetSummarySchema,
});

export const listDrawingSetsQuerySchema = z.strictObject({
  estimateId: z.string().min(1).max(200).optional(),
});
export const listDrawingSetsResponseSchema = z.object({ sets: z.array(drawingSetSummarySchema) });

export const drawingSetParamsSchema = z.strictObject({ setId: z.string().min(1).max(200) });

export const drawingSheetsResponseSchema = z.object({
  set: drawingSetSummarySchema,
  sheets: z.array(
    z.object({
      page: z.number().int(),
      number: z.string(),
      title: z.string(),
      textClass: z.string(),
      note: z.string().optional(),
      regions: z.array(
        z.object({ id: z.string(), kind: z.string(), label: z.string(), bbox: drawingBBoxSchema }),
      ),
    }),
  ),
});

export const askDrawingsBodySchema = z.strictObject({
  question: z.string().trim().min(1).max(2000),
  /** A set name, NAME@REVISION or id; every current set when absent. */
  set: z.string().min(1).max(200).optional(),
});

export const drawingAnswerSchema = z.object({
  id: z.string(),
  answer: z.string(),
  abstained: z.boolean(),
  confidence: z.number(),
  intent: z.string(),
  provenance: z.array(
    z.object({
      set: z.string(),
      sheet: z.string(),
      title: z.string(),
      page: z.number().int(),
      region: z.string(),
      bbox: drawingBBoxSchema,
      quote: z.string(),
    }),
  ),
  usage: z.object({
    modelCalls: z.number().int(),
    inputTokens: z.number().int(),
    outputTokens: z.number().int(),
    costUsd: z.number(),
  }),
  latencyMs: z.number(),
  cached: z.boolean(),
  counted: z.array(z.string()).optional(),
});

export const drawingQuestionParamsSchema = z.strictObject({ questionId: z.string().min(1).max(200) });
export const drawingFeedbackBodySchema = z.strictObject({
  feedback: z.enum(['up', 'down']),
  note: z.string().max(2000).optional(),
});
export const drawingFeedbackResponseSchema = z.object({
  questionId: z.string(),
  feedback: z.enum(['up', 'down']),
});

export const drawingPageParamsSchema = z.strictObject({
  setId: z.string().min(1).max(200),
  page: z.coerce.number().int().min(1).max(10_000),
});
export const drawingImageQuerySchema = z.strictObject({
  /** 320 (thumbnail) or 1600 (readable sheet). */
  width: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(320), z.literal(1600)]))
    .default(320),
});
