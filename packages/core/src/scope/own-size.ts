import { describeMeasure, type Measure } from './parse-quantity.ts';
import { nearest, type ResolvedQuantity, take, unused } from './quantity-basics.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';
import { findRooms, roundQuantity } from './room-areas.ts';
import { sayNote } from './say-note.ts';
import type { ClauseContext } from './scope-context.ts';
import type { WorkRule } from './work-rule.ts';

const { besideNoun, sizeOfThingAfter, oneWall, oneSide, wallAfterSize, surfacePlaces } =
  QUANTITY_WORDS.around;
const ONE_WALL = new RegExp(oneWall.source, 'g');
const SURFACE_PLACES = new RegExp(surfacePlaces.source, 'g');

type Span = { start: number; end: number };

/** Whether a figure is said with one of the work's words: just before or after it, a few plain words between. */
function saidWith(context: ClauseContext, measure: Measure, anchors: Span[]): boolean {
  return anchors.some(({ start, end }) =>
    measure.end <= start
      ? besideNoun.test(context.text.slice(measure.end, start))
      : measure.start >= end && besideNoun.test(context.text.slice(end, measure.start)),
  );
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
 * The work's noun and every other word a size of it may be said with ("on one accent wall 11 ft wide").
 */
function anchorsOf(context: ClauseContext, noun: Span | undefined, others: RegExp): Span[] {
  const more = [...context.text.matchAll(others)].map((found) => ({
    start: found.index,
    end: found.index + found[0].length,
  }));
  return noun ? [noun, ...more] : more;
}

/**
 * A length × width said with a surface's own noun or its place ("quartz countertop 3 ft by 6 ft", "granite for
 * a 4x8 island"), even where the clause also read it as an area's floor; each size serves one line.
 */
export function ownSurface(
  context: ClauseContext,
  assemblyId: string,
  start: number,
  end: number,
): Measure | undefined {
  // A shower's 3x5 is its floor, not the tile on its walls: only surfaces sized by their sides (data) take one.
  if (!QUANTITY_WORDS.sizedBySides.includes(assemblyId)) return undefined;
  const anchors = anchorsOf(context, { start, end }, SURFACE_PLACES);
  const space = (m: Measure) =>
    context.spaces.find(
      (s) => s.source === 'dimensions' && !s.used && s.widthFt === m.widthFt && s.lengthFt === m.lengthFt,
    );
  const size = context.measures.find(
    (m) =>
      m.kind === 'dimensions' &&
      (!context.consumed.has(m) || space(m) !== undefined) &&
      !sizeOfThingAfter.test(context.text.slice(m.end)) &&
      saidWith(context, m, anchors),
  );
  if (!size) return undefined;
  const taken = space(size);
  if (taken) taken.used = true;
  return take(context, size);
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
  matchText: string,
): ResolvedQuantity | undefined {
  // The walls of a room the clause names stand at the room's words, not their own, and a room named as the work
  // ("paint the 20 ft hallway") is sized as a room: no noun of the work a figure beside it sizes.
  const said = context.text.startsWith(matchText, start) && findRooms(matchText).length === 0;
  const anchors = anchorsOf(context, said ? { start, end: start + matchText.length } : undefined, ONE_WALL);
  // A size said right before "wall" is the wall's even where the clause read it as a room's floor too.
  const face = context.measures.find(
    (m) =>
      m.kind === 'dimensions' &&
      (wallAfterSize.test(context.text.slice(m.end)) ||
        (!context.consumed.has(m) && !sizesSpace(context, m))) &&
      !sizeOfThingAfter.test(context.text.slice(m.end)) &&
      saidWith(context, m, anchors),
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
    (m) => m.kind === 'length' && (height !== undefined || saidWith(context, m, anchors)),
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

/**
 * One outside wall of a house said by its run and the house's stories ("the front wall, about 35 ft wide and one
 * story", "only the north side, 40 ft long, one story"): the run × 9 ft a story, as the house's exterior walls are
 * taken, never the whole house's walls nor a typical patch.
 */
export function ownExteriorRun(
  context: ClauseContext,
  rule: WorkRule,
  start: number,
): ResolvedQuantity | undefined {
  if (!context.storiesGiven || !oneSide.test(context.requestText)) return undefined;
  const length = nearest(context, start, (m) => m.kind === 'length');
  if (!length) return undefined;
  take(context, length);
  const heightFt = 9 * context.stories;
  const quantity = roundQuantity(length.value * heightFt);
  const values = { length: describeMeasure(length), height: `${heightFt} ft`, face: quantity };
  context.assumptions.push(sayNote('wallRunStories', { ...values, title: rule.title }));
  return { quantity, basis: sayNote('wallFaceBasis', values) };
}
