import { ownSurface, ownWallFace } from './own-size.ts';
import { describeMeasure } from './parse-quantity.ts';
import { nearest, take, unused } from './quantity-basics.ts';
import { say } from './refiner-notes.ts';
import type { ClauseContext, PlanItemDraft } from './scope-context.ts';
import type { WorkRule } from './work-rule.ts';

export type Refiner = (
  draft: PlanItemDraft,
  context: ClauseContext,
  rule: WorkRule,
  start: number,
  /** The words the rule matched ("2 small bathroom windows" → "small bathroom windows"). */
  matchText?: string,
) => PlanItemDraft[];

/** The measure of this kind nearest the mention, now used. */
export function useMeasure(context: ClauseContext, kind: string, start: number) {
  const measure = nearest(context, start, (m) => m.kind === kind);
  if (measure) context.consumed.add(measure);
  return measure;
}

/** An unused measure of this kind the words after it say it is of ("8 lights", "30 ft from the meter"). */
export const measureOf = (context: ClauseContext, kind: string, after: RegExp) =>
  context.measures.find(
    (m) => m.kind === kind && !context.consumed.has(m) && after.test(context.text.slice(m.end)),
  );

/** Where the line's typical-size note ("<title>: no … given") is, -1 when there is none. */
export const typicalNoteAt = (context: ClauseContext, draft: PlanItemDraft) =>
  context.assumptions.findIndex((a) => a.startsWith(`${draft.title}: no`));

/** A size turned up: the line's typical-size note goes, with its question (the last one asked). */
export function withdrawTypical(context: ClauseContext, draft: PlanItemDraft): boolean {
  const at = typicalNoteAt(context, draft);
  if (at < 0) return false;
  context.assumptions.splice(at, 1);
  context.questions.pop();
  return true;
}

export function areaOrTypical(typical: number, note: string, question: string, keepStated = false): Refiner {
  return (draft, context, _rule, start, text = '') => {
    // A room's size said ("in our 20x30 basement", "the attic, about 300 sq ft") stands; a typical room's does not.
    const typicalRoom = context.spaces.some((space) => space.used && space.source === 'typical');
    if (keepStated && draft.quantity > 0 && draft.uom === 'sq_ft' && !typicalRoom) return [draft];
    const area =
      nearest(context, start, (m) => m.kind === 'area' && m.uom === 'sq_ft') ??
      ownSurface(context, draft.assemblyId, start, start + text.length);
    if (area) {
      context.consumed.add(area);
      return [{ ...draft, uom: 'sq_ft', quantity: area.value, quantitySource: 'stated' }];
    }
    const length = nearest(context, start, (m) => m.kind === 'length');
    if (length && draft.assemblyId === 'backsplash_tile') {
      context.consumed.add(length);
      say(context, 'backsplash.from_length', { length: describeMeasure(length) });
      return [{ ...draft, uom: 'sq_ft', quantity: Math.round(length.value * 1.5) }];
    }
    context.assumptions.push(note);
    context.questions.push(question);
    return [{ ...draft, uom: 'sq_ft', quantity: typical, quantitySource: 'typical' }];
  };
}

/** A band along the walls measured in feet ("40 ft of border") becomes the area its height covers. */
export function bandArea(heightFt: number, what: string): Refiner {
  return (draft, context, rule, start = 0, text = '') => {
    // "spray foam the rim joist, 150 sq ft": an area said outright is the band's area.
    const area = context.measures.find(
      (m) => m.kind === 'area' && m.uom === 'sq_ft' && !context.consumed.has(m),
    );
    if (area) {
      context.consumed.add(area);
      withdrawTypical(context, draft);
      return [{ ...draft, quantity: area.value, uom: 'sq_ft' }];
    }
    // "an accent wall 10x8": the face said for the work itself; "12 ft wide by 9 ft tall": its own height.
    const face = ownWallFace(context, rule, start, text);
    if (face) {
      withdrawTypical(context, draft);
      return [{ ...draft, quantity: face.quantity, uom: 'sq_ft', quantitySource: 'stated' }];
    }
    const [height] = unused(context, (m) => m.kind === 'height');
    if (height) take(context, height);
    const areaSqFt = Math.round(draft.quantity * (height?.value ?? heightFt));
    say(context, 'band.area', {
      title: draft.title,
      length: draft.quantity,
      height: height?.value ?? heightFt,
      what,
      area: areaSqFt,
    });
    return [{ ...draft, quantity: areaSqFt, uom: 'sq_ft' }];
  };
}
