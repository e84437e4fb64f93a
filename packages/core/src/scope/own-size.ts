import { describeMeasure, type Measure } from './parse-quantity.ts';
import { nearest, type ResolvedQuantity, take, unused } from './quantity-basics.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';
import { roundQuantity } from './room-areas.ts';
import { sayNote } from './say-note.ts';
import type { ClauseContext } from './scope-context.ts';
import type { WorkRule } from './work-rule.ts';

const { besideNoun, sizeOfThingAfter } = QUANTITY_WORDS.around;

/** Whether a figure is said with the work's own noun: just before or after it, a few plain words between. */
function saidWithNoun(context: ClauseContext, measure: Measure, start: number, end: number): boolean {
  if (measure.end <= start) return besideNoun.test(context.text.slice(measure.end, start));
  return measure.start >= end && besideNoun.test(context.text.slice(end, measure.start));
}

/** A size a room or area took as its floor ("the 12x14 bedroom walls") is not the size of one wall. */
function sizesSpace(context: ClauseContext, measure: Measure): boolean {
  return context.spaces.some(
    (space) =>
      space.source === 'dimensions' &&
      space.widthFt === measure.widthFt &&
      space.lengthFt === measure.lengthFt,
  );
}

/**
 * The face of a wall the request sizes for the work itself, before any room's walls: "accent wall 10x8",
 * "a wall 14 ft long, 8 ft high", "40 lf of wainscoting" (a run × the work's own height, data
 * `wallRunHeights`, else the ceiling height). A size said for the work beats the size of the room it is in.
 */
export function ownWallFace(
  context: ClauseContext,
  rule: WorkRule,
  start: number,
  end: number,
): ResolvedQuantity | undefined {
  const [face] = unused(
    context,
    (m) =>
      m.kind === 'dimensions' &&
      !sizesSpace(context, m) &&
      !sizeOfThingAfter.test(context.text.slice(m.end)) &&
      saidWithNoun(context, m, start, end),
  );
  if (face) {
    const quantity = roundQuantity(take(context, face).value);
    return { quantity, basis: sayNote('stated', { measure: describeMeasure(face), what: ' wall face' }) };
  }
  const [height] = unused(context, (m) => m.kind === 'height');
  // With a height said, the run may be anywhere in the clause; without one, it must be said with the work.
  const length = nearest(
    context,
    start,
    (m) => m.kind === 'length' && (height !== undefined || saidWithNoun(context, m, start, end)),
  );
  if (!length) return undefined;
  take(context, length);
  if (height) take(context, height);
  const heightFt = height?.value ?? QUANTITY_WORDS.wallRunHeights[rule.assemblyId] ?? context.ceilingHeightFt;
  const quantity = roundQuantity(length.value * heightFt);
  const values = { length: describeMeasure(length), height: `${heightFt} ft`, face: quantity };
  if (!height) context.assumptions.push(sayNote('wallRunHeight', { ...values, title: rule.title }));
  return { quantity, basis: sayNote('wallFaceBasis', values) };
}
