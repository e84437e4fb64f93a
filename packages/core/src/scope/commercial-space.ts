import { formatNumber } from './parse-quantity.ts';
import { noteCeiling, type ResolvedQuantity, spacesTotal } from './quantity-basics.ts';
import { say } from './refiner-notes.ts';
import { roundQuantity } from './room-areas.ts';
import type { ClauseContext } from './scope-context.ts';
import { clausePattern } from './scope-phrases.ts';

// An office suite, a store, a restaurant: a tenant space of several rooms and open areas, not one room.
const COMMERCIAL_SPACE = clausePattern('commercialSpace');
/** Below this a stated floor area is one room, as a room is sized. */
const SMALLEST_SPACE_SQ_FT = 600;
/** Rooms and open areas of a tenant space taken as 20 × 20 ft: 80 ft of wall per 400 sq ft of floor. */
const ROOM_SIDE_FT = 20;

/**
 * Walls of a commercial space known by its floor area ("paint a 3,000 sq ft retail space"): partitions and open
 * areas taken as 20 × 20 ft rooms (a Quoin rule of thumb, stated and asked), never the perimeter of one room
 * the size of the whole floor.
 */
export function commercialSpaceWalls(context: ClauseContext): ResolvedQuantity | undefined {
  const sized = context.spaces.filter((space) => space.source !== 'typical');
  // "TI: 3,500 SF office suite, new ACT, paint walls": an office sized by its floor area, named in the clause
  // before, is the tenant space the clause works in.
  const office = sized.some((space) => space.label === 'office');
  if (!COMMERCIAL_SPACE.test(context.text) && !office) return undefined;
  const floorSqFt = sized.reduce((sum, space) => sum + space.count * space.widthFt * space.lengthFt, 0);
  if (sized.length === 0 || sized.length !== context.spaces.length || floorSqFt < SMALLEST_SPACE_SQ_FT)
    return undefined;
  spacesTotal(context, () => 0);
  const h = context.ceilingHeightFt;
  const wall = roundQuantity((floorSqFt / (ROOM_SIDE_FT * ROOM_SIDE_FT)) * 4 * ROOM_SIDE_FT * h);
  noteCeiling(context);
  say(context, 'commercial_space.walls', {
    floor: floorSqFt,
    side: String(ROOM_SIDE_FT),
    roomWall: String(4 * ROOM_SIDE_FT),
    roomFloor: String(ROOM_SIDE_FT * ROOM_SIDE_FT),
    height: h,
    wall,
  });
  return {
    quantity: wall,
    basis: `${formatNumber(floorSqFt)} sq ft commercial space → ${formatNumber(wall)} sq ft wall area`,
  };
}
