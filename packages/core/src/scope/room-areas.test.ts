import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exteriorWallFromFloorArea,
  findRooms,
  pitchFactor,
  rectangleAreas,
  roofFromFloorArea,
  roundSquares,
} from './room-areas.ts';

describe('room areas', () => {
  // research/estimating-market.md §9: 4/12 = 1.054, 6/12 = 1.118, 8/12 = 1.202, 12/12 = 1.414
  it.each([
    [0, 1],
    [4, 1.054],
    [6, 1.118],
    [8, 1.202],
    [12, Math.SQRT2],
  ])('pitch %d/12 → factor %d', (rise, factor) => {
    expect(pitchFactor(rise)).toBeCloseTo(factor, 3);
  });

  it('gives floor, perimeter, wall and ceiling of a room', () => {
    expect(rectangleAreas(12, 14, 8)).toEqual({
      floorSqFt: 168,
      perimeterFt: 52,
      wallSqFt: 416,
      ceilingSqFt: 168,
    });
  });

  it('makes roof area larger than the footprint', () => {
    const roof = roofFromFloorArea(2000, 1);
    expect(roof.roofSqFt).toBeGreaterThan(2000);
    expect(roundSquares(roof.squares)).toBe(24.5);
    expect(roofFromFloorArea(2000, 2).footprintSqFt).toBe(1000);
  });

  it('property: roof area ≥ footprint and grows with pitch', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 6000 }), fc.integer({ min: 0, max: 11 }), (floor, rise) => {
        const low = roofFromFloorArea(floor, 1, rise);
        const high = roofFromFloorArea(floor, 1, rise + 1);
        return low.roofSqFt >= floor && high.roofSqFt > low.roofSqFt;
      }),
    );
  });

  it('property: wall area is perimeter × height and squares never round down', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 7, max: 14 }),
        (width, length, height) => {
          const areas = rectangleAreas(width, length, height);
          return (
            areas.wallSqFt === 2 * (width + length) * height &&
            roundSquares(areas.floorSqFt / 100) >= areas.floorSqFt / 100
          );
        },
      ),
    );
  });

  it('gives exterior wall area per story', () => {
    expect(exteriorWallFromFloorArea(1600, 1)).toEqual({ perimeterFt: 160, wallSqFt: 1440 });
  });

  it('finds rooms and their counts, not sizes', () => {
    expect(
      findRooms('paint 3 bedrooms and the hallway').map((r) => [r.type.id, r.count, r.countGiven]),
    ).toEqual([
      ['bedroom', 3, true],
      ['hallway', 1, false],
    ]);
    expect(findRooms('a 12x14 bedroom').map((r) => r.count)).toEqual([1]);
    expect(findRooms('a 12 by 14 bedroom').map((r) => r.count)).toEqual([1]);
    expect(findRooms('the master bedroom').map((r) => r.type.id)).toEqual(['primary_bedroom']);
  });
});
