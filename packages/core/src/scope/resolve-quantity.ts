import { type AreaSubject, areaSubject } from './area-subject.ts';
import { ownExteriorRun, ownWallFace } from './own-size.ts';
import { describeMeasure, type Measure } from './parse-quantity.ts';
import {
  BASES,
  countBefore,
  explicitArea,
  fallback,
  nearest,
  type ResolvedQuantity,
  take,
  unused,
} from './quantity-basics.ts';
import { QUANTITY_WORDS } from './quantity-words.ts';
import { derivedQuantity, statedRoofArea } from './resolve-area.ts';
import { resolveCount } from './resolve-count.ts';
import { sayNote } from './say-note.ts';
import type { ClauseContext } from './scope-context.ts';
import { areaFromVolume } from './volume-area.ts';
import type { WorkRule } from './work-rule.ts';

const { eachAfter, eachBefore, surfaceAfterWork } = QUANTITY_WORDS.around;
const SURFACES: AreaSubject[] = ['wall', 'ceiling', 'wallsAndCeiling'];

/**
 * An area that names a surface, said within or right after the work's own words, is the work's whatever its
 * basis: "knockdown texture to 1,200 sq ft of ceilings", "FRP panels on 600 sq ft of walls", "texture 800 sq ft
 * of walls".
 */
function surfaceSaidAfter(context: ClauseContext, start: number, matchText: string): Measure | undefined {
  if (matchText === '' || !context.text.startsWith(matchText, start)) return undefined;
  const end = start + matchText.length;
  return unused(
    context,
    (m) =>
      m.kind === 'area' &&
      m.uom === 'sq_ft' &&
      ((m.start >= start && m.end <= end) ||
        (m.start >= end && surfaceAfterWork.test(context.text.slice(end, m.start)))) &&
      SURFACES.includes(areaSubject(m, context.text)),
  )[0];
}

/** The figure the request states for the work's own basis, not yet used by other work. */
function statedMeasure(
  context: ClauseContext,
  rule: WorkRule,
  start: number,
  matchText: string,
): Measure | undefined {
  const { statedAreaOf } = BASES[rule.basis];
  // "sod 1/4 acre": a piece of land is the area of work on the land, never of a floor or a roof.
  const site = QUANTITY_WORDS.siteWorkTrades.includes(rule.tradeId) ? (['site'] as const) : [];
  if (statedAreaOf.length > 0)
    return (
      explicitArea(context, start, [...statedAreaOf, ...site]) ?? surfaceSaidAfter(context, start, matchText)
    );
  const kind = rule.basis === 'volume' ? 'volume' : 'length';
  // "150 ft of 6 ft privacy fence": the run is the longest figure, the short one is a height (old fence too).
  if (rule.tradeId === 'fencing' && kind === 'length')
    return unused(context, (m) => m.kind === kind).sort((a, b) => b.value - a.value)[0];
  return nearest(context, start, (m) => m.kind === kind);
}

/**
 * How many of the things a size is said of each ("2 offices 150 sq ft each", "LVP in two bedrooms, each about
 * 140 sq ft"): the count before the work's noun, else the rooms counted; undefined when the size is no size of each.
 */
function eachOf(context: ClauseContext, stated: Measure, start: number): number | undefined {
  const { text } = context;
  const each =
    eachAfter.test(text.slice(stated.end, stated.end + 24)) ||
    eachBefore.test(text.slice(Math.max(0, stated.start - 24), stated.start));
  if (!each) return undefined;
  const count = countBefore(context, start);
  if (count && count.value > 1) return take(context, count).value;
  const rooms = context.rooms.filter((room) => room.countGiven).reduce((sum, room) => sum + room.count, 0);
  return rooms > 1 ? rooms : undefined;
}

/**
 * The quantity of one recognised piece of work, in the unit of its basis, with the reasoning: a figure stated
 * for it, else one derived from the rooms or house the request sizes, else the typical size (asked about).
 */
export function resolveQuantity(
  context: ClauseContext,
  rule: WorkRule,
  matchText: string,
  start: number,
): ResolvedQuantity {
  if (rule.basis === 'count') return resolveCount(context, rule, matchText, start);
  if (rule.basis === 'roof') {
    const roof = statedRoofArea(context, start);
    if (roof) return roof;
  } else {
    const stated = statedMeasure(context, rule, start, matchText);
    const what = BASES[rule.basis].statedAreaOf.length > 0 ? ` ${BASES[rule.basis].name}` : '';
    if (stated) {
      const measure = describeMeasure(take(context, stated));
      const count = eachOf(context, stated, start);
      if (count === undefined) return { quantity: stated.value, basis: sayNote('stated', { measure, what }) };
      const total = stated.value * count;
      return { quantity: total, basis: sayNote('statedEach', { measure, what, count, total }) };
    }
  }
  const own =
    rule.basis === 'wall'
      ? ownWallFace(context, rule, start, matchText)
      : rule.basis === 'exteriorWall'
        ? ownExteriorRun(context, rule, start)
        : undefined;
  return (
    own ??
    areaFromVolume(context, rule, start) ??
    derivedQuantity(context, rule) ??
    fallback(context, rule, matchText)
  );
}
