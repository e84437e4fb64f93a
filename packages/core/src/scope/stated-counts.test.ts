import { beforeAll, describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

// A count said in the work's own unit counts the work ("a 6 zone sprinkler system" is six zones); a count of
// rooms counts the fixtures named for each of them.
describe('stated counts are honoured', () => {
  it.each([
    ['a 6 zone sprinkler system for front and back yard', 'sprinkler_zone', 6],
    ['add 2 irrigation zones', 'sprinkler_zone', 2],
    ['heat pump mini-split with 3 zones (3 indoor heads)', 'mini_split_multi_zone', 3],
    ['ductless mini split for the bonus room, one zone', 'mini_split_zone', 1],
    ['upgrade 2 restrooms: new toilets', 'toilet_replace', 2],
  ])('%s → %s × %i', (text, assemblyId, count) => {
    const items = parseScope(text).plan.groups.flatMap((g) => g.items);
    expect(items.find((i) => i.assemblyId === assemblyId)?.quantity).toBe(count);
    expect(items.some((i) => i.assemblyId === 'heat_pump_system')).toBe(false);
  });
});

describe('rooms counted and sized', () => {
  it.each([
    // the case: 3 × 12x12 bedrooms (3 × 384) and one 10x10 bathroom (320)
    ['paint 3 bedrooms 12x12 and a 10x10 bathroom', 'interior_wall_paint', 1472],
    ["need 3 bedrooms painted, they're all about 12x12. walls and ceilings", 'interior_wall_paint', 1152],
    ["need 3 bedrooms painted, they're all about 12x12. walls and ceilings", 'interior_ceiling_paint', 432],
    ['paint two bedrooms 10x12 and 12x14', 'interior_wall_paint', 768],
  ])('%s → %s %i sq ft', (text, assemblyId, quantity) => {
    const items = parseScope(text).plan.groups.flatMap((g) => g.items);
    expect(items.find((i) => i.assemblyId === assemblyId)?.quantity).toBe(quantity);
  });
});

describe('a removal and the new work over the same surface share the stated size', () => {
  it.each([
    ['replace the carpet in our office with LVT, about 900 sq ft', 'lvp_install', 900],
    ['Office TI: remove old carpet and install carpet tile, 2,500 sf', 'flooring_demo', 2500],
  ])('%s → %s %i', (text, assemblyId, quantity) => {
    const items = parseScope(text).plan.groups.flatMap((g) => g.items);
    expect(items.find((i) => i.assemblyId === assemblyId)?.quantity).toBe(quantity);
  });
});
