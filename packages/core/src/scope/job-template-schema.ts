import { z } from 'zod';
import { UOMS } from '../units/uom.ts';

/**
 * The shape of one job template in `data/job-templates/<id>.yaml`: what a contractor's usual scope of a common
 * job contains, as data. Quantities are formulas of the room's size (see `build-job-template.ts`), choices are
 * named conditions read from the request, and every text may name a value or a word in braces (`{baseLf}`,
 * `{perimeterFt:n}` formatted as a number).
 */

/** A condition's name, or `!name` for its negation. */
const conditionRef = z.string().regex(/^!?[a-zA-Z][a-zA-Z0-9]*$/);
const when = z.union([conditionRef, z.array(conditionRef)]).optional();

const conditionSchema = z.union([
  z.strictObject({
    /** Where the pattern is looked for: the whole request (with kept things) or the clause's work text. */
    in: z.enum(['request', 'text']),
    pattern: z.string().min(1),
    /** Removed from the text (first occurrence) before the pattern is tried. */
    strip: z.string().min(1).optional(),
    /** The condition holds only when these hold too. */
    when,
  }),
  z.strictObject({
    /** Holds when the formula's value is at least `than`. */
    atLeast: z.string().min(1),
    than: z.number(),
  }),
]);

const textChoice = z.strictObject({ when, text: z.string() });

const lineSchema = z.strictObject({
  trade: z.string().min(1),
  assembly: z.string().min(1),
  title: z.string().min(1),
  /** A formula; 0 in a companion template means "as much as the main line". */
  quantity: z.union([z.string().min(1), z.number()]),
  uom: z.enum(UOMS),
  laborOnly: z.boolean().optional(),
  params: z.record(z.string(), z.number()).optional(),
  when,
  /** Regex alternatives naming the line's thing: a kept thing they name ("keep the sink") drops the line. */
  keptBy: z.string().min(1).optional(),
  /** The part of the room the line is (`byParts`): work asked on it, or on its slot's kin, counts toward the job. */
  part: z
    .string()
    .regex(/^[a-z][a-zA-Z]*$/)
    .optional(),
  /** The assembly's complexity factor to use ("no_slab_cutting": the walls are open). */
  complexity: z.string().min(1).optional(),
  /** Other assemblies that name the line's thing: said by the customer, they are this line (and its part). */
  covers: z.array(z.string().min(1)).optional(),
});

const wholeJobSchema = z.strictObject({
  /** Regex alternatives of the job verbs ("remodel\\w*|redo"). */
  verbs: z.string().min(1),
  /** Regex alternatives of the room word. */
  room: z.string().min(1),
  /** Regex alternatives of the nouns that make "<room> <noun>" a whole job ("kitchen update"). */
  jobNouns: z.string().min(1),
});

export const jobTemplateSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  name: z.string().min(1),
  /** `room`: a whole-room job sized from the room; `companion`: the usual companions of work already read. */
  kind: z.enum(['room', 'companion']),
  /** Higher is tried first (a tub-to-shower conversion before a bathroom remodel). */
  priority: z.number().int().default(0),
  room: z.string().min(1).optional(),
  /** A companion template's main work: the assemblies whose line it goes with (a re-roof, new siding…). */
  mainOf: z.array(z.string().min(1)).min(1).optional(),
  trigger: z.union([
    z.strictObject({ pattern: z.string().min(1) }),
    z.strictObject({ wholeJob: wholeJobSchema }),
  ]),
  /**
   * The room's job said as its parts: a request that names the room and asks new work on at least `atLeast` of its
   * lines' parts, `needs` among them, is the room's job (read in the clause that names the room).
   */
  /**
   * Room templates this one gives way to when the request asks for them too (a tub-to-shower in a bath remodel), or
   * only when the other's condition `when` holds on the request (a bathroom added with the basement finish).
   */
  yieldsTo: z.array(z.strictObject({ template: z.string().min(1), when: z.string().optional() })).default([]),
  byParts: z
    .strictObject({ atLeast: z.number().int().min(2), needs: z.array(z.string().min(1)).default([]) })
    .optional(),
  conditions: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/), conditionSchema).default({}),
  /** A word read from the text: the first capture group of the pattern, else the default. */
  captures: z
    .record(
      z.string(),
      z.strictObject({ in: z.enum(['request', 'text']), pattern: z.string().min(1), default: z.string() }),
    )
    .default({}),
  /** Named formulas, in order; each may use the room's figures and the values before it. */
  values: z
    .record(
      z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/),
      z.union([z.string().min(1), z.number(), z.array(z.strictObject({ when, formula: z.string().min(1) }))]),
    )
    .default({}),
  /** Named words chosen by condition: the first choice whose conditions hold. */
  words: z.record(z.string(), z.array(textChoice).min(1)).default({}),
  lines: z.array(lineSchema).default([]),
  assumptions: z.array(z.union([z.string(), textChoice])).default([]),
  exclusions: z.array(z.union([z.string(), textChoice])).default([]),
  questions: z.array(z.union([z.string(), textChoice])).default([]),
});

export type JobTemplateData = z.infer<typeof jobTemplateSchema>;
export type TemplateCondition = z.infer<typeof conditionSchema>;
export type TemplateText = string | z.infer<typeof textChoice>;
