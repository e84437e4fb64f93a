import { estimateText, readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Classes from held-out set 12 (session 14): whole jobs said as a gut, a list of parts or a turn of phrase, that
// were priced as the parts alone. Each with phrasings of its own beside the set's text.

// "kitchen gut, 12x14. new semi-custom cabs, granite tops …" was the gut and four parts ($12.6k of $35k-$75k): a gut
// said as a noun after the room, with new work said for it, is the room's remodel, as "gut the kitchen" is.
describe('a room’s gut said after the room, with new work, is its remodel', () => {
  it.each([
    'kitchen gut, 12x14. new semi-custom cabs, granite tops, tile floor and we want the sink moved to a new island',
    'kitchen gut job, new cabinets and quartz counters',
    'master bath gut, 8x10, new double vanity and a tiled shower',
    'hall bathroom gut with a new tub and tile',
  ])('%s', (text) => {
    const kinds = readKinds(text);
    // The template's own lines (paint, drywall or wall cabinets) are there, not only the parts named.
    expect(kinds).toEqual(expect.arrayContaining(['interior_wall_paint']));
    expect(kinds.some((kind) => kind === 'kitchen_gut' || kind === 'bathroom_gut')).toBe(true);
  });

  it('a room gutted with no new work said stays a gut', () => {
    expect(readKinds('bathroom gut only, we will do the rest ourselves')).not.toContain(
      'interior_wall_paint',
    );
  });
});

// "Kids bath is 5x9 … Looking to redo everything: tub/shower with tile surround, vanity, toilet …" was the parts
// ($5.9k of $10k-$25k): everything of a room named before redone is the room's remodel at its stated size.
describe('everything of a named room redone is its remodel', () => {
  it.each([
    'Kids bath is 5x9, original 90s stuff. Looking to redo everything: tub/shower with tile surround, vanity, toilet, floor tile, fan. Nothing moves',
    'our hall bathroom, about 5 by 8, we want to replace it all - tub, toilet, vanity and tile',
    'The guest bath is dated, 5x8. Redo the whole thing: toilet, vanity, tub and floor',
    'we need our whole hall bathroom redone, new tub, tile, vanity and toilet',
  ])('%s', (text) => {
    expect(readKinds(text)).toEqual(
      expect.arrayContaining(['bathroom_gut', 'bath_exhaust_fan', 'interior_wall_paint']),
    );
  });

  it('the held-out bath is priced as a full bath remodel ($10,000-$25,000)', async () => {
    const { cents } = await estimateText(
      'Kids bath is 5x9, original 90s stuff. Looking to redo everything: tub/shower with tile surround, vanity, toilet, floor tile, fan. Nothing moves',
    );
    expect(cents).toBeGreaterThanOrEqual(1_000_000);
    expect(cents).toBeLessThanOrEqual(2_500_000);
  });
});

// "rip out the fiberglass shower stall (36x48) and do a tiled walk-in with a glass door" was a stall swapped: a prefab
// shower torn out for a tiled walk-in is the tiled shower built (pan, wall tile, valve, door).
describe('a prefab shower replaced by a tiled walk-in is the tiled shower built', () => {
  it.each([
    'Master bath - want to rip out the fiberglass shower stall (36x48) and do a tiled walk-in with a glass door. Rest of the bathroom stays as is',
    'replace our old acrylic shower with a tile shower, 3x5',
    'we want a new tiled walk-in shower',
  ])('%s', (text) => {
    expect(readKinds(text)).toEqual(
      expect.arrayContaining(['tile_shower_pan', 'shower_wall_tile', 'shower_door']),
    );
  });

  it('a prefab stall put in for one is the stall swapped', () => {
    expect(readKinds('replace the old fiberglass shower stall with a new one piece shower unit')).toEqual([
      'shower_stall_replace',
    ]);
  });
});

// "Just bought a 1950s ranch, 1,200 sf. Planning to gut it: all new kitchen, the 1 bath …" was a kitchen and a bath
// gutted ($5.3k of $100k-$220k): "gut it" after a house named is the house's gut renovation, sized by its floor area.
describe('a house gutted, said as "gut it", is its gut renovation', () => {
  it.each([
    [
      'Just bought a 1950s ranch, 1,200 sf. Planning to gut it: all new kitchen, the 1 bath, floors, drywall, and update the electrical and plumbing',
      ['gut_renovation 1200 sq_ft'],
    ],
    ['1,600 sq ft bungalow, we plan to gut the place and redo the kitchen', ['gut_renovation 1600 sq_ft']],
    ['our 1,400 sq ft house is a fixer, want to gut it down to the studs', ['gut_renovation 1400 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it.each([
    ['our 1,800 sq ft house needs everything redone', ['whole_house_renovation 1800 sq_ft']],
    ['the house is a 1,500 sq ft colonial, we want to remodel it all', ['whole_house_renovation 1500 sq_ft']],
  ])('a house renovated as a whole: %s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });
});

// "turn our attached 2 car garage (about 440 sf) into a studio with a kitchenette and a bathroom" was a new garage
// built: a garage made a dwelling is its conversion to a dwelling unit, not a building and not a room.
describe('a garage made a dwelling is its conversion to a dwelling unit', () => {
  it.each([
    [
      'We want to turn our attached 2 car garage (about 440 sf) into a studio with a kitchenette and a bathroom for my mom to live in',
      ['garage_adu_conversion 440 sq_ft'],
    ],
    ['convert the 2 car garage into an apartment for rent, 480 sq ft', ['garage_adu_conversion 480 sq_ft']],
    ['turning the detached garage into a guest suite, 400 sq ft', ['garage_adu_conversion 400 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it('a garage made a room stays a garage conversion', () => {
    expect(readKinds('convert the garage into a family room, 400 sq ft')).toEqual(['garage_conversion']);
  });
});

// "a two story addition off the back, 24x24 footprint" was one story of 576 sq ft ($108k of $170k-$350k): a
// two-story addition is sized by its footprint and priced for both floors; a floor area said is the whole addition's.
describe('a two-story addition is its footprint built on two floors', () => {
  it.each([
    [
      'Looking at a two story addition off the back, 24x24 footprint. Family room downstairs, master suite with a bath upstairs',
      ['two_story_addition 576 sq_ft'],
    ],
    ['2 story addition on the back of the house, 20x30', ['two_story_addition 600 sq_ft']],
    ['1,152 sq ft two story addition', ['room_addition 1152 sq_ft']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });
});

// "Cost to add a 16-foot shed dormer …" was 400 sq ft of drywall ($1.1k of $20k-$50k): no dormer kind existed.
describe('a dormer built is a dormer, sized by its width or counted', () => {
  it.each([
    [
      'Cost to add a 16-foot shed dormer to a cape cod second floor, with interior drywall finished',
      ['shed_dormer 16 linear_ft'],
    ],
    ['add two gable dormers to the front', ['gable_dormer 2 each']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it('a dormer named as where a part is, is not a dormer built', () => {
    expect(readKinds('shed dormer roof leak repair')).not.toContain('shed_dormer');
    expect(readKinds('the flashing around the gable dormer leaks')).not.toContain('gable_dormer');
  });
});
