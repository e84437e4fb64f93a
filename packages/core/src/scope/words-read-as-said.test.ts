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

// A list of kinds of work, slashed or with a finish last, is each of them: "garage finish-out 484 sf,
// insulate/rock/paint" was the paint alone ($628 of $3,000-$12,000), as was "finish the garage 484 sf with
// insulation, drywall and paint" (the trailing "paint" became the action of the whole list).
describe('a list of kinds of work is each of them', () => {
  it.each([
    ['garage finish-out 484 sf, insulate/rock/paint'],
    ['garage finish-out 484 sf, insulate, rock and paint'],
    ['finish the garage 484 sf with insulation, drywall and paint'],
  ])('%s', (text) => {
    const kinds = readLines(text).map((line) => line.split(' ')[0]);
    expect(kinds).toEqual(['wall_batts', 'drywall_hang_finish', 'interior_wall_paint']);
  });

  it('a bare verb after a thing is still its action: 1,650 sq ft of drywall, hang and finish', () => {
    expect(readLines('1,650 sq ft of drywall, hang and finish')).toEqual(['drywall_hang_finish 1650 sq_ft']);
  });
});
