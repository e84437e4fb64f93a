import { z } from 'zod';
import { estimateParamsSchema, estimateResponseSchema, versionSchema } from '../rest-schemas.ts';

export const undoBodySchema = z.strictObject({ version: versionSchema });
export type UndoBody = z.output<typeof undoBodySchema>;

export const moveBodySchema = z.strictObject({
  version: versionSchema,
  kind: z.enum(['group', 'item']),
  /** The group's or the line item's id. */
  id: z.string().min(1).max(200),
  direction: z.enum(['up', 'down']),
});
export type MoveBody = z.output<typeof moveBodySchema>;

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
  {
    method: 'POST',
    path: '/api/estimates/:id/move',
    operationId: 'moveEstimateEntry',
    summary: 'Move a group, or a line within its group, one place up or down',
    params: estimateParamsSchema,
    body: moveBodySchema,
    success: { status: 200, body: estimateResponseSchema },
  },
] as const;
