import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "Recarpet" is new carpet (it was not read at all outside stairs).
describe('recarpet is new carpet', () => {
  it.each([
    ['recarpet the bedroom, 12x12', ['carpet_install 144 sq_ft']],
    ['recarpeting the 10x11 den', ['carpet_install 110 sq_ft']],
    ['recarpet stairs', ['stair_carpet 13 each']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });
});

// "Walls about 9 ft" is the room's height, said without "high" or "tall" (it was left unused, with 8 ft priced).
describe('the height of the walls is the ceiling height', () => {
  it.each([
    ['paint the 14x16 living room, walls are about 9 ft', 'interior_wall_paint 540 sq_ft'],
    ['paint a 12x12 bedroom, walls about 10 ft.', 'interior_wall_paint 480 sq_ft'],
    ['paint a 12x12 bedroom, walls 9 ft high', 'interior_wall_paint 432 sq_ft'],
  ])('%s → %s', (text, expected) => {
    expect(readLines(text)).toEqual([expected]);
  });
});

// "A patio out back, 12x14, pavers": the pavers say what the patio is made of; one patio, not a concrete one
// and a paver one.
describe('a material named apart qualifies the thing', () => {
  it.each([
    ['a patio out back, 12x14, pavers', ['paver_patio 168 sq_ft']],
    ['new patio 10x12, brick pavers', ['paver_patio 120 sq_ft']],
    ['pour a 12x16 concrete patio out back', ['concrete_patio 192 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });
});
