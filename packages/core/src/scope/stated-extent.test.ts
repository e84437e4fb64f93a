import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// A count, size or extent said of the thing is the thing's. "R&R 6 interior hollow core doors" priced one door (the
// door's make between the count and the noun hid the count: $592 of $2,200-$5,500); "R&R both torsion springs" two
// spring repairs where one repair replaces the pair; "rebuild the stair, 4 steps" a deck's framing, or a stair of 5
// steps (the stair and its steps counted apart); "three panels of our 6 foot cedar fence" one section and no post.
describe('a door named by its make is an interior door, counted as said', () => {
  it.each([
    ['Swap the 4 old hollow core doors upstairs for new prehung ones', 'interior_door_prehung 4 each'],
    ['R&R 3 interior hollow core doors, casing both sides', 'interior_door_prehung 3 each'],
    ['need 5 six-panel doors installed in the bedrooms and closets', 'interior_door_prehung 5 each'],
    ['install 2 interior 2-panel doors', 'interior_door_prehung 2 each'],
  ])('%s → %s', (text, line) => {
    expect(work(text)).toEqual([line]);
  });
});

describe('the pair of springs a garage door repair replaces is one repair', () => {
  it.each([
    'our torsion springs are shot, replace both',
    'Garage door spring replacement, pair of torsion springs',
    'replace the two torsion springs on my garage door',
  ])('%s', (text) => {
    expect(work(text)).toEqual(['garage_door_repair 1 each']);
  });
});

describe('a deck stair is counted in its steps, and one rebuilt is built', () => {
  it.each([
    ['rebuild the steps off our deck, 3 steps, pressure treated', 'deck_stairs 3 each'],
    ['Deck stair replacement cost, 5 risers', 'deck_stairs 5 each'],
    ['the stairs down from the deck are rotting, need them rebuilt with 4 steps', 'deck_stairs 4 each'],
    ['new stairs for the deck, 3 steps', 'deck_stairs 3 each'],
  ])('%s → %s', (text, line) => {
    expect(work(text)).toEqual([line]);
  });

  it('deck stairs only wobbly are still a repair', () => {
    expect(work('the deck steps are wobbly, can you fix them')).not.toContain('deck_stairs 1 each');
  });
});

describe("a fence's sections are counted past its height, and a broken post said of it is its post", () => {
  it.each([
    ['two fence sections of our 6 ft privacy fence blew over', ['fence_section_repair 2 each']],
    [
      'replace 4 panels of the 5 foot wood fence and one broken post',
      ['fence_section_repair 4 each', 'fence_post_replace 1 each'],
    ],
    [
      'the storm took out two 8 ft panels of the cedar fence and a post is leaning',
      ['fence_section_repair 2 each', 'fence_post_replace 1 each'],
    ],
  ])('%s', (text, lines) => {
    expect(work(text)).toEqual(lines);
  });

  it('a length of gutter said as a section is still its run', () => {
    expect(work('replace a 10 ft section of gutter')).toEqual(['seamless_gutter 10 linear_ft']);
  });
});

// "replace 4 damaged strips of siding" priced one panel; "crown molding in living and dining room" one room (the
// dining room); "the bottom 2 ft of drywall along one 20 ft wall" 16 sq ft (the 2 ft read as the run at 8 ft high);
// "gutter with downspouts" one downspout for a house's gutters.
describe('the pieces of siding a repair counts, by any of their names', () => {
  it.each([
    ['replace 3 cracked strips of vinyl siding on the back wall', 'siding_panel_repair 3 each'],
    ['2 loose strips of lap siding blew off in the storm, replace them', 'siding_panel_repair 2 each'],
    ['need 5 damaged strips of siding replaced after the hail', 'siding_panel_repair 5 each'],
  ])('%s → %s', (text, line) => {
    expect(work(text)).toEqual([line]);
  });
});

describe('two rooms that share their noun ("the living and dining room") are both rooms', () => {
  it.each([
    ['install crown molding in living and dining room', 'crown_molding 124 linear_ft'],
    ['crown molding for the living and dining rooms', 'crown_molding 124 linear_ft'],
    ['paint the family and dining rooms', 'interior_wall_paint 960 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(work(text)).toEqual([line]);
  });
});

describe('the bottom feet of a wall are the height of the strip, along the run said', () => {
  it.each([
    ['replace the bottom 2 ft of drywall along one 20 ft wall', 'drywall_hang_finish 40 sq_ft'],
    ['flood cut: remove the lower 4 feet of drywall, 60 ft of wall', 'drywall_demo 240 sq_ft'],
    ['new sheetrock on the bottom 4 ft of the wall, about 30 ft of it', 'drywall_hang_finish 120 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(work(text)).toContain(line);
  });
});

describe("downspouts said with no count are a house's usual four", () => {
  it.each([
    ['150 LF of seamless gutter with downspouts', 'downspout 40 linear_ft'],
    ['new gutters and downspouts on a 1500 sq ft ranch', 'downspout 40 linear_ft'],
    ['replace a downspout', 'downspout 10 linear_ft'],
    ['add 2 downspouts on the back of the house', 'downspout 20 linear_ft'],
  ])('%s → %s', (text, line) => {
    expect(work(text)).toContain(line);
  });
});
