import { z } from 'zod';
import type { Uom } from '../units/uom.ts';
import { ACTIONS } from './clause-actions.ts';

/**
 * The shape of the work-rule files in `data/work-rules/`: each `<group>.yaml` holds rules in the order they
 * claim text, and `order.yaml` says which files are read in which order (see `data/work-rules/README.md`).
 *
 * Precedence: a span of clause text claimed by one rule is not read again by a later one. Later means further
 * down the same file, or in a file listed after it in `order.yaml`'s `work` list. Removal rules (`removal`) are
 * matched apart from the others ("remove and replace the toilet" is both a removal and new work).
 */

/**
 * How a plan line gets its quantity, and its unit: a count, an area with its basis (floor, wall, ceiling, roof,
 * exterior wall), a length (stated, or a perimeter), or a volume.
 */
export const BASIS_UOM = {
  count: 'each',
  floor: 'sq_ft',
  wall: 'sq_ft',
  ceiling: 'sq_ft',
  roof: 'square',
  exteriorWall: 'sq_ft',
  linear: 'linear_ft',
  perimeter: 'linear_ft',
  railing: 'linear_ft',
  volume: 'cubic_yd',
} as const satisfies Record<string, Uom>;

/** The bases a quantity is read on, the keys of BASIS_UOM. */
export const QUANTITY_BASES = Object.keys(BASIS_UOM) as [
  keyof typeof BASIS_UOM,
  ...(keyof typeof BASIS_UOM)[],
];

const basis = z.enum(QUANTITY_BASES);

/** The clause's action flags (see `ClauseFlags`): what the customer asks done to the thing. */
const action = z.enum([...ACTIONS, 'exterior', 'laborOnly', 'symptom', 'diagnose']);

/** Phrase sets kept in other data (reader-words.yaml) or shared with other code, tested by name. */
const phraseSet = z.enum(['diagnosis', 'fewRoofPieces', 'newRoof', 'roofWords']);
export type RulePhraseSet = z.infer<typeof phraseSet>;

const pattern = z.string().min(1);
/** One regex source, or several. */
const patterns = z.union([pattern, z.array(pattern).min(1)]);
const name = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/);
const id = z.string().regex(/^[a-z][a-z0-9_]*$/);

/**
 * When a rule applies to a clause. Every key given must hold (an AND); `any` holds when one of its conditions
 * does, `not` when its condition does not. Patterns are regex sources over the normalized lower-case text and
 * may name a pattern of the file's or order.yaml's `patterns` in braces (`{heavyOutlet}`).
 */
const testsSomething = [
  (condition: object) => Object.keys(condition).length > 0,
  'a condition tests something',
] as const;
const conditionObject = z.strictObject({
  /** A named condition of order.yaml's `conditions` (`build`, `fixOrBuild`, `repair`). */
  is: z.string().min(1).optional(),
  /** At least one of these actions is said. */
  actions: z.array(action).min(1).optional(),
  /** None of these actions is said. */
  notActions: z.array(action).min(1).optional(),
  /** The clause says this pattern (each of them, when a list). */
  textHas: patterns.optional(),
  /** The clause says none of these patterns. */
  textLacks: patterns.optional(),
  /** The whole request says this pattern (what the job is about). */
  requestHas: patterns.optional(),
  /** The whole request says none of these patterns. */
  requestLacks: patterns.optional(),
  /** The clause says a phrase of this set. */
  says: phraseSet.optional(),
  /** The whole request says a phrase of this set. */
  requestSays: phraseSet.optional(),
  /** Whether the clause names rooms. */
  rooms: z.enum(['none', 'some']).optional(),
  /** The roof's pitch (rise in 12, said or assumed) is at least this; `pitchOver`: more than this. */
  pitchAtLeast: z.number().positive().optional(),
  pitchOver: z.number().positive().optional(),
  /** Whether the request says the roof's pitch. */
  pitchGiven: z.boolean().optional(),
  /** The house has at least this many stories (said, else one). */
  storiesAtLeast: z.number().int().positive().optional(),
  get any() {
    return z
      .array(conditionObject.refine(...testsSomething))
      .min(2)
      .optional();
  },
  get not() {
    return conditionObject.refine(...testsSomething).optional();
  },
});
export const ruleConditionSchema = conditionObject.refine(...testsSomething);

export type RuleCondition = z.infer<typeof ruleConditionSchema>;

const ruleSchema = z.strictObject({
  id,
  /** Regex source of the thing worked on, matched as whole words. */
  noun: pattern,
  when: ruleConditionSchema.optional(),
  trade: z.string().min(1),
  assembly: z.string().min(1),
  /** Uses the assembly's own keywords so the compiler finds the same work item. */
  title: z.string().min(1),
  basis,
  laborOnly: z.boolean().optional(),
  /** Quantity when the request gives none and no room or size implies one (stated as an assumption). */
  typical: z.number().positive().optional(),
  /** A special reading of sizes (tank gallons, kW, amps, window size …), see refine-item.ts. */
  refine: z.string().min(1).optional(),
  /** Words a count stands before to count this work ("a 6 zone sprinkler system", "3 zones"), singular. */
  countUnits: z.array(z.string().min(1)).min(1).optional(),
  /** A service call: one visit, however many things it looks at ("two outlets stopped working"). */
  perVisit: z.boolean().optional(),
  /** Units per sq ft of a stated house floor area (a whole-house system: "all the ductwork in a 1600 sq ft ranch"). */
  perHouseSqFt: z.number().positive().optional(),
});

export type WorkRuleData = z.infer<typeof ruleSchema>;

const patternsSchema = z.record(name, pattern).default({});

/**
 * A sizer given as data: a kind of sizing with its figures and notes, named by the rules' `refine`. Sizers that
 * compute more than a table (window size classes, circuits, panels …) are TypeScript (refine-*.ts).
 */
const sizerSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    /** A stated area in sq ft, else (for a backsplash) a stated length × 18 in., else `typicalSqFt`, noted and asked. */
    kind: z.literal('areaOrTypical'),
    typicalSqFt: z.number().positive(),
    note: z.string().min(1),
    question: z.string().min(1),
    /** A size the line already took as stated (the room's, said) stands; only a typical room's size gives way. */
    keepStated: z.boolean().default(false),
  }),
  z.strictObject({
    /** A band along the walls measured in feet, turned into the area its height covers. */
    kind: z.literal('band'),
    heightFt: z.number().positive(),
    /** The height's words in the note ("border height (9 in. typical)"). */
    what: z.string().min(1),
  }),
  z.strictObject({
    /** A share of the roof's edge (eaves and rakes = 1) from the house's floor area or the roof's squares. */
    kind: z.literal('roofEdge'),
    share: z.number().positive().max(1),
    what: z.string().min(1),
  }),
]);

export type SizerData = z.infer<typeof sizerSchema>;

/** One `data/work-rules/<group>.yaml`. */
export const workRuleFileSchema = z.strictObject({
  /** Regex pieces the file's rules name in braces. */
  patterns: patternsSchema,
  /** Sizers given as data, by the name rules give in `refine`. */
  sizers: z.record(id, sizerSchema).default({}),
  rules: z.array(ruleSchema).min(1),
});

/** `data/work-rules/order.yaml`: the files in precedence order and what they share. */
export const workRuleOrderSchema = z.strictObject({
  /** The files of work rules (without `.yaml`), in the order they claim text. */
  work: z.array(z.string().min(1)).min(1),
  /** The files of removal rules, matched apart, in order. */
  removal: z.array(z.string().min(1)).min(1),
  patterns: patternsSchema,
  /** Named conditions rules refer to with `is:` (they may not use `is` themselves). */
  conditions: z.record(name, ruleConditionSchema).default({}),
});

export type WorkRuleOrderData = z.infer<typeof workRuleOrderSchema>;
