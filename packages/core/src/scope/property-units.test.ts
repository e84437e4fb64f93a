import { warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';
import { findMeasures } from './parse-quantity.ts';
import { parseScope } from './parse-scope.ts';
import { parsePropertyUnits, readProperties } from './property-units.ts';

warmUpReader();

function line(text: string, assemblyId: string) {
  const items = parseScope(text).plan.groups.flatMap((g) => g.items);
  return items.find((i) => i.assemblyId === assemblyId);
}

const lines = (text: string) =>
  parseScope(text)
    .plan.groups.flatMap((g) => g.items)
    .map((i) => `${i.assemblyId}=${i.quantity}`);

// A unit glued to or beside a figure is a property of one thing (its capacity, rating, efficiency, grade), never a
// count of the things or an area: "a 3T AC" is one condenser, "16 SEER" no sixteen heat pumps.
describe('a property unit is one thing of that size, not a count', () => {
  it.each([
    ['new 3T AC unit', 'ac_condenser_replace', 1],
    ['replace the 2.5t heat pump condenser', 'ac_condenser_replace', 1],
    ['replace 40g water heater', 'water_heater_gas', 1],
    ['swap the 50g gas water heater', 'water_heater_gas', 1],
    ['install a 16 SEER heat pump', 'heat_pump_system', 1],
    ['new 14 seer AC 3 ton', 'ac_condenser_replace', 1],
    ['16 SEER AC replacement', 'ac_condenser_replace', 1],
    ['install a 3-way switch', 'device_replace', 1],
    ['2 piece toilet install', 'toilet_replace', 1],
    ['install a two-handle faucet', 'faucet_replace', 1],
    ['replace a 2-panel interior door', 'interior_door_prehung', 1],
    ['replace a 2 car garage door', 'garage_door', 1],
    // a count said with the property stays the count
    ['install 2 3-ton AC units', 'ac_condenser_replace', 2],
    ['replace 2 50-gallon water heaters', 'water_heater_gas', 2],
    ['install two 3-way switches', 'device_replace', 2],
    ['replace two single hung windows', 'replacement_window_standard', 2],
    ['replace 8 double-hung windows', 'replacement_window_standard', 8],
    ['replace 5 light fixtures', 'light_fixture', 5],
    ['install a 3 compartment sink', 'compartment_sink', 1],
  ])('%s → %s × %i', (text, assemblyId, quantity) => {
    expect(line(text, assemblyId)?.quantity).toBe(quantity);
  });

  it.each([
    ['blow in R-49 insulation, 1000 sq ft attic', 'rValue', 49],
    ['R49 blown insulation', 'rValue', 49],
    ['r 38 in the attic', 'rValue', 38],
    ['a 95 afue furnace', 'efficiency', 95],
    ['seer2 of 15.2', 'efficiency', 15.2],
    ['30 year architectural shingles', 'years', 30],
    ['a 15 yr old roof', 'years', 15],
    ['3-tab shingles', 'name', 3],
    ['a 5 burner cooktop', 'name', 5],
    ['a 5-light chandelier', 'name', 5],
    ['paint a 4-plex', 'name', 4],
    ['a 2 car garage door', 'name', 2],
  ])('%s → %s %d, no count or area', (text, property, value) => {
    const measures = findMeasures(text.toLowerCase());
    expect(measures.find((m) => m.kind === 'property')).toMatchObject({ property, value });
    expect(measures.filter((m) => m.kind === 'count' || m.kind === 'area' || m.kind === 'length')).toEqual(
      text.includes('1000 sq ft') ? [expect.objectContaining({ kind: 'area', value: 1000 })] : [],
    );
  });

  it.each([
    ['new 3T AC unit', 'tons', 3],
    ['a 40g water heater', 'gallons', 40],
    ['24k mini split', 'btu', 24000],
  ])('%s → %s %d', (text, kind, value) => {
    expect(findMeasures(text.toLowerCase())[0]).toMatchObject({ kind, value });
  });
});

// A count word that is part of a garage's name sizes the garage: a two-car garage is one garage of about 480 sq ft.
describe('cars in a garage size the garage', () => {
  it.each([
    ['build a two-car garage', 'detached_garage', 480],
    ['new 2 car garage detached', 'detached_garage', 480],
    ['build a 3-car detached garage', 'detached_garage', 720],
    ['epoxy floor for a 2 car garage', 'floor_coating', 480],
    ['epoxy coating on a two-car garage floor', 'floor_coating', 480],
    ['pour a 3 car garage slab', 'concrete_slab', 720],
  ])('%s → %s %i sq ft', (text, assemblyId, quantity) => {
    expect(line(text, assemblyId)?.quantity).toBe(quantity);
  });

  it('says the garage size was taken from its cars', () => {
    const scope = parseScope('build a 2 car garage');
    expect(scope.plan.assumptions?.join(' ')).toMatch(/2 car garage taken as 480 sq ft/);
  });
});

// Several numbers in one request: the job's size is the size; a grade, a budget, a year, an address, a ZIP or a date
// is never a quantity.
describe('the job size among other figures', () => {
  it.each([
    [
      'replace 1,800 sq ft roof with 30-year architectural shingles, 6/12 pitch',
      'asphalt_shingle_reroof',
      18,
    ],
    ['replace 3-tab shingles with architectural, 22 squares', 'asphalt_shingle_reroof', 22],
    ['budget 8000 new windows', 'replacement_window_standard', 1],
    ['we have $3,000 for recessed lights', 'recessed_light', 1],
    ['about 15k for new kitchen cabinets', 'kitchen_cabinets', 20],
    ['install 6 recessed lights, budget is 15k', 'recessed_light', 6],
    ['house built in 1978 needs new windows', 'replacement_window_standard', 1],
    ['our 1985 house needs 2 new toilets', 'toilet_replace', 2],
    ['1960s ranch, replace the windows', 'replacement_window_standard', 1],
    ['house from the 60s, replace outlets', 'device_replace', 1],
    ['1423 Oak Street, replace toilets', 'toilet_replace', 1],
    ['zip code 30301, new ceiling fans', 'ceiling_fan', 1],
    ['need it done in 3 weeks, new gutters', 'seamless_gutter', 150],
    ['done by June 5 new light fixtures', 'light_fixture', 1],
    ['install 8 recessed lights by March 3', 'recessed_light', 8],
  ])('%s → %s %d, no figure left unread', (text, assemblyId, quantity) => {
    expect(line(text, assemblyId)?.quantity).toBe(quantity);
    expect(parseScope(text).unrecognized).toEqual([]);
  });

  it.each([
    ['install 6 recessed lights, budget is 15k', 'money'],
    ['replace 3 windows, budget $5,000', 'money'],
    ['paint 3 bedrooms, house built in 1965', 'year'],
    ['a house from the 70s', 'year'],
    ['replace 2 toilets at 1423 Maple St', 'address'],
    ['install 5 outlets, Austin, TX 78704', 'zip'],
    ['replace the furnace, need it done in 2 weeks', 'duration'],
    ['come at 9am', 'time'],
  ])('%s: the %s is not a quantity', (text, property) => {
    const measures = findMeasures(text.toLowerCase());
    expect(measures.some((m) => m.kind === 'property' && m.property === property)).toBe(true);
    expect(measures.filter((m) => m.kind === 'count').every((m) => m.value < 10)).toBe(true);
  });
});

// A figure joined to a word names the thing's kind or size, never how many (held-out set 14: "Cost to add a 3-season
// sunroom, 12x14" priced three sunrooms, 504 sq ft, $99k validated; "20 mil silicone roof coating" was "Roof cleaning:
// 20 each"). Joined by a hyphen to any word, after "a", or to a unit of thickness or weight; a fraction counts
// nothing. A name in the work's own unit still counts it ("a 4-zone mini split" is four zones).
describe('a figure joined to a word names a kind, not a count', () => {
  it.each([
    ['Cost to add a 3-season sunroom, 12x14', ['sunroom_addition 168 sq_ft']],
    ['build a 3 season sunroom 12x16', ['sunroom_addition 192 sq_ft']],
    ['add a 4-season room, 12x14', ['sunroom_addition 168 sq_ft']],
    ['build a 3-bay garage', ['garage_addition 720 sq_ft']],
    ['install a 5-light chandelier', ['light_fixture 1 each']],
    ['install a 4-zone furnace', ['furnace_replace 1 each']],
    ['install a 12-circuit subpanel', ['subpanel_60a 1 each']],
    ['build a 4 post pergola 12x12', ['pergola 1 each']],
    ['install a 5 blade ceiling fan', ['ceiling_fan 1 each']],
    ['install a 2 drawer dishwasher', ['dishwasher_install 1 each']],
    ['replace a 2 prong outlet with a 3 prong outlet', ['device_replace 1 each']],
    ['apply a 20 mil silicone coating to our 2,000 sq ft flat roof', ['roof_coating 20 square']],
    ['hang 5/8 drywall on the garage ceiling, 400 sf', ['drywall_ceiling 400 sq_ft']],
    ['install 40 oz carpet in a 12x12 bedroom', ['carpet_install 144 sq_ft']],
    [
      '30 lb felt under new shingles, 20 squares',
      ['asphalt_shingle_reroof 20 square', 'shingle_tear_off 20 square'],
    ],
    // a name in the work's own unit counts the work
    ['install a 6-zone sprinkler system', ['sprinkler_zone 6 each']],
    ['install a 6 zone sprinkler system', ['sprinkler_zone 6 each']],
    ['install a 4-zone ductless mini split', ['mini_split_multi_zone 4 each']],
    ['repipe a 3-bathroom house with PEX', ['repipe_by_bathroom 3 each']],
  ])('%s → %j, no figure asked about', (text, expected) => {
    const { plan } = parseScope(text);
    expect(plan.groups.flatMap((g) => g.items.map((i) => `${i.assemblyId} ${i.quantity} ${i.uom}`))).toEqual(
      expected,
    );
    expect(plan.doubts ?? []).toEqual([]);
  });

  it.each([
    ['a 3-season sunroom', 'name', 3],
    ['a 12-circuit panel', 'name', 12],
    ['a 4 post pergola', 'name', 4],
    ['20 mil silicone', 'thickness', 20],
    ['12mm laminate', 'thickness', 12],
    ['40 oz carpet', 'weight', 40],
    ['5/8 drywall', 'size', 0.625],
  ])('%s → %s %d', (text, property, value) => {
    const measures = findMeasures(text);
    expect(measures).toEqual([expect.objectContaining({ kind: 'property', property, value })]);
  });

  // A unit, a size, a pitch, a range or a house's rooms after the figure stay what they are.
  it.each([
    ['a 50-gallon heater', 'gallons', 50],
    ['a 50 gallon heater', 'gallons', 50],
    ['a 12 x 14 room', 'dimensions', 168],
    ['a 6 in 12 pitch', 'pitch', 6],
    ["it's a 3 bedroom", 'count', 3],
    ['tear off 2-layers', 'layers', 2],
  ])('%s → %s %d', (text, kind, value) => {
    expect(findMeasures(text)[0]).toMatchObject({ kind, value });
  });
});

// Estimators' shorthand for a size: thousands of square feet, roof squares as "sqs"; a pair of doors is one unit; a
// phone number is no figure of the work.
describe('shorthand figures', () => {
  it.each([
    ['paint the interior of a 2k sq ft house', 'interior_wall_paint', 5333],
    ['new roof on a 1.5k sf ranch', 'asphalt_shingle_reroof', 18.6],
    ['install LVP, 1.2k sq ft', 'lvp_install', 1200],
    ['reroof 22 sqs', 'asphalt_shingle_reroof', 22],
    ['install a pair of french doors', 'exterior_french_door', 1],
    ['call me at 555-123-4567 about replacing 2 toilets', 'toilet_replace', 2],
    ['replace 2 toilets, my number is (512) 555 0134', 'toilet_replace', 2],
  ])('%s → %s %d, no figure left unread', (text, assemblyId, quantity) => {
    expect(line(text, assemblyId)?.quantity).toBe(quantity);
    expect(parseScope(text).unrecognized).toEqual([]);
  });
});

// A wire size is the conductors of one run, never a count of circuits ("12/2 wire" priced six circuits).
describe('wire sizes are no count', () => {
  it.each([
    ['run 12/2 wire 50 ft for a new circuit', 'new_circuit', 1],
    ['add a 240v circuit with 10-3 romex for the dryer', 'circuit_240_30a', 1],
    ['install a 20 amp circuit with 12 gauge wire', 'new_circuit', 1],
    ['run 6/3 wire to the hot tub, 40 ft', 'circuit_240_50a', 1],
    ['new circuit, 14-2 nm, 3 outlets', 'outlet_install', 3],
    ['pull #10 wire for a 30 amp circuit', 'circuit_240_30a', 1],
  ])('%s → %s %d', (text, assemblyId, quantity) => {
    expect(line(text, assemblyId)?.quantity).toBe(quantity);
    const measures = findMeasures(text.toLowerCase());
    expect(measures.some((m) => m.property === 'gauge')).toBe(true);
    expect(measures.filter((m) => m.kind === 'count').map((m) => m.value)).toEqual(
      text.includes('3 outlets') ? [3] : [],
    );
  });
});

// A motor's horsepower or a thing's width is a property of one thing: no half a disposal, no 16 ft run of work.
describe('power and width of one thing', () => {
  it.each([
    ['install a 1/2 hp garbage disposal', 'garbage_disposal', 1],
    ['replace the 1.5 hp pool pump', 'pool_pump', 1],
    ['replace a 16 ft garage door', 'garage_door', 1],
    ['install a 6 ft vanity', 'vanity_install', 1],
    ['new 8 foot sliding glass door', 'sliding_patio_door', 1],
  ])('%s → %s × %i, no figure left unread', (text, assemblyId, quantity) => {
    expect(line(text, assemblyId)?.quantity).toBe(quantity);
    expect(parseScope(text).unrecognized).toEqual([]);
  });
});

// Take-off shorthand: a count with its size after an "@", or with "ea.", "pcs." or "qty." abbreviated (the dot is no
// sentence end).
describe('take-off counts', () => {
  it.each([
    ['replace windows: 3 @ 36x60', 'replacement_window_standard', 3],
    ['install 5 ea. recessed lights', 'recessed_light', 5],
    ['recessed lights 6 @ 4 inch', 'recessed_light', 6],
    ['new outlets qty. 4', 'outlet_install', 4],
    ['install 4 pcs. interior doors', 'interior_door_prehung', 4],
  ])('%s → %s × %i', (text, assemblyId, quantity) => {
    expect(line(text, assemblyId)?.quantity).toBe(quantity);
    expect(parseScope(text).unrecognized).toEqual([]);
  });
});

// A volume of concrete or stone for work priced by its area covers that area at the work's thickness.
describe('cubic yards size a slab or a drive', () => {
  it.each([
    ['pour 10 cy of concrete for a slab', 'concrete_slab', 810],
    ['pour a 6 inch slab, 12 cubic yards', 'concrete_slab', 648],
    ['5 yards of gravel for a gravel driveway', 'gravel_driveway', 405],
    // priced by the yard: the volume itself
    ['pour 10 cubic yards of concrete', 'concrete_placed_per_cubic_yard', 10],
    ['10 yards of mulch spread in the beds', 'mulch_by_volume', 10],
  ])('%s → %s %i', (text, assemblyId, quantity) => {
    expect(line(text, assemblyId)?.quantity).toBe(quantity);
  });
});

// The size of a product (a tile, a plank) is no floor to cover.
describe('a product size is not the area of work', () => {
  it.each([
    ['retile 60 sq ft bathroom floor, 12x24 porcelain tile', ['floor_tile=60']],
    ['tile the 10x12 kitchen floor with 12x24 tile', ['floor_tile=120']],
    ['install 6x36 wood look tile planks in the 12x14 bedroom', ['floor_tile=168']],
  ])('%s → %j', (text, expected) => {
    expect(lines(text)).toEqual(expected);
  });
});

describe('property-units.yaml is checked at load', () => {
  it.each([
    ['properties: []', /properties/],
    [
      "properties:\n  - { property: rValue, pattern: '\\br(' }",
      /properties\.0 \(rValue\)\.pattern: not a regular/,
    ],
    ["properties:\n  - { property: money, pattern: '\\$\\d+' }", /captures no figure/],
    ["properties:\n  - { property: x, kind: bogus, pattern: '(\\d)' }", /kind/],
  ])('%s is refused', (yaml, message) => {
    expect(() => parsePropertyUnits(yaml)).toThrow(message);
  });

  it('reads a figure and blanks its span', () => {
    const { measures, masked } = readProperties('a 3t ac, budget 8k');
    expect(measures.map((m) => [m.kind, m.value])).toEqual([
      ['tons', 3],
      ['property', 8],
    ]);
    expect(masked).not.toMatch(/\d/);
  });
});
