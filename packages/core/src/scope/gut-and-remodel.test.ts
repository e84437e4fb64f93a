import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// A gut with new work said for the room is the room's remodel (its template guts it first); a gut alone, or one that
// lists what comes out, stays the gut: "gutting our master bath, approx 60 sq ft. double vanity, tile shower w/ glass
// door, heated floor" was a gut and three parts ($7,151, validated, against a $20,000-$50,000 band).
describe('a gut with new work is the remodel', () => {
  it.each([
    [
      'gutting our master bath, approx 60 sq ft. double vanity, tile shower w/ glass door, heated floor. tub goes away',
      ['bathroom_gut', 'toilet_replace', 'tile_shower_pan', 'shower_door', 'double_vanity_install'],
    ],
    [
      'gut the kitchen and put in new cabinets and quartz, 12x14',
      ['kitchen_gut', 'base_cabinets', 'stone_countertop'],
    ],
    ['we are gutting the hall bathroom, new tub and tile', ['bathroom_gut', 'toilet_replace', 'floor_tile']],
  ])('%s', (text, kinds) => {
    const read = readKinds(text);
    for (const kind of kinds) expect(read).toContain(kind);
  });

  it('a double vanity takes the single vanity slot and a tub that goes away is no tub', () => {
    const read = readKinds('gut our master bath, double vanity, tile shower, the tub goes away');
    expect(read).not.toContain('vanity_install');
    expect(read).not.toContain('bathtub_replace');
  });

  it.each([
    ['gut the master bath', ['bathroom_gut']],
    ['gut our 5 by 8 bathroom down to the studs', ['bathroom_gut']],
  ])('a gut alone stays a gut: %s', (text, kinds) => {
    expect(readKinds(text)).toEqual(kinds);
  });
});

// "Gut it" after the room is named, a gut renovation said as a verb, a kitchen gut to start over: "We want to gut it
// and do a double vanity …" after "Our master bath is 1990s builder grade" priced five parts ($9,183, validated,
// against $35,000-$80,000); "want to gut renovate the whole thing" a kitchen gut and paint ($4,225).
describe('a gut said as "gut it", as a verb, or to start over', () => {
  it.each([
    [
      'Our master bath is 1990s builder grade. We want to gut it and do a double vanity, freestanding tub, big tiled shower with glass and heated floors. Its roughly 150 sq ft.',
      ['bathroom_gut', 'toilet_replace', 'floor_tile', 'double_vanity_install'],
    ],
    [
      'Bought a 1962 ranch, 1,600 sq ft, and want to gut renovate the whole thing, new kitchen, both baths, floors, paint.',
      ['gut_renovation'],
    ],
    [
      'We want to completely gut our kitchen (about 15 x 18) and start over: custom cabinets to the ceiling, a big island, quartzite counters',
      ['kitchen_gut', 'base_cabinets', 'wall_cabinets', 'stone_countertop'],
    ],
  ])('%s', (text, kinds) => {
    const read = readKinds(text);
    for (const kind of kinds) expect(read).toContain(kind);
  });

  it('a tiled shower is no tub surround kit', () => {
    expect(readKinds('our master bath: gut it, new tub, tiled shower walls, double vanity')).not.toContain(
      'tub_surround_kit',
    );
  });

  it('a kitchen gut that lists what comes out stays the gut', () => {
    expect(readKinds('gut the kitchen, cabinets and counters all out, haul away')).not.toContain(
      'base_cabinets',
    );
  });
});
