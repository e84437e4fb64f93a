import {
  kindNotNeighbour,
  pricedInBand,
  readKinds,
  readQuantities,
  warmUpReader,
} from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// The sixth repairs sweep (#13), from a probe of 40 small jobs across the trades written before tuning on it: a
// part named with its system, a few boards or pavers, carpet that ripples, a squeak, a loose downspout or the
// main shutoff is that small job, never the thing new. Each class is data (trade YAML kinds of work, the rules of
// work-rules/repairs.yaml); these tables hold it with phrasings written for them, not the probe's.

warmUpReader();

describe('a part or a small repair is that job, never the thing new', () => {
  kindNotNeighbour([
    // a part named with its system
    ['condensate pump on my furnace quit, replace it', 'condensate_pump_replace', 'furnace_replace'],
    ['new condensate pump for the air handler', 'condensate_pump_replace', 'air_handler_replace'],
    ['swap the thermostat on the gas furnace for a smart one', 'thermostat', 'furnace_replace'],
    ['replace the thermostat for the heat pump', 'thermostat', 'heat_pump_system'],
    // the house's main shutoff
    ['main shutoff valve is seized, replace it', 'main_shutoff_valve', 'shutoff_valve'],
    ['new main water shut off valve in the basement', 'main_shutoff_valve', 'shutoff_valve'],
    // carpet that ripples or is burnt
    ['restretch the bedroom carpet, it has ripples', 'carpet_repair', 'carpet_install'],
    ['living room carpet is buckling, needs stretched', 'carpet_repair', 'carpet_install'],
    ['patch a pet damaged spot in the carpet', 'carpet_repair', 'carpet_install'],
    // a few boards or planks of a floor
    ['replace 5 cupped oak boards by the fridge', 'floor_board_repair', 'hardwood_install'],
    ['two laminate planks are chipped, replace them', 'floor_board_repair', 'laminate_install'],
    ['some water damaged hardwood boards by the dishwasher', 'floor_board_repair', 'hardwood_install'],
    // a squeak
    ['creaky stairs to the basement, stop the squeak', 'small_carpentry_repair', 'stair_treads'],
    ['noisy subfloor in the master bedroom', 'small_carpentry_repair', 'subfloor'],
    // a loose downspout
    ['the downspout by the garage is detached', 'gutter_repair', 'downspout'],
    ['reattach the loose downspouts on the back', 'gutter_repair', 'downspout'],
    // pavers that sank
    ['several sunken pavers on the front walk', 'paver_restoration', 'paver_patio'],
    ['pavers in the driveway have settled, relevel a few', 'paver_restoration', 'paver_patio'],
    // exterior caulk around windows
    [
      'recaulk the outside of the windows on the south side',
      'window_caulking',
      'replacement_window_standard',
    ],
    ['exterior caulking around the windows and doors', 'window_caulking', 'replacement_window_standard'],
  ]);
});

describe('a stated count or size of the small job is kept', () => {
  it.each([
    ['replace 4 warped hardwood boards', 'floor_board_repair 4'],
    ['replace 7 laminate planks in the hall', 'floor_board_repair 7'],
    ['restretch carpet in 2 bedrooms', 'carpet_repair 288'],
    ['reset 8 sunken pavers', 'paver_restoration 40'],
  ])('%s → %s', (text, line) => {
    expect(readQuantities(text)).toContain(line);
  });
});

describe('a whole replacement asked stays a replacement', () => {
  it.each([
    ['replace the furnace, it is 25 years old', 'furnace_replace'],
    ['new condensate pump and a new high efficiency furnace', 'furnace_replace'],
    ['install a new thermostat and a new furnace', 'furnace_replace'],
    ['replace the carpet in the living room 300 sq ft', 'carpet_install'],
    ['new hardwood floors in 3 bedrooms', 'hardwood_install'],
    ['lay laminate planks in the bedroom', 'laminate_install'],
    ['replace all the gutters, 140 ft seamless', 'seamless_gutter'],
    ['paver patio 300 sq ft', 'paver_patio'],
    ['replace 5 rotted deck boards', 'deck_board_replace'],
  ])('%s → %s', (text, whole) => {
    expect(readKinds(text)).toContain(whole);
  });
});

describe('the sixth sweep is priced in its guide band', () => {
  pricedInBand([
    ['restretch the carpet in the family room', 10_000, 35_000],
    ['replace 4 damaged hardwood boards', 20_000, 100_000],
    ['replace the main water shutoff valve', 30_000, 100_000],
    ['downspout came loose, reattach it', 7_500, 30_000],
    ['reset a few sunken pavers on the patio', 15_000, 80_000],
    ['squeaky floor in the upstairs hall', 10_000, 70_000],
    ['replace the condensate pump on the furnace', 15_000, 60_000],
  ]);
});

// The seventh sweep, from a second probe of 40 written after the sixth and run once untuned (26/40, >3x 6 of
// which validated 3): upkeep or a symptom of a heater, a coil cleaned, a duct come apart, a cabinet hinge, a chip
// in a countertop, boards on a deck, cracks in asphalt, a pet door in a door and a sump pump's float.
describe('the seventh sweep: upkeep, a symptom or a piece is that job, never the thing new', () => {
  kindNotNeighbour([
    ['descale my rinnai tankless', 'water_heater_flush', 'tankless_water_heater'],
    ['annual flush on the gas water heater', 'water_heater_flush', 'water_heater_gas'],
    ['the water heater isnt heating, need someone to look at it', 'leak_repair_service', 'water_heater_gas'],
    ['no hot water this morning, gas water heater', 'leak_repair_service', 'water_heater_gas'],
    ['have the ac coils cleaned', 'hvac_coil_cleaning', 'evaporator_coil_replace'],
    ['clean 2 ductless mini split heads', 'hvac_coil_cleaning', 'mini_split_zone'],
    ['the flex duct in the attic came apart', 'duct_repair', 'ductwork'],
    ['disconnected duct in the crawl space, reconnect it', 'duct_repair', 'ductwork'],
    ['new soft close hinges on 12 cabinet doors', 'small_carpentry_repair', 'base_cabinets'],
    ['fix a crack in the quartz countertop', 'countertop_repair', 'stone_countertop'],
    ['chipped laminate counter by the sink', 'countertop_repair', 'laminate_countertop'],
    ['3 broken deck boards near the steps', 'deck_board_replace', 'deck_framing'],
    ['replace 4 rotten boards on the porch', 'deck_board_replace', 'deck_framing'],
    ['fill the potholes in the blacktop driveway', 'asphalt_crack_fill', 'asphalt_driveway'],
    ['cut a dog door into the garage wall', 'pet_door', 'exterior_door'],
    ['install a cat door in the slider', 'pet_door', 'sliding_patio_door'],
    ['replace the float switch on the sump pump', 'leak_repair_service', 'sump_pump'],
    ['the flashing around our skylight is leaking', 'roof_repair', 'flashing'],
  ]);

  it.each([
    ['replace the water heater, no hot water', 'water_heater_gas'],
    ['new tankless water heater', 'tankless_water_heater'],
    ['install a mini split in the bedroom', 'mini_split_zone'],
    ['replace 40 ft of ductwork', 'ductwork'],
    // A set of kitchen cabinets (base and wall) since the interior census, still a replacement.
    ['new kitchen cabinets 20 linear ft', 'kitchen_cabinets'],
    ['new granite countertops 40 sq ft', 'stone_countertop'],
    ['new composite deck 12x16', 'deck_framing'],
    ['new asphalt driveway 600 sq ft', 'asphalt_driveway'],
    ['replace the sump pump, 1/3 hp', 'sump_pump'],
  ])('a whole replacement stays: %s → %s', (text, whole) => {
    expect(readKinds(text)).toContain(whole);
  });

  pricedInBand([
    ['have the evaporator coil cleaned', 10_000, 50_000],
    ['the return duct in the attic is disconnected', 20_000, 80_000],
    ['repair a chip in the marble countertop', 10_000, 50_000],
    ['seal the cracks in our asphalt driveway', 15_000, 80_000],
  ]);
});

// The eighth sweep, from a third probe of 40 written after the seventh and run once untuned (27/40, >3x 5 of which
// validated 2): a breaker in its panel, a unit frozen over, moss on a roof, a backsplash regrouted, a few tiles in
// their place and a latch on its window.
describe('the eighth sweep: the place of a part or a few pieces is not new work', () => {
  kindNotNeighbour([
    ['bad breaker in the electrical panel, swap it', 'breaker_replace', 'panel_upgrade_200a'],
    ['the outside unit keeps freezing up', 'hvac_service_call', 'heat_pump_system'],
    ['ac lines are frozen', 'hvac_service_call', 'ac_condenser_replace'],
    ['roof soft wash and moss treatment', 'roof_cleaning', 'asphalt_shingle_reroof'],
    ['regrout the backsplash behind the stove', 'regrout', 'backsplash_tile'],
    ['3 cracked tiles on the bathroom floor', 'tile_repair', 'floor_tile'],
    ['a few loose tiles in the tub surround', 'tile_repair', 'shower_wall_tile'],
    ['new locks on all the windows', 'window_hardware_repair', 'replacement_window_standard'],
    ['replace the latch on the bedroom window', 'window_hardware_repair', 'replacement_window_standard'],
  ]);

  it.each([
    ['replace the electrical panel with a 200 amp', 'panel_upgrade_200a'],
    ['replace the heat pump, 3 ton', 'heat_pump_system'],
    ['re-roof with architectural shingles 22 squares', 'asphalt_shingle_reroof'],
    ['new subway tile backsplash 30 sq ft', 'backsplash_tile'],
    ['retile the shower walls, 80 sq ft', 'shower_wall_tile'],
    ['replace the windows in the bedroom', 'replacement_window_standard'],
  ])('a whole replacement stays: %s → %s', (text, whole) => {
    expect(readKinds(text)).toContain(whole);
  });

  it.each([
    ['regrout the kitchen backsplash', 'regrout 30'],
    ['replace 2 broken tiles in the shower', 'tile_repair 2'],
  ])('%s → %s', (text, line) => {
    expect(readQuantities(text)).toContain(line);
  });
});
