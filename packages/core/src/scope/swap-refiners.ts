import { z } from 'zod';
import { readBundledText } from '../data/bundled-data.ts';
import { type ConditionScope, compileRuleCondition } from './compile-rule-condition.ts';
import { compileDataPattern, invalidData, parseDataFile } from './parse-data-file.ts';
import { type Refiner, useMeasure } from './refiner.ts';
import { refinerNote, say } from './refiner-notes.ts';
import { formatNumber } from './say-note.ts';
import type { ClauseContext, PlanItemDraft } from './scope-context.ts';
import type { RuleTest, WorkRule } from './work-rule.ts';
import { ruleConditionSchema } from './work-rule-schema.ts';

const FILE = 'lexicon/swap-refiners.yaml';
const text = z.string().min(1);

/** One step of a swap: when its condition holds (and its measure is said), the line changes as it says. */
const stepFields = {
  /** Applies another swap of the file first. */
  use: text.optional(),
  when: ruleConditionSchema.optional(),
  /** A measure of this kind near the mention, used: the step applies only when one is said; `{value}` is it. */
  measure: text.optional(),
  /** The measure's value when none is said: the step then applies with it. */
  otherwise: z.number().positive().optional(),
  /** A note of refiner-notes.yaml, stated when the measure is not said. */
  missing: text.optional(),
  /** The line's parameter the measure gives. */
  param: text.optional(),
  /** A regex source with one group: the step applies only when the clause says it; `{word}` is the group. */
  word: text.optional(),
  assembly: text.optional(),
  title: text.optional(),
  /** The title when the line counts more than one. */
  titleMany: text.optional(),
  /** A regex source of the title and what replaces it. */
  retitle: z.tuple([text, text]).optional(),
  complexity: text.optional(),
  /** A note of refiner-notes.yaml, stated. */
  note: text.optional(),
  /** A second line of the same extent that goes with this one. */
  add: z.object({ assembly: text, title: text }).strict().optional(),
};
const stepSchema = z.strictObject({
  ...stepFields,
  /** A choice: the first of these steps that applies ("standing seam" before "metal"), after `when`. */
  first: z.array(z.strictObject(stepFields)).min(2).optional(),
});

type SwapStep = z.infer<typeof stepSchema>;
/** A step with its patterns compiled (and its choices, for a `first`). */
interface CompiledStep {
  step: SwapStep;
  test: RuleTest | undefined;
  retitle: RegExp | undefined;
  word: RegExp | undefined;
  options: CompiledStep[] | undefined;
}

const swapsSchema = z.record(z.string().regex(/^[a-z][a-z_]*$/), z.array(stepSchema).min(1));

/** Parses data/lexicon/swap-refiners.yaml into refiners by name; INVALID_LEXICON names the swap, step and field. */
export function parseSwapRefiners(yamlText: string): Record<string, Refiner> {
  const data = parseDataFile(swapsSchema, FILE, yamlText);
  const regex = (where: string, source: string) => compileDataPattern(FILE, where, source);
  const scope: ConditionScope = {
    regex,
    named: (where) => invalidData(FILE, where, 'no named conditions here'),
  };
  const refiners: Record<string, Refiner> = {};
  const compile = (step: SwapStep, at: string): CompiledStep => {
    if (step.use !== undefined && !Object.hasOwn(data, step.use))
      invalidData(FILE, `${at}.use`, 'no such swap');
    for (const field of ['note', 'missing'] as const) {
      try {
        if (step[field] !== undefined) refinerNote(step[field]);
      } catch (error) {
        invalidData(FILE, `${at}.${field}`, (error as Error).message);
      }
    }
    return {
      step,
      test: step.when && compileRuleCondition(step.when, scope, `${at}.when`),
      retitle: step.retitle && regex(`${at}.retitle`, step.retitle[0]),
      word: step.word === undefined ? undefined : regex(`${at}.word`, step.word),
      options: step.first?.map((option, i) => compile(option, `${at}.first.${i}`)),
    };
  };
  // The lines a step makes of the lines so far; undefined when it does not apply.
  const apply = (
    { step, test, retitle, word, options }: CompiledStep,
    drafts: PlanItemDraft[],
    context: ClauseContext,
    rule: WorkRule,
    start: number,
  ): PlanItemDraft[] | undefined => {
    if (step.use) return drafts.flatMap((d) => refiners[step.use!]!(d, context, rule, start));
    if (test && !test(context.flags, context.text, context)) return undefined;
    if (options) {
      for (const option of options) {
        const lines = apply(option, drafts, context, rule, start);
        if (lines) return lines;
      }
      return undefined;
    }
    const measure = step.measure === undefined ? undefined : useMeasure(context, step.measure, start);
    const value = measure?.value ?? step.otherwise;
    const said = word?.exec(context.text)?.[1];
    if ((step.measure !== undefined && value === undefined) || (word && said === undefined)) return undefined;
    if (step.missing && !measure) say(context, step.missing);
    if (step.note) say(context, step.note);
    return drafts.flatMap((d) => swapped(d, step, retitle, { value, word: said }));
  };
  for (const [name, steps] of Object.entries(data)) {
    const compiled = steps.map((step, i) => compile(step, `${name}.${i}`));
    refiners[name] = (draft, context, rule, start) =>
      compiled.reduce((drafts, step) => apply(step, drafts, context, rule, start) ?? drafts, [draft]);
  }
  return refiners;
}

function swapped(
  draft: PlanItemDraft,
  step: SwapStep,
  retitle: RegExp | undefined,
  { value, word }: { value?: number | undefined; word?: string | undefined },
): PlanItemDraft[] {
  const title =
    (draft.quantity > 1 ? step.titleMany : undefined) ??
    step.title ??
    (retitle && step.retitle ? draft.title.replace(retitle, step.retitle[1]) : draft.title);
  const line: PlanItemDraft = {
    ...draft,
    title: title.replace('{value}', formatNumber(value ?? 0)).replace('{word}', word ?? ''),
    ...(step.assembly ? { assemblyId: step.assembly } : {}),
    ...(step.complexity ? { complexity: step.complexity } : {}),
    ...(step.param && value !== undefined ? { params: { ...draft.params, [step.param]: value } } : {}),
  };
  return step.add ? [line, { ...line, assemblyId: step.add.assembly, title: step.add.title }] : [line];
}

/** The swaps of data/lexicon/swap-refiners.yaml, by the name work rules give in `refine`. */
export function swapRefiners(): Record<string, Refiner> {
  return parseSwapRefiners(readBundledText(FILE));
}
