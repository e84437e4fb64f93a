import { z } from 'zod';
import { briefSchema, INTAKE_MODES, intakeTurnSchema } from './intake-brief.ts';
import { shoppingListSchema } from './shopping-list.ts';

const id = z.string().min(1).max(100);

export const intakeParamsSchema = z.strictObject({ intakeId: id });
export const createIntakeBodySchema = z.strictObject({
  mode: z.enum(INTAKE_MODES).default('quick'),
  /** The estimate the brief belongs to; its plan is proposed there when the brief is confirmed. */
  estimateId: id.optional(),
});
/** One answer; empty is allowed (the interviewer moves on), 20,000 characters at most. */
export const intakeAnswerBodySchema = z.strictObject({ answer: z.string().max(20_000) });
export const intakeResponseSchema = z.strictObject({
  id: z.string(),
  mode: z.enum(INTAKE_MODES),
  estimateId: z.string().optional(),
  status: z.enum(['interviewing', 'summary', 'confirmed']),
  turns: z.array(intakeTurnSchema),
  /** The conversation in order: the interviewer's messages and the user's answers. */
  transcript: z.array(z.strictObject({ role: z.enum(['assistant', 'user']), text: z.string() })),
  brief: briefSchema,
});
/** A photo of the job with its note (the image itself uploaded with POST /api/uploads, named here). */
export const intakePhotoBodySchema = z.strictObject({
  name: z.string().min(1).max(200),
  note: z.string().max(500).default(''),
  /** The upload holding the image, when it was uploaded to the interview's estimate. */
  uploadId: id.optional(),
});
export const intakePlanResponseSchema = z.strictObject({
  planId: z.string(),
  estimateId: z.string(),
  summary: z.string(),
  plan: z.unknown(),
  understood: z.array(z.string()),
});
export const shoppingListBodySchema = z.strictObject({
  /** A brief to use instead of the estimate's own (from its latest confirmed interview). */
  brief: briefSchema.optional(),
});
export const shoppingParamsSchema = z.strictObject({ id });

export type CreateIntakeBody = z.output<typeof createIntakeBodySchema>;
export type IntakeAnswerBody = z.output<typeof intakeAnswerBodySchema>;
export type IntakeResponse = z.output<typeof intakeResponseSchema>;
export type IntakePhotoBody = z.output<typeof intakePhotoBodySchema>;
export type IntakePlanResponse = z.output<typeof intakePlanResponseSchema>;
export type ShoppingListBody = z.output<typeof shoppingListBodySchema>;

/** A route entry shaped like rest-routes.ts's RestRoute (declared here so the two files do not import each other). */
interface RouteEntry {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  summary: string;
  params?: z.ZodType;
  body?: z.ZodType;
  success: { status: number; body?: z.ZodType };
}

/** The intake interview and the shopping list over REST (issue #17); appended to REST_ROUTES. */
export const INTAKE_SHOPPING_ROUTES: readonly RouteEntry[] = [
  {
    method: 'POST',
    path: '/api/intake',
    operationId: 'createIntake',
    summary: 'Start an intake interview (quick, full or open); answers the first question',
    body: createIntakeBodySchema,
    success: { status: 201, body: intakeResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/intake/:intakeId',
    operationId: 'getIntake',
    summary: 'An intake interview: its turns, status and the brief so far',
    params: intakeParamsSchema,
    success: { status: 200, body: intakeResponseSchema },
  },
  {
    method: 'POST',
    path: '/api/intake/:intakeId/answers',
    operationId: 'answerIntake',
    summary: 'Answer the current question (or confirm the summary with "yes"); returns the next turn',
    params: intakeParamsSchema,
    body: intakeAnswerBodySchema,
    success: { status: 200, body: intakeResponseSchema },
  },
  {
    method: 'POST',
    path: '/api/intake/:intakeId/photos',
    operationId: 'addIntakePhoto',
    summary: "Add a photo of the job with its note to the interview's brief (photos with notes)",
    params: intakeParamsSchema,
    body: intakePhotoBodySchema,
    success: { status: 200, body: intakeResponseSchema },
  },
  {
    method: 'POST',
    path: '/api/intake/:intakeId/plan',
    operationId: 'proposeIntakePlan',
    summary:
      "Turn the brief into a plan (scope reader + templates), pending approval on the interview's estimate",
    params: intakeParamsSchema,
    success: { status: 201, body: intakePlanResponseSchema },
  },
  {
    method: 'POST',
    path: '/api/estimates/:id/shopping-list',
    operationId: 'createShoppingList',
    summary: 'Products to buy for the estimate: searched, scored, tiered, with fallback links and the total',
    params: shoppingParamsSchema,
    body: shoppingListBodySchema,
    success: { status: 200, body: shoppingListSchema },
  },
];
