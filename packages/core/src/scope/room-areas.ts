/**
 * Rooms and buildings as areas with their basis named. Painting prices wall area, flooring floor area,
 * roofing roof area: mixing them is the best-known estimating trap (a floor-area painting price applied to
 * wall area over-quotes about 2.8×; research/estimating-market.md section 8). The typical room sizes
 * (data/lexicon/quantity-words.yaml `rooms`) are Quoin assumptions, always stated on the estimate.
 */
import { readProperties } from './property-units.ts';
import { QUANTITY_WORDS, type QuantityWords } from './quantity-words.ts';

/** A room type of data/lexicon/quantity-words.yaml: id, label, the room word's pattern and its typical size. */
export type RoomType = QuantityWords['rooms'][number];

export const ROOM_TYPES: RoomType[] = QUANTITY_WORDS.rooms;

/** Quoin's default interior ceiling height when none is given (the common US ceiling; stated). */
export const DEFAULT_CEILING_HEIGHT_FT = 8;
/** Default roof pitch when none is given (rise in 12; stated). */
export const DEFAULT_PITCH_RISE = 6;
/** Default eave and rake overhang on each side (stated). */
const DEFAULT_OVERHANG_FT = 1;
/** Exterior wall height per story: 8 ft ceiling plus floor framing (Quoin assumption, stated). */
const WALL_HEIGHT_PER_STORY_FT = 9;

export interface RoomAreas {
  floorSqFt: number;
  perimeterFt: number;
  wallSqFt: number;
  ceilingSqFt: number;
}

/** Floor, perimeter, wall (perimeter × ceiling height, no openings deducted) and ceiling of one rectangular room. */
export function rectangleAreas(widthFt: number, lengthFt: number, ceilingHeightFt: number): RoomAreas {
  const floorSqFt = widthFt * lengthFt;
  const perimeterFt = 2 * (widthFt + lengthFt);
  return { floorSqFt, perimeterFt, wallSqFt: perimeterFt * ceilingHeightFt, ceilingSqFt: floorSqFt };
}

/** √(1 + (rise/12)²): roof surface per unit of plan area (6/12 → 1.118; research/estimating-market.md §9). */
export function pitchFactor(rise: number): number {
  return Math.sqrt(1 + (rise / 12) ** 2);
}

export interface RoofFromFootprint {
  footprintSqFt: number;
  planSqFt: number;
  roofSqFt: number;
  squares: number;
  /** Eaves and rakes together, for drip edge and gutters (eaves are about half). */
  edgeFt: number;
  factor: number;
}

/**
 * Roof surface of a house from its floor area: floor ÷ stories = footprint (taken as square), plus the
 * overhang on every side, times the pitch factor. A 2,000 sq ft one-story at 6/12 → about 24.4 squares.
 */
export function roofFromFloorArea(
  floorSqFt: number,
  stories: number,
  rise: number = DEFAULT_PITCH_RISE,
  overhangFt: number = DEFAULT_OVERHANG_FT,
): RoofFromFootprint {
  const footprintSqFt = floorSqFt / stories;
  const side = Math.sqrt(footprintSqFt) + 2 * overhangFt;
  const planSqFt = side * side;
  const factor = pitchFactor(rise);
  const roofSqFt = planSqFt * factor;
  return { footprintSqFt, planSqFt, roofSqFt, squares: roofSqFt / 100, edgeFt: 4 * side, factor };
}

/** Exterior wall area of a house from its floor area: square footprint, 9 ft per story, openings not deducted. */
export function exteriorWallFromFloorArea(
  floorSqFt: number,
  stories: number,
): { perimeterFt: number; wallSqFt: number } {
  const perimeterFt = 4 * Math.sqrt(floorSqFt / stories);
  return { perimeterFt, wallSqFt: perimeterFt * WALL_HEIGHT_PER_STORY_FT * stories };
}

export interface RoomMention {
  type: RoomType;
  count: number;
  /** True when the text gave the count ("3 bedrooms"); false for "the bedroom". */
  countGiven: boolean;
  start: number;
  end: number;
}

const ROOM_REGEXES = ROOM_TYPES.map((type) => ({
  type,
  regex: new RegExp(
    String.raw`(?:(?<![\dx×.,/'])\b(\d{1,2})[\s-]+(?:[a-z]+\s+)?)?\b(?:${type.pattern})\b`,
    'g',
  ),
}));

const { fixturesAfterRoom: FIXTURE_AFTER, houseAfterRoom: HOUSE_AFTER } = QUANTITY_WORDS.around;

/** Rooms named in a lower-case text ("the 3 bedrooms", "living room and hallway"); the first type wins a span. */
export function findRooms(text: string): RoomMention[] {
  const found: RoomMention[] = [];
  // "a 2 car garage", "a 3-season sunroom": a figure that sizes or names the room (property-units.yaml) counts none.
  const properties = readProperties(text).measures;
  for (const { type, regex } of ROOM_REGEXES) {
    for (const match of text.matchAll(regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && end > other.start)) continue;
      // "my 3 bedroom 2 bath house": the house described, not rooms to work on.
      if (match[1] !== undefined && HOUSE_AFTER.test(text.slice(end))) continue;
      // "12 by 14 bedroom" is a size, not fourteen bedrooms; "2 bathroom windows" counts windows.
      const counted =
        match[1] !== undefined &&
        !properties.some((property) => property.start <= start && start < property.end) &&
        !/(?:by|x|×)[\s-]*$/.test(text.slice(0, start)) &&
        !FIXTURE_AFTER.test(text.slice(end));
      const count = counted ? Number(match[1]) : 1;
      found.push({ type, count, countGiven: counted, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Rounds an area or length for a plan line: whole units, never down by more than half a unit. */
export function roundQuantity(value: number): number {
  return Math.round(value);
}

/** Roof squares rounded up to a tenth (a short square is a short roof). */
export function roundSquares(squares: number): number {
  return Math.ceil(squares * 10 - 1e-9) / 10;
}
