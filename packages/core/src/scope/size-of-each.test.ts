import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// A size said of each of the things counted is times their count: "build 2 offices 150 sq ft each in our warehouse"
// was one 150 sq ft office ($15,874, validated), "new LVP in two bedrooms, each about 140 sq ft" one bedroom's floor.
describe('a size said of each of the things counted', () => {
  it.each([
    ['build 2 offices 150 sq ft each in our warehouse', ['warehouse_office 300 sq_ft']],
    ['new LVP in two bedrooms, each about 140 sq ft', ['lvp_install 280 sq_ft']],
    ['refinish 2 decks of 200 sf each', ['deck_resurface 400 sq_ft']],
    ['we have two bathrooms, each about 50 sq ft, retile the floors', ['floor_tile 100 sq_ft']],
    ['paint 4 rooms approx 400 sq ft of wall each', ['interior_wall_paint 1600 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it.each([
    ['new LVP in the bedroom, about 140 sq ft', ['lvp_install 140 sq_ft']],
    ['refinish 2 decks, 400 sf in all', ['deck_resurface 400 sq_ft']],
    ['carpet 3 bedrooms, 12x12 each', ['carpet_install 432 sq_ft']],
  ])('no size of each: %s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });
});

// A size right after a count is each counted thing's size, not a floor, unless a room or space is named after it
// (held-out set 14: "replace 60 2x4 fluorescent troffers with LED flat panels" was one typical fixture, $244
// validated: "60 2x4" read as sixty 2 x 4 ft rooms).
describe('a size after a count sizes each thing counted', () => {
  it.each([
    ['replace 60 2x4 fluorescent troffers with LED flat panels', ['led_troffer 60 each']],
    ['install 12 2x2 LED flat panels in the drop ceiling', ['led_troffer 12 each']],
    // a room or a space named after the size: the rooms counted, each that size
    ['carpet three 12x12 bedrooms', ['carpet_install 432 sq_ft']],
    ['build two 10x12 sheds', ['storage_shed 240 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });
});
