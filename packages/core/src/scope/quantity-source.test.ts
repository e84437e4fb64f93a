import { beforeAll, describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

// Every plan line says where its quantity came from: stated in the request, derived from a stated room or
// house size, or a typical size assumed because nothing was said.
describe('quantity source on every plan line', () => {
  it.each([
    ['paint a 12x12 bedroom', 'interior_wall_paint', 'derived'],
    ['new gutters', 'seamless_gutter', 'typical'],
    ['install 160 ft of seamless gutters', 'seamless_gutter', 'stated'],
    ['swap out 2 toilets', 'toilet_replace', 'stated'],
    ['remodel my bathroom', 'floor_tile', 'typical'],
    ['remodel my 5x8 bathroom', 'floor_tile', 'derived'],
    ['replace carpet in 2 bedrooms, 11x12 and 10x10', 'carpet_install', 'derived'],
  ])('%s → %s %s', (text, assemblyId, source) => {
    const items = parseScope(text).plan.groups.flatMap((g) => g.items);
    expect(items.every((item) => item.quantitySource !== undefined)).toBe(true);
    expect(items.find((item) => item.assemblyId === assemblyId)?.quantitySource).toBe(source);
  });
});

describe('quantity source from rooms of no stated size', () => {
  it('paint 2 bedrooms is sized from typical bedrooms', () => {
    const item = parseScope('paint 2 bedrooms').plan.groups[0]?.items[0];
    expect(item?.quantitySource).toBe('typical');
  });
});
