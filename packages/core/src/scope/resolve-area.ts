import { commercialSpaceWalls } from './commercial-space.ts';
import { describeMeasure, formatNumber } from './parse-quantity.ts';
import {
  BASES,
  explicitArea,
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
import type { QuantityBasis, WorkRule } from './work-rule.ts';

/** How each basis is measured over the rooms the request sizes, and how the basis sentence says so. */
const FROM_SPACES: Partial<
  Record<QuantityBasis, { of: (w: number, l: number, h: number) => number; how: string; unit: string }>
> = {
  wall: {
    of: (w, l, h) => rectangleAreas(w, l, h).wallSqFt,
    how: ': perimeter × $h ft ceiling',
    unit: 'sq ft wall area (no openings deducted)',
  },
  floor: { of: (w, l) => w * l, how: '', unit: 'sq ft floor area' },
  ceiling: { of: (w, l) => w * l, how: '', unit: 'sq ft ceiling area' },
  perimeter: { of: (w, l) => 2 * (w + l), how: ': room perimeter, no door openings deducted', unit: 'LF' },
  railing: {
    of: (w, l) => 2 * (w + l) - Math.max(w, l),
    how: ': three open sides (house side excluded)',
    unit: 'LF',
  },
};

/** A roof size the request states: roof squares (every roofing line shares them), or an area in square feet. */
export function statedRoofArea(context: ClauseContext, start: number): ResolvedQuantity | undefined {
  // Tear-off and new shingles cover the same roof: a stated roof size serves every roofing line.
  const squares =
    nearest(context, start, (m) => m.kind === 'area' && m.uom === 'square') ??
    context.measures.find((m) => m.kind === 'area' && m.uom === 'square');
  if (squares)
    return { quantity: take(context, squares).value, basis: `${describeMeasure(squares)} of roof as stated` };
  const stated = explicitArea(context, start, BASES.roof.statedAreaOf);
  if (!stated) return undefined;
  take(context, stated);
  if (areaSubject(stated, context.text) !== 'roof') {
    context.assumptions.push(
      `${describeMeasure(stated)} taken as roof surface area, not the house's floor area.`,
    );
    context.questions.push(`Is ${describeMeasure(stated)} the roof area or the house's floor area?`);
  }
  const value = roundSquares(stated.value / 100);
  return { quantity: value, basis: `${describeMeasure(stated)} roof area = ${formatNumber(value)} squares` };
}

/** A size worked out from the rooms or the house the request sizes (each step stated), if they give one. */
export function derivedQuantity(
  context: ClauseContext,
  rule: WorkRule,
  start: number,
): ResolvedQuantity | undefined {
  if (rule.basis === 'wall') {
    const commercial = commercialSpaceWalls(context);
    if (commercial) return commercial;
  }
  if (rule.basis === 'roof') return roofOfFloor(context);
  const spaces = FROM_SPACES[rule.basis];
  if (spaces && context.spaces.length > 0) {
    const h = context.ceilingHeightFt;
    const total = roundQuantity(spacesTotal(context, (w, l) => spaces.of(w, l, h)));
    if (rule.basis === 'wall') noteCeiling(context);
    const how = spaces.how.replace('$h', formatNumber(h));
    return {
      quantity: total,
      basis: `${describeSpaces(context.spaces)}${how} = ${formatNumber(total)} ${spaces.unit}`,
    };
  }
  const house = context.houseFloorSqFt;
  if (house === undefined) return rule.basis === 'wall' ? wallFace(context, start) : undefined;
  if (rule.basis === 'wall') return wallsOfHouse(context, rule, house);
  if (rule.basis === 'floor' || rule.basis === 'ceiling')
    return { quantity: house, basis: `${formatNumber(house)} sq ft house floor area` };
  if (rule.basis === 'exteriorWall') {
    const wall = roundQuantity(exteriorWallFromFloorArea(house, context.stories).wallSqFt);
    noteStories(context);
    context.assumptions.push(
      `Exterior wall area from the ${formatNumber(house)} sq ft floor area: square footprint, 9 ft of wall per story, openings not deducted.`,
    );
    return {
      quantity: wall,
      basis: `${formatNumber(house)} sq ft house → ${formatNumber(wall)} sq ft exterior wall area`,
    };
  }
  if (rule.perHouseSqFt === undefined || rule.basis === 'volume') return undefined;
  const quantity = roundQuantity(house * rule.perHouseSqFt);
  context.assumptions.push(
    `${rule.title}: ${formatNumber(quantity)} LF for the ${formatNumber(house)} sq ft house (about ${rule.perHouseSqFt} LF per sq ft of floor); confirm on site.`,
  );
  return {
    quantity,
    basis: `${formatNumber(house)} sq ft house × ${rule.perHouseSqFt} LF per sq ft = ${formatNumber(quantity)} LF`,
  };
}

/** "a wall 20 ft long and 8 ft tall": its face. */
function wallFace(context: ClauseContext, start: number): ResolvedQuantity | undefined {
  const length = nearest(context, start, (m) => m.kind === 'length');
  const height = context.measures.find((m) => m.kind === 'height' && !context.consumed.has(m));
  if (!length || !height) return undefined;
  take(context, length);
  take(context, height);
  const face = roundQuantity(length.value * height.value);
  return {
    quantity: face,
    basis: `${describeMeasure(length)} × ${describeMeasure(height)} high = ${formatNumber(face)} sq ft wall area`,
  };
}

/**
 * Walls of a whole house known by its floor area. Insulation goes in the exterior walls; interior work
 * (paint, drywall, wallpaper) covers both faces of every room's walls, taken as 12 × 12 ft rooms: each
 * room's 48 ft perimeter × ceiling height per 144 sq ft of floor (a Quoin rule of thumb, stated).
 */
function wallsOfHouse(context: ClauseContext, rule: WorkRule, floorSqFt: number): ResolvedQuantity {
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

/** Roof squares from the house's floor area, or the rooms' when no house size is given. */
function roofOfFloor(context: ClauseContext): ResolvedQuantity | undefined {
  const floor =
    context.houseFloorSqFt ?? (context.spaces.length > 0 ? spacesTotal(context, (w, l) => w * l) : undefined);
  if (floor === undefined) return undefined;
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
