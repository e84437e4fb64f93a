import { commercialSpaceWalls } from './commercial-space.ts';
import { describeMeasure } from './parse-quantity.ts';
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
import { QUANTITY_WORDS } from './quantity-words.ts';
import {
  exteriorWallFromFloorArea,
  rectangleAreas,
  roofFromFloorArea,
  roundQuantity,
  roundSquares,
} from './room-areas.ts';
import { sayNote } from './say-note.ts';
import { areaSubject, type ClauseContext, describeSpaces } from './scope-context.ts';
import type { QuantityBasis, WorkRule } from './work-rule.ts';

/** Each basis measured over a room the request sizes (its basis sentence is the note `<basis>FromRooms`). */
const FROM_SPACES: Partial<Record<QuantityBasis, (w: number, l: number, h: number) => number>> = {
  wall: (w, l, h) => rectangleAreas(w, l, h).wallSqFt,
  floor: (w, l) => w * l,
  ceiling: (w, l) => w * l,
  perimeter: (w, l) => 2 * (w + l),
  railing: (w, l) => 2 * (w + l) - Math.max(w, l),
};

/** A roof size the request states: roof squares (every roofing line shares them), or an area in square feet. */
export function statedRoofArea(context: ClauseContext, start: number): ResolvedQuantity | undefined {
  // Tear-off and new shingles cover the same roof: a stated roof size serves every roofing line.
  const squares =
    nearest(context, start, (m) => m.kind === 'area' && m.uom === 'square') ??
    context.measures.find((m) => m.kind === 'area' && m.uom === 'square');
  if (squares)
    return {
      quantity: take(context, squares).value,
      basis: sayNote('statedSquares', { measure: describeMeasure(squares) }),
    };
  const stated = explicitArea(context, start, BASES.roof.statedAreaOf);
  if (!stated) return undefined;
  take(context, stated);
  const measure = describeMeasure(stated);
  if (areaSubject(stated, context.text) !== 'roof') {
    context.assumptions.push(sayNote('roofNotFloor', { measure }));
    context.questions.push(sayNote('roofOrFloor', { measure }));
  }
  const squaresOfRoof = roundSquares(stated.value / 100);
  return { quantity: squaresOfRoof, basis: sayNote('roofAreaBasis', { measure, squares: squaresOfRoof }) };
}

/** A size worked out from the rooms or the house the request sizes (each step stated), if they give one. */
export function derivedQuantity(context: ClauseContext, rule: WorkRule): ResolvedQuantity | undefined {
  if (rule.basis === 'wall') {
    const commercial = commercialSpaceWalls(context);
    if (commercial) return commercial;
  }
  if (rule.basis === 'roof') return roofOfFloor(context);
  const ofRoom = FROM_SPACES[rule.basis];
  if (ofRoom && context.spaces.length > 0) {
    const height = context.ceilingHeightFt;
    const total = roundQuantity(spacesTotal(context, (w, l) => ofRoom(w, l, height)));
    if (rule.basis === 'wall') noteCeiling(context);
    const spaces = describeSpaces(context.spaces);
    return { quantity: total, basis: sayNote(`${rule.basis}FromRooms`, { spaces, height, total }) };
  }
  const whole = rule.basis === 'wall' || rule.basis === 'floor' || rule.basis === 'ceiling';
  const floor = context.houseFloorSqFt ?? (whole ? houseByBedrooms(context, rule) : undefined);
  if (floor === undefined) return undefined;
  if (rule.basis === 'floor' || rule.basis === 'ceiling')
    return { quantity: floor, basis: sayNote('houseFloorBasis', { floor }) };
  // Insulation goes in the exterior walls, not in every room's.
  if (rule.basis === 'exteriorWall' || (rule.basis === 'wall' && rule.tradeId === 'insulation')) {
    const wall = roundQuantity(exteriorWallFromFloorArea(floor, context.stories).wallSqFt);
    const note = rule.basis === 'wall' ? 'insulatedWalls' : 'exteriorWall';
    noteStories(context);
    context.assumptions.push(sayNote(note, { title: rule.title, floor, wall }));
    return { quantity: wall, basis: sayNote(`${note}Basis`, { floor, wall }) };
  }
  if (rule.basis === 'wall') return interiorWallsOfHouse(context, rule, floor);
  if (rule.perHouseSqFt === undefined || rule.basis === 'volume') return undefined;
  const quantity = roundQuantity(floor * rule.perHouseSqFt);
  const values = { title: rule.title, quantity, floor, perSqFt: String(rule.perHouseSqFt) };
  context.assumptions.push(sayNote('perHouse', values));
  return { quantity, basis: sayNote('perHouseBasis', values) };
}

/** A whole interior of a house said by its bedrooms, with no floor area: the typical floor area for them, said. */
function houseByBedrooms(context: ClauseContext, rule: WorkRule): number | undefined {
  const { house, wholeInterior, floorSqFt } = QUANTITY_WORDS.houseByBedrooms;
  const bedrooms = Number(house.exec(context.requestText)?.[1]);
  if (!bedrooms || !wholeInterior.test(context.requestText)) return undefined;
  const floor = floorSqFt[String(Math.min(bedrooms, 5))];
  if (floor !== undefined)
    context.assumptions.push(sayNote('houseFromBedrooms', { title: rule.title, bedrooms, floor }));
  return floor;
}

/**
 * Interior walls of a whole house known by its floor area: paint, drywall or wallpaper covers both faces of every
 * room's walls, taken as 12 × 12 ft rooms: each room's 48 ft perimeter × ceiling height per 144 sq ft of floor
 * (a Quoin rule of thumb, stated).
 */
function interiorWallsOfHouse(context: ClauseContext, rule: WorkRule, floor: number): ResolvedQuantity {
  const height = context.ceilingHeightFt;
  const wall = roundQuantity((floor / 144) * 48 * height);
  noteCeiling(context);
  context.assumptions.push(sayNote('houseWalls', { title: rule.title, floor, height, wall }));
  context.questions.push(sayNote('houseWallsQuestion'));
  return { quantity: wall, basis: sayNote('houseWallsBasis', { floor, wall }) };
}

/** Roof squares from the house's floor area, or the rooms' when no house size is given. */
function roofOfFloor(context: ClauseContext): ResolvedQuantity | undefined {
  const floor =
    context.houseFloorSqFt ?? (context.spaces.length > 0 ? spacesTotal(context, (w, l) => w * l) : undefined);
  if (floor === undefined) return undefined;
  const roof = roofFromFloorArea(floor, context.stories, context.pitchRise);
  const squares = roundSquares(roof.squares);
  noteStories(context);
  notePitch(context);
  const footprint = Math.round(roof.footprintSqFt);
  const factor = roof.factor.toFixed(3);
  context.assumptions.push(
    sayNote('roofFromFloor', { floor, footprint, factor, roof: Math.round(roof.roofSqFt) }),
  );
  return {
    quantity: squares,
    basis: sayNote('roofFromFloorBasis', { floor, squares, rise: context.pitchRise }),
  };
}
