import { z } from 'zod';

/** Bumped when a stored brief would no longer parse; readers migrate older versions. */
export const BRIEF_SCHEMA_VERSION = 1;

/** Whether the user said it or the interviewer inferred it (a user's words are never overwritten by a guess). */
export const FIELD_SOURCES = ['said', 'inferred'] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];

/** The interview's notepad: construction domains a brief should cover, in the order a full interview asks. */
export const INTAKE_DOMAINS = [
  'project',
  'dimensions',
  'scope',
  'existing',
  'finish',
  'style',
  'materials',
  'keep',
  'budget_timeline',
  'site',
] as const;
export type IntakeDomain = (typeof INTAKE_DOMAINS)[number];

export const INTAKE_MODES = ['quick', 'full', 'open'] as const;
export type IntakeMode = (typeof INTAKE_MODES)[number];

export const FINISH_LEVELS = ['budget', 'standard', 'premium', 'luxury'] as const;

const source = z.enum(FIELD_SOURCES);
const noted = z.strictObject({ text: z.string().min(1).max(2000), source });

export const briefRoomSchema = z.strictObject({
  name: z.string().min(1),
  lengthFt: z.number().positive().optional(),
  widthFt: z.number().positive().optional(),
  heightFt: z.number().positive().optional(),
  areaSqFt: z.number().positive().optional(),
  source,
});

export const briefScopeItemSchema = z.strictObject({
  /** The room or area the work is in ("kitchen", "whole house"). */
  area: z.string().min(1),
  /** The work in the user's words, as the scope reader read it. */
  work: z.string().min(1).max(2000),
  source,
});

export const briefSchema = z.strictObject({
  schemaVersion: z.literal(BRIEF_SCHEMA_VERSION).default(BRIEF_SCHEMA_VERSION),
  projectType: z.strictObject({ value: z.string().min(1), source }).optional(),
  rooms: z.array(briefRoomSchema).default([]),
  existingConditions: z.array(noted).default([]),
  scopeOfWork: z.array(briefScopeItemSchema).default([]),
  finishLevel: z.strictObject({ value: z.enum(FINISH_LEVELS), source }).optional(),
  style: z
    .strictObject({
      style: noted.optional(),
      colours: z.array(noted).default([]),
      materials: z.array(noted).default([]),
      lighting: z.array(noted).default([]),
    })
    .default({ colours: [], materials: [], lighting: [] }),
  keepItems: z.array(noted).default([]),
  constraints: z
    .strictObject({
      budgetCents: z.strictObject({ value: z.number().int().nonnegative(), source }).optional(),
      timeline: noted.optional(),
      occupancy: noted.optional(),
      access: noted.optional(),
      permits: noted.optional(),
    })
    .default({}),
  location: z.strictObject({ text: z.string().min(1), zip: z.string().optional(), source }).optional(),
  photos: z.array(z.strictObject({ name: z.string().min(1), note: z.string().default('') })).default([]),
  /** Domains the interview has covered (answered, or asked and skipped by the user). */
  domainsCovered: z.array(z.enum(INTAKE_DOMAINS)).default([]),
  notes: z.array(noted).default([]),
});

/** A project brief: what an intake interview learned, each field marked said or inferred. */
export type Brief = z.output<typeof briefSchema>;
export type BriefInput = z.input<typeof briefSchema>;
export type BriefRoom = z.output<typeof briefRoomSchema>;
export type NotedText = z.output<typeof noted>;

/** An empty brief of the current version. */
export function emptyBrief(): Brief {
  return briefSchema.parse({});
}

export const quickReplySchema = z.strictObject({ label: z.string().min(1), value: z.string().min(1) });
export type QuickReply = z.output<typeof quickReplySchema>;

/** One interviewer turn as a client shows it: the message, quick replies, progress and the partial brief. */
export const intakeTurnSchema = z.strictObject({
  message: z.string().min(1),
  quickReplies: z.array(quickReplySchema).max(4),
  openEnded: z.boolean(),
  isSummary: z.boolean(),
  /** interviewing → summary (the user confirms or corrects) → confirmed. */
  status: z.enum(['interviewing', 'summary', 'confirmed']),
  /** The question's domain, or absent for a summary or a free prompt. */
  domain: z.enum(INTAKE_DOMAINS).optional(),
  progress: z.strictObject({
    coveredDomains: z.number().int().nonnegative(),
    totalDomains: z.number().int().positive(),
    /** The user's answers so far; the server counts them, not the model. */
    turn: z.number().int().nonnegative(),
    maxTurns: z.number().int().positive(),
    text: z.string(),
  }),
  brief: briefSchema,
  /** Who wrote this turn: the offline interviewer, or the model (and whether it fell back). */
  answeredBy: z.enum(['offline', 'model', 'offline-fallback']),
});
export type IntakeTurn = z.output<typeof intakeTurnSchema>;
