// The public API of @quoin/protocol: the wire shared by the server and its clients.

export * from './chat-responder.ts';
export * from './describe-zod-error.ts';
export {
  addDrawingSetQuerySchema,
  addDrawingSetResponseSchema,
  askDrawingsBodySchema,
  drawingAnswerSchema,
  drawingBBoxSchema,
  drawingFeedbackBodySchema,
  drawingFeedbackResponseSchema,
  drawingImageQuerySchema,
  drawingPageParamsSchema,
  drawingQuestionParamsSchema,
  drawingSetParamsSchema,
  drawingSetSummarySchema,
  drawingSheetsResponseSchema,
  listDrawingSetsQuerySchema,
  listDrawingSetsResponseSchema,
} from './drawing-schemas.ts';
export * from './error-codes.ts';
export * from './openapi.ts';
export * from './rest-routes.ts';
export * from './rest-schemas.ts';
export * from './ws-events.ts';
