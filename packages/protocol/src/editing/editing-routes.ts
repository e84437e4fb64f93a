import { z } from 'zod';
import { estimateParamsSchema, estimateResponseSchema, versionSchema } from '../rest-schemas.ts';

export const undoBodySchema = z.strictObject({ version: versionSchema });
export type UndoBody = z.output<typeof undoBodySchema>;

/** Editing routes of issue #15 (undo); appended to REST_ROUTES. Shaped like rest-routes.ts's RestRoute. */
export const EDITING_ROUTES = [
  {
    method: 'POST',
    path: '/api/estimates/:id/undo',
    operationId: 'undoEstimateChange',
    summary:
      'Undo the last change: the estimate as it was before it, through the engine and the validation gate (422 when there is nothing to undo)',
    params: estimateParamsSchema,
    body: undoBodySchema,
    success: { status: 200, body: estimateResponseSchema },
  },
] as const;
