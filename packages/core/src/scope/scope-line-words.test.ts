import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// A roofer's scope line names the roof by its squares ("28 sq") and its shingle ("arch shingles"): it is a new roof,
// even where the clause starts with the tear-off. "Tear off 1 layer, 28 sq, ... arch shingles, ridge vent, new drip
// edge, pipe boots" priced the tear-off, a ridge vent, 200 LF of drip edge and a roof repair, $5.3k validated.
describe('a roof named by its squares and shingle in a scope line is a new roof', () => {
  it.each([
    'Tear off 1 layer, 28 sq, synthetic underlayment, arch shingles, ridge vent, new drip edge, pipe boots',
    'tear off and reshingle w/ arch shingles, 28 sq, new drip edge and pipe boots',
    'strip 1 layer 28 sq, ice and water at eaves, arch shingles, pipe boots, drip edge',
  ])('%s', (text) => {
    const lines = work(text);
    expect(lines).toEqual(
      expect.arrayContaining(['shingle_tear_off 28 square', 'asphalt_shingle_reroof 28 square']),
    );
  });

  it('a few pipe boots, a few shingles, or drip edge alone, are still their own work', () => {
    expect(work('replace a few missing arch shingles and the flashing around the chimney')).not.toContain(
      'asphalt_shingle_reroof 20 square',
    );
    expect(work('replace 3 pipe boots and a few shingles')).toEqual(['roof_repair 2 each']);
    expect(work('add drip edge to my roof, 150 ft')).toEqual(['drip_edge 150 linear_ft']);
  });

  it('a size in sq ft is never squares of roof', () => {
    expect(work('tile 28 sq ft bathroom floor')).toEqual(['floor_tile 28 sq_ft']);
  });
});

// A cost guide's title puts "cost" between the job and its size: "Office tenant improvement cost, 3,000 sq ft ..."
// priced the carpet and paint ($24.6k of $90k-$240k) where "Office tenant improvement, 3,000 sq ft" is the TI.
describe('a title asking the cost of a tenant improvement of a stated area is the TI', () => {
  it.each([
    'Office tenant improvement cost, 3,000 sq ft second-generation space with new carpet, paint and a few private offices',
    'Office tenant improvement price, 3,000 sq ft',
    'tenant improvement estimate: 3,000 sf, new walls, doors and lighting',
  ])('%s', (text) => {
    expect(work(text)).toContain('office_ti_light 3000 sq_ft');
  });
});

// "build new PT frame ..., composite decking": a deck's frame named by its lumber is the deck's framing.
describe('a pressure treated frame in a deck job is the deck framing', () => {
  it.each([
    'remove old deck, build new pressure treated frame, trex decking, 12x14',
    'new PT frame and composite decking, 12x14 deck',
  ])('%s', (text) => {
    expect(work(text)).toEqual(
      expect.arrayContaining(['deck_framing 168 sq_ft', 'composite_deck_boards 168 sq_ft']),
    );
  });
});

// "frame and drywall 60 LF of new partition": the wall framed is framing beside its drywall.
describe('a wall framed and drywalled is framing and drywall', () => {
  it('frame and drywall a partition', () => {
    const lines = work('frame and drywall a new partition in the office');
    expect(lines.some((line) => line.startsWith('wall_framing'))).toBe(true);
    expect(lines.some((line) => line.startsWith('drywall_hang_finish'))).toBe(true);
  });

  it('drywall alone on a wall not framed is drywall', () => {
    expect(work('hang drywall on the partition wall').map((line) => line.split(' ')[0])).toEqual([
      'drywall_hang_finish',
    ]);
  });
});

// "take out the wall to the dining room" was a new wall framed (12 LF), "tear out the wall between the kitchen and
// dining room" a kitchen gutted, and the LVP listed after the removal a floor torn out.
describe('a wall taken out between two rooms is a wall removal', () => {
  it.each([
    ['take out the wall between the kitchen and dining room', 'wall_demo 12 linear_ft'],
    ['tear out the wall between the kitchen and dining room', 'wall_demo 12 linear_ft'],
    ['remove the wall between the kitchen and the living room, about 14 ft', 'wall_demo 14 linear_ft'],
    ['remove the wall to the dining room (not load bearing I think)', 'wall_demo 12 linear_ft'],
  ])('%s', (text, line) => {
    expect(work(text)).toEqual([line]);
  });

  it('new work listed after the wall removal is new work', () => {
    expect(work('take out the wall to the dining room, new cabinets, LVP floor')).toEqual(
      expect.arrayContaining(['wall_demo 12 linear_ft', 'lvp_install 168 sq_ft']),
    );
  });

  it('a load bearing wall, a kitchen gutted and wallpaper stay their own work', () => {
    expect(work('remove the load bearing wall between kitchen and living room')[0]).toMatch(/^beam_install/);
    expect(work('gut the kitchen')).toEqual(['kitchen_gut 1 each']);
    expect(work('remove the wall paper in the dining room')[0]).toMatch(/^wallpaper_removal/);
  });
});

// "We're moving the laundry from the basement up to a closet off the upstairs hallway. Need water lines, drain and a
// dryer vent run plus a 240v outlet" priced the dryer circuit alone ($702 of $2,500-$7,500): a laundry moved is its
// supplies, drain and vent run to the new spot.
describe('a laundry moved is the hookups run to the new spot', () => {
  it.each([
    'move the laundry from the basement to the upstairs hallway closet',
    'relocate washer and dryer hookups to the second floor',
    'how much to move the washer and dryer to the garage',
  ])('%s', (text) => {
    expect(work(text)).toEqual(['laundry_relocation 1 each']);
  });

  it('its dryer circuit asked beside it is the electrician’s line', () => {
    expect(
      work(
        "We're moving the laundry from the basement up to a closet off the upstairs hallway. Need water lines, drain and a dryer vent run plus a 240v outlet.",
      ),
    ).toEqual(['laundry_relocation 1 each', 'circuit_240_30a 1 each']);
  });
});
