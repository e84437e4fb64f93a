import { describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

// A count said in the work's own unit counts the work ("a 6 zone sprinkler system" is six zones); a count of
// rooms counts the fixtures named for each of them.
describe('stated counts are honoured', () => {
  it.each([
    ['a 6 zone sprinkler system for front and back yard', 'sprinkler_zone', 6],
    ['add 2 irrigation zones', 'sprinkler_zone', 2],
    ['heat pump mini-split with 3 zones (3 indoor heads)', 'mini_split_zone', 3],
    ['ductless mini split for the bonus room, one zone', 'mini_split_zone', 1],
    ['upgrade 2 restrooms: new toilets', 'toilet_replace', 2],
  ])('%s → %s × %i', (text, assemblyId, count) => {
    const items = parseScope(text).plan.groups.flatMap((g) => g.items);
    expect(items.find((i) => i.assemblyId === assemblyId)?.quantity).toBe(count);
    expect(items.some((i) => i.assemblyId === 'heat_pump_system')).toBe(false);
  });
});
