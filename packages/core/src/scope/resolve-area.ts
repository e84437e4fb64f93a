import { commercialSpaceWalls } from './commercial-space.ts';
import type { Measure } from './parse-quantity.ts';
import { describeMeasure, formatNumber } from './parse-quantity.ts';
import {
  BASES,
  fallback,
  nearest,
  noteCeiling,
  notePitch,
  noteStories,
  type ResolvedQuantity,
  spacesTotal,
  take,
} from './quantity-basics.ts';
import {
  exteriorWallFromFloorArea,
  rectangleAreas,
  roofFromFloorArea,
  roundQuantity,
  roundSquares,
} from './room-areas.ts';
import { areaSubject, type ClauseContext, describeSpaces } from './scope-context.ts';
import type { WorkRule } from './work-rule.ts';

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

export function resolveArea(
  context: ClauseContext,
  rule: WorkRule,
  matchText: string,
  start: number,
): ResolvedQuantity {
  const h = context.ceilingHeightFt;
  if (rule.basis === 'wall') {
    const stated = explicitArea(context, start, ['wall', 'generic', 'wallsAndCeiling']);
    if (stated)
      return {
        quantity: take(context, stated).value,
        basis: `${describeMeasure(stated)} wall area as stated`,
      };
    const commercial = commercialSpaceWalls(context);
    if (commercial) return commercial;
    if (context.spaces.length > 0) {
      const total = spacesTotal(context, (w, l) => rectangleAreas(w, l, h).wallSqFt);
      noteCeiling(context);
      return {
        quantity: roundQuantity(total),
        basis: `${describeSpaces(context.spaces)}: perimeter × ${formatNumber(h)} ft ceiling = ${formatNumber(roundQuantity(total))} sq ft wall area (no openings deducted)`,
      };
    }
    if (context.houseFloorSqFt !== undefined) return wallsOfHouse(context, rule, context.houseFloorSqFt);
    // "a wall 20 ft long and 8 ft tall": its face.
    const length = nearest(context, start, (m) => m.kind === 'length');
    const height = context.measures.find((m) => m.kind === 'height' && !context.consumed.has(m));
    if (length && height) {
      take(context, length);
      take(context, height);
      const face = roundQuantity(length.value * height.value);
      return {
        quantity: face,
        basis: `${describeMeasure(length)} × ${describeMeasure(height)} high = ${formatNumber(face)} sq ft wall area`,
      };
    }
    return fallback(context, rule, matchText);
  }
  if (rule.basis === 'floor' || rule.basis === 'ceiling') {
    const stated = explicitArea(
      context,
      start,
      rule.basis === 'ceiling' ? ['ceiling', 'generic', 'floor'] : ['generic', 'floor'],
    );
    if (stated)
      return {
        quantity: take(context, stated).value,
        basis: `${describeMeasure(stated)} ${BASES[rule.basis].name} as stated`,
      };
    if (context.spaces.length > 0) {
      const total = spacesTotal(context, (w, l) => w * l);
      return {
        quantity: roundQuantity(total),
        basis: `${describeSpaces(context.spaces)} = ${formatNumber(roundQuantity(total))} sq ft ${BASES[rule.basis].name}`,
      };
    }
    if (context.houseFloorSqFt !== undefined) {
      return {
        quantity: context.houseFloorSqFt,
        basis: `${formatNumber(context.houseFloorSqFt)} sq ft house floor area`,
      };
    }
    return fallback(context, rule, matchText);
  }
  if (rule.basis === 'exteriorWall') {
    const stated = explicitArea(context, start, ['generic', 'wall']);
    if (stated)
      return {
        quantity: take(context, stated).value,
        basis: `${describeMeasure(stated)} exterior wall area as stated`,
      };
    if (context.houseFloorSqFt !== undefined) {
      const wall = exteriorWallFromFloorArea(context.houseFloorSqFt, context.stories);
      noteStories(context);
      context.assumptions.push(
        `Exterior wall area from the ${formatNumber(context.houseFloorSqFt)} sq ft floor area: square footprint, 9 ft of wall per story, openings not deducted.`,
      );
      return {
        quantity: roundQuantity(wall.wallSqFt),
        basis: `${formatNumber(context.houseFloorSqFt)} sq ft house → ${formatNumber(roundQuantity(wall.wallSqFt))} sq ft exterior wall area`,
      };
    }
    return fallback(context, rule, matchText);
  }
  return resolveRoof(context, rule, matchText, start);
}

/**
 * Walls of a whole house known by its floor area. Insulation goes in the exterior walls; interior work
 * (paint, drywall, wallpaper) covers both faces of every room's walls, taken as 12 × 12 ft rooms: each
 * room's 48 ft perimeter × ceiling height per 144 sq ft of floor (a Quoin rule of thumb, stated).
 */
export function wallsOfHouse(context: ClauseContext, rule: WorkRule, floorSqFt: number): ResolvedQuantity {
  if (rule.tradeId === 'insulation') {
    const wall = roundQuantity(exteriorWallFromFloorArea(floorSqFt, context.stories).wallSqFt);
    noteStories(context);
    context.assumptions.push(
      `${rule.title}: exterior walls of the ${formatNumber(floorSqFt)} sq ft house (square footprint, 9 ft per story) = ${formatNumber(wall)} sq ft.`,
    );
    return {
      quantity: wall,
      basis: `${formatNumber(floorSqFt)} sq ft house → ${formatNumber(wall)} sq ft exterior wall`,
    };
  }
  const h = context.ceilingHeightFt;
  const wall = roundQuantity((floorSqFt / 144) * 48 * h);
  noteCeiling(context);
  context.assumptions.push(
    `${rule.title}: ${formatNumber(floorSqFt)} sq ft house taken as 12 × 12 ft rooms (48 ft of wall × ${formatNumber(h)} ft per 144 sq ft of floor) = ${formatNumber(wall)} sq ft of wall, no openings deducted.`,
  );
  context.questions.push(
    'How many rooms, and which, are to be done? The wall area is estimated from the house size.',
  );
  return {
    quantity: wall,
    basis: `${formatNumber(floorSqFt)} sq ft house → ${formatNumber(wall)} sq ft interior wall area`,
  };
}

export function resolveRoof(
  context: ClauseContext,
  rule: WorkRule,
  matchText: string,
  start: number,
): ResolvedQuantity {
  // Tear-off and new shingles cover the same roof: a stated roof size serves every roofing line.
  const squares =
    nearest(context, start, (m) => m.kind === 'area' && m.uom === 'square') ??
    context.measures.find((m) => m.kind === 'area' && m.uom === 'square');
  if (squares)
    return { quantity: take(context, squares).value, basis: `${describeMeasure(squares)} of roof as stated` };
  const stated = explicitArea(context, start, ['roof', 'generic']);
  if (stated) {
    take(context, stated);
    if (areaSubject(stated, context.text) !== 'roof') {
      context.assumptions.push(
        `${describeMeasure(stated)} taken as roof surface area, not the house's floor area.`,
      );
      context.questions.push(`Is ${describeMeasure(stated)} the roof area or the house's floor area?`);
    }
    const value = roundSquares(stated.value / 100);
    return {
      quantity: value,
      basis: `${describeMeasure(stated)} roof area = ${formatNumber(value)} squares`,
    };
  }
  const floor =
    context.houseFloorSqFt ?? (context.spaces.length > 0 ? spacesTotal(context, (w, l) => w * l) : undefined);
  if (floor !== undefined) {
    const roof = roofFromFloorArea(floor, context.stories, context.pitchRise);
    const value = roundSquares(roof.squares);
    noteStories(context);
    notePitch(context);
    context.assumptions.push(
      `Roof area from ${formatNumber(floor)} sq ft of floor: footprint ${formatNumber(Math.round(roof.footprintSqFt))} sq ft taken as square, 1 ft overhang, × ${roof.factor.toFixed(3)} pitch factor = ${formatNumber(Math.round(roof.roofSqFt))} sq ft (not the floor area).`,
    );
    return {
      quantity: value,
      basis: `${formatNumber(floor)} sq ft floor → ${formatNumber(value)} squares of roof (${formatNumber(context.pitchRise)}/12 pitch)`,
    };
  }
  return fallback(context, rule, matchText);
}

export function resolveLength(
  context: ClauseContext,
  rule: WorkRule,
  matchText: string,
  start: number,
): ResolvedQuantity {
  const lengths = context.measures.filter((m) => m.kind === 'length' && !context.consumed.has(m));
  // "150 ft of 6 ft privacy fence": the run is the longest figure, the short one is a height (old fence too).
  const stated =
    rule.tradeId === 'fencing'
      ? lengths.sort((a, b) => b.value - a.value)[0]
      : nearest(context, start, (m) => m.kind === 'length');
  if (stated) return { quantity: take(context, stated).value, basis: `${describeMeasure(stated)} as stated` };
  if (context.spaces.length > 0 && rule.basis !== 'linear') {
    const railing = rule.basis === 'railing';
    const total = spacesTotal(context, (w, l) => (railing ? 2 * (w + l) - Math.max(w, l) : 2 * (w + l)));
    const how = railing
      ? 'three open sides (house side excluded)'
      : 'room perimeter, no door openings deducted';
    return {
      quantity: roundQuantity(total),
      basis: `${describeSpaces(context.spaces)}: ${how} = ${formatNumber(roundQuantity(total))} LF`,
    };
  }
  if (rule.perHouseSqFt !== undefined && context.houseFloorSqFt !== undefined) {
    const quantity = roundQuantity(context.houseFloorSqFt * rule.perHouseSqFt);
    context.assumptions.push(
      `${rule.title}: ${formatNumber(quantity)} LF for the ${formatNumber(context.houseFloorSqFt)} sq ft house (about ${rule.perHouseSqFt} LF per sq ft of floor); confirm on site.`,
    );
    return {
      quantity,
      basis: `${formatNumber(context.houseFloorSqFt)} sq ft house × ${rule.perHouseSqFt} LF per sq ft = ${formatNumber(quantity)} LF`,
    };
  }
  return fallback(context, rule, matchText);
}
