import { readCounts } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// Kinds of work that were read as a neighbour: a roof coating as a new membrane (3-4x the price), rubber gym
// flooring as flooring demolition, a pot filler not understood.
describe('a coating, a rubber floor and a pot filler are kinds of their own', () => {
  it.each([
    ['apply elastomeric coating to our flat roof, 2,000 sq ft', 'roof_coating', 20],
    ['silicone coating over the old flat roof, about 2,500 sf', 'roof_coating', 25],
    ['recoat the metal roof on the barn, 3,000 sq ft', 'roof_coating', 30],
    ['install rubber gym flooring 1,500 sq ft', 'rubber_flooring', 1500],
    ['rubber flooring for the home gym in the basement, 20x20', 'rubber_flooring', 400],
    ['install a pot filler over the range', 'pot_filler', 1],
  ])('%s → %s × %i', (text, assemblyId, quantity) => {
    expect(readCounts(text)).toEqual([[assemblyId, quantity]]);
  });

  it.each([
    ['new TPO flat roof 1,500 sq ft', 'low_slope_membrane'],
    ['epoxy garage floor coating 500 sq ft', 'floor_coating'],
  ])('the neighbours are still themselves: %s', (text, assemblyId) => {
    expect(readCounts(text).map(([id]) => id)).toEqual([assemblyId]);
  });
});
