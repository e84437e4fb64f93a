import { evaluateExpression } from '../expression/evaluate-expression.ts';
import type { JobTemplateData, TemplateCondition, TemplateText } from './job-template-schema.ts';
import { regexOf } from './parse-data-file.ts';
import { formatNumber } from './parse-quantity.ts';
import { rectangleAreas } from './room-areas.ts';
import type { ClauseContext, PlanItemDraft } from './scope-context.ts';

/** The size that drives a room template (the companion templates get 0 × 0). */
export interface TemplateSize {
  widthFt: number;
  lengthFt: number;
  count: number;
  typical: boolean;
}

/** What a template adds to the plan: its lines and the notes that explain them. */
export interface TemplateResult {
  drafts: PlanItemDraft[];
  assumptions: string[];
  exclusions: string[];
  questions: string[];
}

/** A job template ready to use: its trigger compiled, its build a pure function of the clause and the size. */
export interface JobTemplate {
  id: string;
  name: string;
  kind: 'room' | 'companion';
  priority: number;
  trigger: RegExp;
  /** Room type that sizes the job, if any. */
  room?: string;
  /** A companion's main work: the assemblies whose line it goes with. */
  mainOf?: readonly string[];
  /** Room templates this one gives way to when the request asks for them too (and holds their condition `when`). */
  yieldsTo: readonly { template: string; when?: string | undefined }[];
  /** Whether the named condition holds on the request's words alone. */
  asks: (condition: string, requestText: string) => boolean;
  /** The room's job said as its parts: how many parts, which are needed, and each part's assemblies. */
  byParts?: { atLeast: number; needs: readonly string[]; parts: ReadonlyMap<string, string>; room: RegExp };
  /** `kept`: the things the request keeps as they are ("the sink"); a line naming one is left out. */
  build: (context: ClauseContext, size: TemplateSize, kept?: readonly string[]) => TemplateResult;
}

// The finish level a request names; a remodel is mid-range unless it says otherwise.
const HIGH_END = /\b(?:high end|luxury|upscale|premium|custom)\b/;
const BUDGET = /\b(?:budget|basic|cheap|economy|low cost|inexpensive|simple)\b/;

function grade(text: string): string {
  if (HIGH_END.test(text)) return 'high-end';
  if (BUDGET.test(text)) return 'budget';
  return 'mid-range';
}

/** Whether a named condition holds, read once when first asked (a condition may test a value read before it). */
type Conditions = (name: string) => boolean;

function holds(when: string | string[] | undefined, conditions: Conditions): boolean {
  const refs = when === undefined ? [] : Array.isArray(when) ? when : [when];
  return refs.every((ref) => (ref.startsWith('!') ? !conditions(ref.slice(1)) : conditions(ref)));
}

export function conditionReader(
  template: JobTemplateData,
  context: ClauseContext,
  values: Record<string, number>,
): Conditions {
  const known = new Map<string, boolean>([['budget', grade(context.text) === 'budget']]);
  const read: Conditions = (name) => {
    if (!known.has(name)) known.set(name, conditionHolds(template.conditions[name], context, values, read));
    return known.get(name)!;
  };
  return read;
}

function conditionHolds(
  condition: TemplateCondition | undefined,
  context: ClauseContext,
  values: Record<string, number>,
  conditions: Conditions,
): boolean {
  if (!condition) return false;
  if ('atLeast' in condition) return evaluateExpression(condition.atLeast, values) >= condition.than;
  if (!holds(condition.when, conditions)) return false;
  const source = condition.in === 'request' ? context.requestText : context.text;
  const text = condition.strip ? source.replace(regexOf(condition.strip), '') : source;
  return regexOf(condition.pattern).test(text);
}

/** Fills `{name}` with a word or a value (`{name:n}` formatted as a number); an unknown name stays as it is. */
function fill(text: string, values: Record<string, number>, words: Record<string, string>): string {
  return text.replace(/\{([a-zA-Z][a-zA-Z0-9]*)(:n)?\}/g, (whole, name: string, asNumber?: string) => {
    if (name in words) return words[name]!;
    const value = values[name];
    if (value === undefined) return whole;
    return asNumber ? formatNumber(value) : String(value);
  });
}

function isKept(keptBy: string | undefined, kept: readonly string[]): boolean {
  if (!keptBy || kept.length === 0) return false;
  const names = regexOf(String.raw`\b(?:${keptBy})\b`);
  return kept.some((thing) => names.test(thing));
}

/** Applies a template's data to one clause and size: the plan lines and notes, in the template's order. */
export function buildJobTemplate(
  template: JobTemplateData,
  context: ClauseContext,
  size: TemplateSize,
  kept: readonly string[] = [],
): TemplateResult {
  const areas = rectangleAreas(size.widthFt, size.lengthFt, context.ceilingHeightFt);
  const values: Record<string, number> = {
    roomFloorSqFt: areas.floorSqFt,
    roomWallSqFt: areas.wallSqFt,
    roomPerimeterFt: areas.perimeterFt,
    ceilingHeightFt: context.ceilingHeightFt,
  };
  const conditions = conditionReader(template, context, values);
  const evaluate = (formula: string | number) =>
    typeof formula === 'number' ? formula : evaluateExpression(formula, values);
  for (const [name, value] of Object.entries(template.values)) {
    const chosen = Array.isArray(value) ? value.find((c) => holds(c.when, conditions))?.formula : value;
    values[name] = chosen === undefined ? 0 : evaluate(chosen);
  }
  const words: Record<string, string> = { grade: grade(context.text) };
  for (const [name, capture] of Object.entries(template.captures)) {
    const source = capture.in === 'request' ? context.requestText : context.text;
    words[name] = regexOf(capture.pattern).exec(source)?.[1] ?? capture.default;
  }
  for (const [name, choices] of Object.entries(template.words)) {
    const chosen = choices.find((c) => holds(c.when, conditions));
    words[name] = chosen ? fill(chosen.text, values, words) : '';
  }
  const texts = (list: TemplateText[]) =>
    list.flatMap((entry) =>
      typeof entry === 'string' || holds(entry.when, conditions)
        ? [fill(typeof entry === 'string' ? entry : entry.text, values, words)]
        : [],
    );
  const drafts = template.lines
    .filter((line) => holds(line.when, conditions) && !isKept(line.keptBy, kept))
    .map(
      (line): PlanItemDraft => ({
        tradeId: line.trade,
        assemblyId: line.assembly,
        title: fill(line.title, values, words),
        quantity: evaluate(line.quantity),
        uom: line.uom,
        ...(line.laborOnly !== undefined ? { laborOnly: line.laborOnly } : {}),
        ...(line.params ? { params: { ...line.params } } : {}),
        ...(line.covers ? { covers: line.covers } : {}),
        ...(line.complexity ? { complexity: line.complexity } : {}),
      }),
    );
  return {
    drafts,
    assumptions: texts(template.assumptions),
    exclusions: texts(template.exclusions),
    questions: texts(template.questions),
  };
}
