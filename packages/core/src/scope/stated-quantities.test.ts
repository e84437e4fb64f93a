import { warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

warmUpReader();

function line(text: string, assemblyId: string) {
  const items = parseScope(text).plan.groups.flatMap((g) => g.items);
  return items.find((i) => i.assemblyId === assemblyId);
}

// A count written after the thing, as lists and take-offs write it, counts the thing; a count followed by
// another noun ("2 bathrooms") does not.
describe('a count after the noun binds to it', () => {
  it.each([
    ['install cabinet pulls x30', 'cabinet_hardware', 30],
    ['cabinet knobs x 24 in the kitchen', 'cabinet_hardware', 24],
    ['replace outlets (6) in the kitchen', 'device_replace', 6],
    ['new outlets (x4) in the garage', 'outlet_install', 4],
    ['replace toilets - 2', 'toilet_replace', 2],
    ['install recessed lights qty 4', 'recessed_light', 4],
    ['recessed lights, qty: 8, in the basement', 'recessed_light', 8],
    ['install smoke detectors: 5', 'smoke_detector_hardwired', 5],
    ['replace interior doors (7)', 'interior_door_prehung', 7],
    ['new faucets qty: 3', 'faucet_replace', 3],
    ['kitchen faucet swap x2', 'faucet_replace', 2],
    ['toilets x2, vanities x2', 'vanity_install', 2],
    ['replace windows ×8', 'replacement_window_standard', 8],
  ])('%s → %s × %i', (text, assemblyId, count) => {
    const found = line(text, assemblyId);
    expect(found?.quantity).toBe(count);
    expect(found?.quantitySource).toBe('stated');
  });
});

// A size said for the work itself beats the size of the room the work is in: one accent wall is its own face.
describe('a wall size said for the work beats the room', () => {
  it.each([
    ['shiplap accent wall 10x8 in the living room', 'shiplap_wall', 80],
    ['shiplap accent wall in the bedroom, 12 ft wide x 9 ft high', 'shiplap_wall', 108],
    ['paint one accent wall 14 ft long, 8 ft high in the family room', 'interior_wall_paint', 112],
    ['board and batten accent wall 12 ft wide by 9 ft tall in the bedroom', 'wainscoting', 108],
    // a run in linear feet covers the work's own height (wainscot 3.5 ft, data wallRunHeights)
    ['install 40 lf of wainscoting in the dining room', 'wainscoting', 140],
    ['beadboard wainscot, 60 linear feet, in the hallway', 'wainscoting', 210],
  ])('%s → %s %i sq ft', (text, assemblyId, quantity) => {
    const found = line(text, assemblyId);
    expect(found?.quantity).toBe(quantity);
    expect(found?.quantitySource).toBe('stated');
  });

  it.each([
    // the size of the room the walls are in stays the room's
    ['paint the 12x14 bedroom walls', 'interior_wall_paint', 416],
    ['paint the bedroom walls, 12x14 room', 'interior_wall_paint', 416],
    // a tile size is no wall face
    ['tile the shower walls with 12x24 tile', 'interior_wall_paint', undefined],
  ])('%s → %s %s', (text, assemblyId, quantity) => {
    expect(line(text, assemblyId)?.quantity).toBe(quantity);
  });
});

// Sizes and counts written many ways read the same.
describe('sizes written many ways', () => {
  it.each([
    ["install carpet in the 12'x14' bedroom", 'carpet_install', 168],
    ['install carpet 12ft by 14ft', 'carpet_install', 168],
    ['install carpet 12×14', 'carpet_install', 168],
    ['install 168 SF of carpet', 'carpet_install', 168],
    ['install 168 sq. ft. of carpet', 'carpet_install', 168],
    ['40 lin ft of gutters', 'seamless_gutter', 40],
    ['40 feet of gutters', 'seamless_gutter', 40],
    ["paint the 12x14 living room, 10' ceilings", 'interior_wall_paint', 520],
    // feet and inches, as a tape reads
    ["install carpet in the 12'6\" x 14' bedroom", 'carpet_install', 175],
    ["install carpet in a 12' 6\" by 14' room", 'carpet_install', 175],
    ["paint the 10'-6\" x 12' bedroom", 'interior_wall_paint', 360],
    // cost guides hyphenate sizes: "a 10-by-12-foot deck", "a 1,500-sq.-ft. house"
    ['build a 10-by-12-foot deck', 'deck_framing', 120],
    ['pour a 12-foot by 20-foot patio', 'concrete_patio', 240],
    ['install carpet in a 12-by-12 bedroom', 'carpet_install', 144],
    ['reroof a 1,500-sq.-ft. house', 'asphalt_shingle_reroof', 18.6],
    ['paint the inside of a 1,200-sq-ft apartment', 'interior_wall_paint', 3200],
    // the rooms of a house described with its size are no rooms of work and no count
    ['paint the interior of a three-bedroom, 1,800-square-foot house', 'interior_wall_paint', 4800],
    ['paint the interior of a 3 br, about 1,800 sf home', 'interior_wall_paint', 4800],
    ['paint 3-bedrooms', 'interior_wall_paint', 1152],
    // a length beside a room is the room's, not a run of wall
    ["paint the 20' hallway", 'interior_wall_paint', 304],
  ])('%s → %s %i', (text, assemblyId, quantity) => {
    expect(line(text, assemblyId)?.quantity).toBe(quantity);
  });
});

// A number that names a kind, a rating, a year, a price or a phone number is no count of the work.
describe('a number that is not a quantity', () => {
  it.each([
    ['install a level 2 ev charger', 'ev_charger_circuit', 1],
    ['replace 40 gal water heater', 'water_heater_gas', 1],
    ['install toilet model 350', 'toilet_replace', 1],
    ['house built in 1985, replace the water heater', 'water_heater_gas', 1],
    ['replace the kitchen faucet, $400 budget', 'faucet_replace', 1],
    ['install a ceiling fan, call 555-123-4567', 'ceiling_fan', 1],
    ['hang 5/8 drywall, 400 sq ft', 'drywall_hang_finish', 400],
    ['replace 3-tab shingles on 20 squares', 'asphalt_shingle_reroof', 20],
  ])('%s → %s %i', (text, assemblyId, quantity) => {
    expect(line(text, assemblyId)?.quantity).toBe(quantity);
  });
});

// "The 2nd floor" says where, not a floor to cover and not two of anything.
describe('a level of the house is a place', () => {
  it.each([
    ['paint the hallway on the 2nd floor', 'interior_wall_paint', 304],
    ['paint the bedroom on the second floor', 'interior_wall_paint', 384],
    ['paint the 2nd floor hallway', 'interior_wall_paint', 304],
    ['replace the 2nd floor bathroom fan', 'bath_exhaust_fan', 1],
    ['install 3 new outlets on the 2nd floor', 'outlet_install', 3],
    ['main floor laundry room paint', 'interior_wall_paint', 224],
  ])('%s → %s %i', (text, assemblyId, quantity) => {
    const items = parseScope(text).plan.groups.flatMap((g) => g.items);
    expect(items.find((i) => i.assemblyId === assemblyId)?.quantity).toBe(quantity);
    expect(items.some((i) => i.assemblyId === 'floor_paint' || i.assemblyId === 'epoxy_floor')).toBe(false);
  });
});

// One wall, a countertop or an island sized in the request is that size, even where the clause also reads the
// size as a room's floor.
describe('a surface sized with its own words', () => {
  it.each([
    ['drywall one 12x8 wall in the garage', 'drywall_hang_finish', 96],
    ['hang wallpaper on one accent wall 11 ft wide', 'wallpaper_install', 88],
    ['quartz countertop 3 ft by 6 ft', 'stone_countertop', 18],
    ['new quartz countertop on a 3x6 island', 'stone_countertop', 18],
    ['granite countertop for a 4x8 island', 'stone_countertop', 32],
    ['granite island top 4x8', 'stone_countertop', 32],
    ['replace kitchen backsplash 8 ft x 2 ft', 'backsplash_tile', 16],
    ['tile backsplash 10x2', 'backsplash_tile', 20],
    // a shower's length × width is its floor, not the tile on its walls: the stand-in stays
    // The shower-rebuild job sizes its walls from the 3x5 footprint (was the typical 80 sq ft before it).
    ['retile the 3x5 shower', 'shower_wall_tile', 92],
    ['new tile in the 36x60 shower', 'shower_wall_tile', 80],
  ])('%s → %s %i', (text, assemblyId, quantity) => {
    const items = parseScope(text).plan.groups.flatMap((g) => g.items);
    expect(items.find((i) => i.assemblyId === assemblyId)?.quantity).toBe(quantity);
  });
});

// Land in acres sizes site work and nothing else: a lot's size is no roof or floor.
describe('acres are the site', () => {
  it.each([
    ['sod 1/4 acre', 'sod', 10890],
    ['install 2 acres of sod', 'sod', 87120],
    ['reroof the house, we are on a 1/2 acre lot', 'asphalt_shingle_reroof', 20],
    ['install lvp in the living room, house sits on 1 acre', 'lvp_install', 320],
  ])('%s → %s %i', (text, assemblyId, quantity) => {
    const items = parseScope(text).plan.groups.flatMap((g) => g.items);
    expect(items.find((i) => i.assemblyId === assemblyId)?.quantity).toBe(quantity);
  });
});

// A face said for a paneled wall replaces the typical run: no typical note or question about its length is left.
describe('a wall face said for the work withdraws the typical run', () => {
  it.each([
    ['shiplap accent wall 10x8 in the living room'],
    ['board and batten accent wall 12x9 in the den'],
  ])('%s', (text) => {
    const { plan } = parseScope(text);
    expect(plan.questions ?? []).not.toEqual(
      expect.arrayContaining([expect.stringContaining('What is the length')]),
    );
    expect(plan.assumptions ?? []).not.toEqual(
      expect.arrayContaining([expect.stringContaining('LF assumed')]),
    );
  });
});

// A whole system counted in its own units ("an in-ground sprinkler system", counted in zones) is its typical number
// of them, not one unit; a count of the units, or the unit itself named, is read as said.
describe('one system counted in its units is its typical size', () => {
  it.each([
    ['install an in-ground sprinkler system', 'sprinkler_zone', 6],
    ['we want a new sprinkler system for the lawn', 'sprinkler_zone', 6],
    ['new 4 zone sprinkler system', 'sprinkler_zone', 4],
    ['add a sprinkler zone', 'sprinkler_zone', 1],
  ])('%s → %s × %d', (text, assemblyId, quantity) => {
    expect(line(text, assemblyId)?.quantity).toBe(quantity);
  });
});

// A plus between words joins two pieces of work as "and" does.
describe('"+" joins work', () => {
  it.each([
    ['tear off 2 layers + reshingle 25 squares', 'asphalt_shingle_reroof', 25],
    ['paint walls+ceilings in a 12x12 bedroom', 'interior_ceiling_paint', 144],
  ])('%s → %s × %d', (text, assemblyId, quantity) => {
    expect(line(text, assemblyId)?.quantity).toBe(quantity);
  });
});
