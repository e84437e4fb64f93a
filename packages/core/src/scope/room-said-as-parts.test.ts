import { estimateText, readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Held-out sets 6-8 (session 16): customers name the room and list its parts ("new tub, tile surround, vanity,
// toilet and floor tile"), and the parts alone were priced ($3,300-$6,700 of $9,000-$45,000 bath remodels). A room
// named with new work on three of its template's parts, the tub or shower (or the kitchen's cabinets) among them,
// is the room's job, sized by the room as said.
describe('a room named with new work on its main parts is its remodel', () => {
  it.each([
    'Our hall bathroom is about 5 by 8 and hasn’t been touched since the 80s. We want new tub, tile surround, vanity, toilet and floor tile.',
    'Our master bathroom is about 10 by 12. We’d like to replace the tub with a walk-in tile shower, put in a double vanity and new tile floors.',
    'guest bath: new toilet, new vanity and a new tub',
    'new shower tile, a new vanity and LVP floor in the upstairs bathroom',
  ])('%s', (text) => {
    expect(readKinds(text)).toEqual(
      expect.arrayContaining(['bathroom_gut', 'interior_wall_paint', 'bath_exhaust_fan']),
    );
  });

  it('the held-out hall bath is priced as a bath remodel ($9,000-$20,000)', async () => {
    const { cents } = await estimateText(
      'Our hall bathroom is about 5 by 8 and hasn’t been touched since the 80s. We want everything out and new tub, tile surround, vanity, toilet and floor tile.',
    );
    expect(cents).toBeGreaterThanOrEqual(900_000);
    expect(cents).toBeLessThanOrEqual(2_000_000);
  });

  it.each([
    'new toilet and vanity in the hall bath',
    'replace the toilet, vanity and floor in the half bath',
    'new tile floor and a new toilet in the bathroom',
  ])('fewer parts, or none of the bathing ones, stay the work named: %s', (text) => {
    expect(readKinds(text)).not.toContain('bathroom_gut');
  });

  it.each([
    'Our galley kitchen is about 8x12 and hasn’t been touched since 1985. We want new stock cabinets, laminate counters, vinyl plank on the floor and a new sink and faucet, same layout.',
    'kitchen, 10x12: new base and wall cabinets, quartz counters and a tile backsplash',
  ])('the kitchen the same way: %s', (text) => {
    expect(readKinds(text)).toEqual(
      expect.arrayContaining(['cabinet_demo', 'base_cabinets', 'interior_wall_paint']),
    );
  });

  it.each([
    'remodel the 10x12 kitchen with new kitchen cabinets and quartz counters',
    'kitchen remodel, uppers and lowers, granite',
  ])('cabinets said in a kitchen remodel are its cabinet lines, not a second set: %s', (text) => {
    const kinds = readKinds(text);
    expect(kinds).toContain('base_cabinets');
    expect(kinds).not.toContain('kitchen_cabinets');
  });

  it('new counters, a sink and a backsplash on the kitchen’s cabinets stay those three', () => {
    expect(readKinds('new countertops, sink and backsplash in the kitchen')).not.toContain('cabinet_demo');
  });
});

// "remodel the bathroom and convert the tub to a walk-in shower" priced the shower twice (the remodel's walk-in
// and the conversion's), and "a walk-in shower instead of the tub" was a new tub and surround, or a walk-in tub.
describe('a tub swapped for a shower', () => {
  it.each([
    'remodel the 8x10 bathroom and convert the tub to a walk-in shower',
    'remodel the 8x10 bathroom with a walk-in shower instead of the tub',
    'full remodel of the 8x10 bathroom, tub to shower conversion',
  ])('inside a bath remodel is the remodel’s shower, once: %s', (text) => {
    const kinds = readKinds(text);
    expect(kinds.filter((kind) => kind === 'tile_shower_pan')).toHaveLength(1);
    expect(kinds).toContain('bathroom_gut');
    expect(kinds).not.toContain('walk_in_tub');
    expect(kinds).not.toContain('bathtub_replace');
  });

  it.each([
    'a walk-in shower instead of the tub',
    'we want a tiled walk-in shower in place of the old bathtub',
  ])('alone is the conversion: %s', (text) => {
    const kinds = readKinds(text);
    expect(kinds).toEqual(expect.arrayContaining(['tile_shower_pan', 'shower_wall_tile']));
    expect(kinds).not.toContain('bathtub_replace');
  });

  it('the same thing named new again keeps its line: the old vanity for a new one with a faucet', () => {
    expect(readLines('swap the old 30 inch bathroom vanity for a new one with top and faucet')).toEqual(
      expect.arrayContaining(['vanity_install 1 each']),
    );
  });
});

// "Semi custom cabinets, quartz, new appliances and an LVP floor" priced no appliances though the remodel's
// exclusion says "unless listed" ($18,400 of $25,000-$50,000).
describe('new appliances are the kitchen’s appliance package', () => {
  it.each(['new appliances', 'we need a new stainless appliance package', 'kitchen appliances replaced'])(
    '%s',
    (text) => {
      expect(readKinds(text)).toContain('kitchen_appliance_package');
    },
  );

  it('listed in a kitchen remodel they are priced with it', () => {
    expect(
      readKinds('remodel the 8x12 kitchen: semi custom cabinets, quartz, new appliances and an LVP floor'),
    ).toEqual(expect.arrayContaining(['base_cabinets', 'kitchen_appliance_package']));
  });
});
