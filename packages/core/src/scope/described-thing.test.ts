import { readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// An action's participle between a determiner and its thing says what the thing is, not work asked: "cover our
// painted brick fireplace wall with stacked stone veneer" was a fireplace painted ($347, validated), "carpet the
// finished basement" a whole basement finish ($21,465, validated).
describe('a participle that describes the thing is not work asked', () => {
  it.each([
    ['cover the painted brick fireplace with stone veneer, about 6 by 8', ['stone_veneer 48 sq_ft']],
    [
      'we have a painted brick house and want stone veneer on the front, 200 sq ft',
      ['stone_veneer 200 sq_ft'],
    ],
    ['carpet the finished basement, roughly 600 square feet', ['carpet_install 600 sq_ft']],
    ['the basement is already finished, just need carpet 600 sf', ['carpet_install 600 sq_ft']],
    ['new LVP in our newly remodeled kitchen, 150 sq ft', ['lvp_install 150 sq_ft']],
    [
      'remove the painted paneling and hang drywall, 12x12 room',
      ['drywall_demo 384 sq_ft', 'drywall_hang_finish 384 sq_ft'],
    ],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  // A participle that asks for the work, or names a material or a product, still does.
  it.each([
    ['I want the deck stained, 300 sq ft', 'deck_stain'],
    ['finish our basement, 800 sq ft', 'wall_framing'],
    ['rip out the tiled shower and build a new walk-in shower', 'tile_demo'],
    ['get the living room painted, 12x14', 'interior_wall_paint'],
  ])('%s → %s first', (text, assembly) => {
    expect(readLines(text)[0]?.split(' ')[0]).toBe(assembly);
  });
});

// A surface said to be finished already is the site described ("walls are tiled"), a tree 60 ft or taller is a large
// tree, and a thing whose name ends in tile is no floor tile ("drain tile in the basement" was 800 sq ft of porcelain).
describe('the site described, a tree by its height, and things named tile', () => {
  it.each([
    ['need 3 grab bars in the shower. walls are tiled', ['grab_bar_install 3 each']],
    ['Cost to remove a 70 ft oak tree close to the house', ['large_tree_removal 1 each']],
    ['remove an oak tree about 80 feet tall', ['large_tree_removal 1 each']],
    ['remove a 30 ft maple tree', ['tree_removal 1 each']],
    ['need a 70 ft oak taken down, its close to the house', ['large_tree_removal 1 each']],
    ['install 120 lf of drain tile in the basement', ['interior_drain_tile 120 linear_ft']],
    ['tile the basement floor, 600 sf', ['floor_tile 600 sq_ft']],
    ['put ceiling fans in 3 bedrooms, there are light boxes there now', ['ceiling_fan 3 each']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text).filter((line) => !line.includes('lump_sum'))).toEqual(expected);
  });
});

// A finish word after "is" among a surface's defects says what is wrong with it: "our patio is stained and pitted,
// can you put a new overlay on top of it" was a concrete sealing ($311 of $1,200-$3,200 for the overlay).
describe('a surface described as stained is not a stain to apply', () => {
  it.each([
    [
      'Our patio is stained and pitted, can you put a new overlay on top of it? About 400 square feet',
      ['concrete_resurfacing 400 sq_ft'],
    ],
    ['the driveway is cracked and stained, resurface it, 600 sf', ['concrete_resurfacing 600 sq_ft']],
    ['the ceiling is stained from a leak, repaint it 12x12', ['interior_ceiling_paint 144 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it.each([
    ['we want the deck stained, 12x20', 'deck_stain'],
    ['the deck is cracked and stained, restain it 12x20', 'deck_stain'],
  ])('a stain asked is still a stain: %s', (text, assembly) => {
    expect(readLines(text)[0]?.split(' ')[0]).toBe(assembly);
  });
});

// A porch's roof said of the porch enclosed is what is there already, and the windows it is enclosed with are the
// enclosure's: "our covered back porch enclosed with windows, 12x14" was one small window ($756 of $8,000-$30,000).
describe('a covered porch enclosed is the enclosure', () => {
  it.each([
    [
      'we want our covered back porch enclosed with windows so we can use it year round, 12x14',
      'porch_enclosure 168 sq_ft',
    ],
    ['enclose our covered porch with windows, 10x16', 'porch_enclosure 160 sq_ft'],
    ['back porch enclosed with windows and a door, 12x14', 'porch_enclosure 168 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });

  it('a covered porch asked for is still built: build a covered porch 12x14', () => {
    expect(readLines('build a covered porch 12x14')[0]).toBe('covered_porch 168 sq_ft');
  });
});

// A sentence that says what a surface is made of or how it is describes the site: "Paint the bedroom. the ceilings
// are popcorn" priced 1,000 sq ft of popcorn removal, "The trim is stained wood" painted the trim instead of the
// walls, "floors are tile" a new tile floor beside a vanity, all validated.
describe('a sentence saying what a surface is, is the site described, not work', () => {
  it.each([
    ['Paint the bedroom. the ceilings are popcorn', ['interior_wall_paint']],
    ['Paint the bedroom. The trim is stained wood', ['interior_wall_paint']],
    ['Replace the vanity in the bathroom. floors are tile', ['vanity_install']],
    ['Replace the gutters. The roof is metal.', ['seamless_gutter']],
    ['new vanity and toilet. The floor is old vinyl', ['toilet_replace', 'vanity_install']],
    // Still read: a state with its work, a list of surfaces for the sentence before.
    ['the floors are hardwood and need refinishing, 400 sq ft', ['hardwood_refinish']],
    ['Paint 3 bedrooms. Walls and ceilings.', ['interior_wall_paint', 'interior_ceiling_paint']],
  ])('%s → %j', (text, kinds) => {
    expect(readKinds(text).filter(Boolean).sort()).toEqual([...kinds].sort());
  });
});
