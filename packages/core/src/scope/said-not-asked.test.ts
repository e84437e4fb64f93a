import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const priced = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// A word of context, place, purpose or specification read as work or as a count (held-out set 17): the hot tub a
// circuit is run to priced beside it ($10.8k of $800-$2,200, validated), "150W LED high bays" counted 150 fixtures,
// "panel is right on the same wall" and "a patch panel" priced a 200 A panel upgrade, a 1,000 gallon in-ground
// interceptor priced as an under-sink trap.
describe('a thing named with no verb, then served by the work, is what the work is for', () => {
  it.each([
    ['We are getting a hot tub. Need a 50 amp circuit run to it', ['circuit_240_50a 1 each']],
    ['Hot tub going on the deck, need a 240v circuit for it', ['circuit_240_50a 1 each']],
    ['Pool pump going in next month. Need a 20 amp circuit run out to it', ['new_circuit 1 each']],
  ])('%s → %j', (text, expected) => {
    expect(priced(text)).toEqual(expected);
  });

  it('a thing asked for with its own verb is still priced beside the work that serves it', () => {
    expect(priced('New water heater. Need a circuit for it too')).toEqual([
      'water_heater_gas 1 each',
      'new_circuit 1 each',
    ]);
  });
});

describe('a wattage is the fixture, never its count', () => {
  it.each([
    ['swap 24 400 watt metal halides for 150 watt LED high bays', ['led_high_bay 24 each']],
    ['replace 12 high bay lights with 200W LED fixtures', ['led_high_bay 12 each']],
    ['retrofit 40 metal halide high bays with LED high bays', ['led_high_bay 40 each']],
    ['change 30 fluorescent troffers to 40 watt LED flat panels', ['led_troffer 30 each']],
  ])('%s → %j', (text, expected) => {
    expect(priced(text)).toEqual(expected);
  });
});

describe('where the panel is, and a low-voltage panel, are no panel work', () => {
  it.each([
    [
      'install a tesla wall connector in the garage, the main panel is just on the other side of the wall',
      ['ev_charger_circuit 1 each'],
    ],
    [
      'need a 240v outlet for a welder in the shop, the panel is in the basement right below',
      ['circuit_240_50a 1 each'],
    ],
    ['8 cat6 drops terminated at a new patch panel in the utility room', ['data_drop 8 each']],
    ['ethernet drops in 5 rooms, terminated on a patch panel in the basement', ['data_drop 5 each']],
    ['want cat6 run to 3 rooms, back to a patch panel in the closet', ['data_drop 3 each']],
  ])('%s → %j', (text, expected) => {
    expect(priced(text)).toEqual(expected);
  });

  it('a panel asked for is still priced', () => {
    expect(priced('panel is old, replace it with a 200 amp')).toEqual(['panel_upgrade_200a 1 each']);
  });
});

describe('a grease trap of hundreds of gallons, or set in the ground, is the in-ground interceptor', () => {
  it.each([
    ['Grease interceptor installation, 750 gallon underground tank', ['grease_interceptor_inground 1 each']],
    ['restaurant grease trap, 1,500 gal in-ground interceptor', ['grease_interceptor_inground 1 each']],
    ['need a grease trap put in outside the restaurant', ['grease_interceptor_inground 1 each']],
  ])('%s → %j', (text, expected) => {
    expect(priced(text)).toEqual(expected);
  });

  it('a trap under the sink stays the small trap', () => {
    expect(priced('replace the grease trap under the 3 compartment sink')).toEqual([
      'grease_trap_install 1 each',
    ]);
  });
});

// "8 rotted pieces of wood lap siding" re-sided the house ($17k of $400-$1,200); "a foggy double pane" priced a whole
// window beside the glass asked for: pieces of a covering are a repair of them, a pane's fog is its glass unit.
describe('pieces of a covering, and a fogged pane, are repairs of that extent', () => {
  it.each([
    ['replace 5 rotten boards of cedar siding on the north wall', ['siding_panel_repair 5 each']],
    ['a couple warped pieces of clapboard siding need replacing', ['siding_panel_repair 2 each']],
    ['need 4 split boards of wood lap siding replaced near the garage', ['siding_panel_repair 4 each']],
    ['the living room window has a cloudy double pane, replace the glass', ['window_glass_replace 1 each']],
    [
      'Kitchen window has a foggy insulated glass unit. Only the glass needs replacing',
      ['window_glass_replace 1 each'],
    ],
    ['one bedroom window has a fogged dual pane, can you swap the glass', ['window_glass_replace 1 each']],
  ])('%s → %j', (text, expected) => {
    expect(priced(text)).toEqual(expected);
  });
});

// "Residential dumbwaiter installation cost, two stops" priced two shutoff valves ($242 of $8,000-$22,000), a stair
// lift carpet on 13 stairs, a chimney liner a crown repair, lightning protection nothing: kinds with their own
// cost-guide pages, and a lift's stops are its floors, not a count.
describe('specialty kinds with their own guide pages are read', () => {
  it.each([
    ['we want a dumbwaiter from the garage up to the kitchen, 2 stops', ['dumbwaiter 1 each']],
    ['install a 3 stop dumbwaiter between the basement and the dining room', ['dumbwaiter 1 each']],
    ['price for a stair lift on our straight stairs, my dad can no longer climb them', ['stair_lift 1 each']],
    ['need a stair chair lift put in, one straight flight to the bedrooms', ['stair_lift 1 each']],
    ['put lightning rods on our farmhouse', ['lightning_protection 1 each']],
    ['quote to add a lightning protection system to the house and barn', ['lightning_protection 1 each']],
    ['reline the chimney with stainless steel', ['chimney_liner 1 each']],
    ['chimney liner replacement quote please', ['chimney_liner 1 each']],
  ])('%s → %j', (text, expected) => {
    expect(priced(text)).toEqual(expected);
  });
});
