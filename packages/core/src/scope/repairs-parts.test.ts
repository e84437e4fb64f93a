import { partNotSystem, pricedInBand, readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// The repairs sweep (#13), its first part: a part of a furnace, an outdoor unit, a tank heater, a door or a
// window, plumbing parts, a few pieces or a broken appliance is that small job on the trade's visit, never the
// thing replaced. Each class is data (trade YAML work items and assemblies, the rules of work-rules/repairs.yaml);
// these tables hold it with phrasings written for them.

warmUpReader();

const HEATERS = ['water_heater_gas', 'water_heater_electric', 'tankless_water_heater'];
const HVAC_SYSTEMS = ['furnace_replace', 'ac_condenser_replace', 'heat_pump_system', 'boiler_replace'];

describe('a part of a furnace or an outdoor unit is not the system', () => {
  partNotSystem(
    [
      ['new igniter on the gas furnace', 'furnace_ignition_part'],
      ['furnace ignitor went bad', 'furnace_ignition_part'],
      ['swap the thermocouple in our old furnace', 'furnace_ignition_part'],
      ['dirty flame sensor, furnace shuts off after a minute', 'furnace_ignition_part'],
      ['boiler thermocouple replacement', 'furnace_ignition_part'],
      ['install new contactor in the condenser', 'ac_outdoor_part'],
      ['ac capacitor swap', 'ac_outdoor_part'],
      ['hard start kit for the air conditioner', 'ac_outdoor_part'],
      ['outside unit fan motor quit', 'condenser_fan_motor'],
      ['replace the fan motor on the ac condenser', 'condenser_fan_motor'],
    ],
    HVAC_SYSTEMS,
  );
});

describe('a part of a tank heater is not a new heater', () => {
  partNotSystem(
    [
      ['replace anode rod in 50 gallon water heater', 'tank_heater_part'],
      ['new lower element for the electric water heater', 'tank_heater_part'],
      ['water heater thermostat is bad', 'tank_heater_part'],
      ['hot water heater pilot light wont stay on, thermocouple', 'tank_heater_part'],
      ['gas control valve on my water heater', 'tank_heater_part'],
    ],
    HEATERS,
  );
});

describe('a camera down the sewer looks at it', () => {
  partNotSystem(
    [
      ['video inspection of the sewer line', 'sewer_camera_inspection'],
      ['sewer scope before we buy the house', 'sewer_camera_inspection'],
      ['run a camera down the main drain line', 'sewer_camera_inspection'],
      ['sewer line camera inspection, roots suspected', 'sewer_camera_inspection'],
    ],
    ['sewer_line_replace'],
  );
});

describe('repairs and parts are priced in their guide band', () => {
  pricedInBand([
    ['replace furnace flame sensor', 10_000, 45_000],
    ['replace thermocouple on the water heater', 10_000, 55_000],
    ['capacitor for my ac unit', 12_000, 45_000],
    ['replace condenser fan motor', 20_000, 75_000],
    ['camera inspection of main sewer line', 15_000, 90_000],
  ]);
});

describe('a door or a window part is not a new door or window', () => {
  const doorsAndWindows = [
    'exterior_door',
    'interior_door_prehung',
    'storm_door',
    'sliding_patio_door',
    'replacement_window_standard',
    'garage_door',
  ];
  partNotSystem(
    [
      ['new door sweep on the back door', 'weatherstripping'],
      ['front door weatherstripping is shot', 'weatherstripping'],
      ['back door sticks in the summer', 'door_adjustment'],
      ['bedroom door wont latch', 'door_adjustment'],
      ['plane the front door so it closes', 'door_adjustment'],
      ['new closer on the storm door', 'door_adjustment'],
      ['rekey all the locks', 'lock_rekey'],
      ['rekey 3 doors after move in', 'lock_rekey'],
      ['put a deadbolt on the side door', 'deadbolt_install'],
      ['install smart lock on front door', 'deadbolt_install'],
      ['sliding door rollers are shot, door hard to open', 'sliding_door_repair'],
      ['new screen door for the patio slider', 'sliding_door_repair'],
      ['cracked glass in the kitchen window', 'window_glass_replace'],
      ['fogged up window in living room, seal failed', 'window_glass_replace'],
      ['replace window pane, kid threw a ball through it', 'window_glass_replace'],
      ['drafty windows in the bedroom', 'weatherstripping'],
      ['garage door extension spring snapped', 'garage_door_repair'],
      ['new torsion springs for the 2 car garage door', 'garage_door_repair'],
      ['install pull down attic stairs in hallway', 'attic_ladder'],
    ],
    doorsAndWindows,
  );
});

describe('plumbing parts said together or under the sink are one visit, not a fixture', () => {
  it.each([
    ['new wax ring and closet bolts on the toilet'],
    ['replace toilet flapper, fill valve and handle'],
    ['replace leaking shut off valve under the kitchen sink'],
    ['new p-trap under the bathroom vanity'],
    ['shower cartridge is worn, handle drips'],
    ['replace cartridge in the tub and shower valve'],
    ['garbage disposal is humming, please fix'],
  ])('%s → one plumbing service visit', (text) => {
    const read = readKinds(text);
    expect(read).toHaveLength(1);
    expect(['leak_repair_service', 'shutoff_valve', 'shower_trim_cartridge']).toContain(read[0]);
    for (const fixture of [
      'toilet_replace',
      'sink_replace',
      'shower_valve',
      'garbage_disposal',
      'vanity_install',
    ])
      expect(read).not.toContain(fixture);
  });
});

describe('a part, a few pieces or a broken appliance is that repair', () => {
  partNotSystem(
    [
      ['noisy bathroom fan, replace the motor in the bath fan', 'exhaust_fan_motor'],
      ['bath exhaust fan motor died', 'exhaust_fan_motor'],
      ['doorbell stopped ringing, replace it', 'doorbell_replace'],
      ['new doorbell chime in hallway', 'doorbell_replace'],
      ['washing machine not spinning', 'appliance_repair_visit'],
      ['fridge not cooling, come look', 'appliance_repair_visit'],
      ['new drain pump in the dishwasher', 'appliance_repair_visit'],
      ['replace 6 spalled bricks on the front steps', 'brick_replacement'],
      ['a few loose bricks on the chimney', 'brick_replacement'],
      ['replace 4 cracked vinyl siding panels on the back', 'siding_panel_repair'],
      ['hail damaged siding, maybe 5 pieces', 'siding_panel_repair'],
      ['replace 3 rotted fascia boards over the garage', 'fascia_board_repair'],
    ],
    [
      'bath_exhaust_fan',
      'video_doorbell',
      'dishwasher_install',
      'appliance_set',
      'brick_veneer',
      'chimney_rebuild',
      'vinyl_siding',
      'siding_removal',
      'soffit_fascia',
    ],
  );
});

describe('door, window, plumbing and trim repairs are priced in their guide band', () => {
  pricedInBand([
    ['rekey 4 locks', 9_000, 30_000],
    ['front door sticks at the top', 7_500, 35_000],
    ['replace foggy glass in a double hung window', 15_000, 60_000],
    ['replace the rollers on our sliding glass door', 10_000, 45_000],
    ['install attic ladder in garage', 30_000, 90_000],
    ['replace 8 broken bricks', 30_000, 120_000],
    ['replace 3 damaged siding panels', 20_000, 80_000],
    ['replace 2 rotten fascia boards', 20_000, 90_000],
    ['dishwasher wont drain, repair it', 15_000, 45_000],
    ['replace shutoff valve under the sink', 10_000, 40_000],
  ]);
});
