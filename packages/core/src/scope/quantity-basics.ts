import { areaSubject } from './area-subject.ts';
import { describeMeasure, type Measure } from './parse-quantity.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';
import { sayNote } from './say-note.ts';
import type { ClauseContext, PlanItemDraft } from './scope-context.ts';
import type { TypicalNote } from './typical-note.ts';
import type { WorkRule } from './work-rule.ts';

/** A quantity for one line with the sentence that explains it. */
export interface ResolvedQuantity {
  quantity: number;
  /** "12 × 14 ft bedroom → 168 sq ft floor area" */
  basis: string;
  /** Set when nothing in the request sized the line: the stand-in's assumption and question. */
  typical?: TypicalNote;
}

/** Each basis's name, unit word, stand-in size and stated-area subjects (data/lexicon/quantity-words.yaml). */
export const BASES = QUANTITY_WORDS.bases;

/** Takes a stand-in's assumption and question back from every list that may hold them. */
export function withdraw(draft: PlanItemDraft, lists: string[][]): void {
  const note = draft.typical;
  if (!note) return;
  for (const list of lists) {
    for (const text of [note.assumption, note.question]) {
      const index = list.indexOf(text);
      if (index >= 0) list.splice(index, 1);
    }
  }
  delete draft.typical;
}

/** Takes a measure for one line, stating a range, an approximate figure, or sheets read as an area. */
export function take(context: ClauseContext, measure: Measure): Measure {
  context.consumed.add(measure);
  const values = { text: measure.text, measure: describeMeasure(measure) };
  if (measure.note) context.assumptions.push(measure.note);
  else if (measure.range) context.assumptions.push(sayNote('range', values));
  else if (measure.approximate) context.assumptions.push(sayNote('approximate', values));
  if (/sheet/.test(measure.text)) context.assumptions.push(sayNote('sheets', values));
  return measure;
}

/** The measures no other work has taken yet that `accept` takes, in reading order. */
export function unused(context: ClauseContext, accept: (measure: Measure) => boolean): Measure[] {
  return context.measures.filter((measure) => !context.consumed.has(measure) && accept(measure));
}

/** The unused measure of a kind nearest to a position (before it preferred on ties). */
export function nearest(
  context: ClauseContext,
  position: number,
  accept: (measure: Measure) => boolean,
): Measure | undefined {
  let best: Measure | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const measure of unused(context, accept)) {
    const distance = measure.end <= position ? position - measure.end : measure.start - position + 0.5;
    if (distance < bestDistance) {
      best = measure;
      bestDistance = distance;
    }
  }
  return best;
}

/** An area stated for one of the subjects ("500 sq ft of walls" for a wall line), nearest the work first. */
export function explicitArea(context: ClauseContext, start: number, subjects: string[]): Measure | undefined {
  return nearest(
    context,
    start,
    (m) =>
      m.kind === 'area' &&
      subjects.includes(areaSubject(m, context.text)) &&
      (m.uom === 'sq_ft' || subjects.includes('roof')),
  );
}

/** A bare count right before the noun: "6 recessed lights", "ten 3x5 ft windows", "2 new GFCI outlets". */
export function countBefore(context: ClauseContext, start: number): Measure | undefined {
  const last = unused(
    context,
    (m) => m.kind === 'count' && m.end <= start && !m.range?.some((v) => v > 1000),
  ).at(-1);
  if (!last) return undefined;
  const gap = context.text.slice(last.end, start);
  const words = gap.trim() === '' ? [] : gap.trim().split(/\s+/);
  if (words.length > 5 || /[,;]|\band\b|\bwith\b|\bin\b/.test(gap)) return undefined;
  return last;
}

export function spacesTotal(context: ClauseContext, of: (w: number, l: number) => number): number {
  let total = 0;
  for (const space of context.spaces) {
    if (space.note && !space.used && !context.assumptions.includes(space.note))
      context.assumptions.push(space.note);
    space.used = true;
    total += space.count * of(space.widthFt, space.lengthFt);
  }
  return total;
}

export function fallback(context: ClauseContext, rule: WorkRule, what: string): ResolvedQuantity {
  const { name, unit, typical } = BASES[rule.basis];
  const quantity = rule.typical ?? typical;
  const values = { title: rule.title, name, quantity, unit: unit === '' ? '' : ` ${unit}`, what };
  const note = { assumption: sayNote('typical', values), question: sayNote('typicalQuestion', values) };
  context.assumptions.push(note.assumption);
  context.questions.push(note.question);
  return { quantity, basis: sayNote('typicalBasis', values), typical: note };
}

export function noteCeiling(context: ClauseContext): void {
  if (!context.ceilingHeightGiven)
    context.assumptions.push(sayNote('ceilingHeight', { height: context.ceilingHeightFt }));
  if (/\bvault|cathedral/.test(context.text)) context.questions.push(sayNote('vaulted'));
}

export function noteStories(context: ClauseContext): void {
  if (!context.storiesGiven) context.assumptions.push(sayNote('stories'));
}

export function notePitch(context: ClauseContext): void {
  if (!context.pitchGiven) context.assumptions.push(sayNote('pitch', { rise: context.pitchRise }));
}
