import { partNotSystem, pricedInBand, readCounts, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// The repairs sweep (#13), its later parts (the first is repairs-parts.test.ts): a symptom, a small fix, upkeep
// or a few pieces of a thing, in any trade, is that small job on the trade's visit, never the thing replaced.
// Each class is data (trade YAML work items and assemblies, the rules of work-rules/repairs.yaml); these tables
// hold it with phrasings written for them.

warmUpReader();

describe('a symptom of a device, a filter or a belt is a service call, not new equipment', () => {
  partNotSystem(
    [
      ['gfci in the garage keeps tripping', 'electrical_service_call'],
      ['ceiling fan in bedroom wobbles badly', 'electrical_service_call'],
      ['bathroom fan is noisy and not pulling air', 'electrical_service_call'],
      ['thermostat stopped working, screen blank', 'hvac_service_call'],
      ['swap the furnace filter and check the system', 'hvac_service_call'],
      ['blower belt squealing on the old furnace', 'hvac_service_call'],
    ],
    [
      'gfci_install',
      'ceiling_fan',
      'bath_exhaust_fan',
      'thermostat',
      'furnace_replace',
      'furnace_blower_motor',
    ],
  );
});

describe('a small part of a fixture or a heater is a visit, not the fixture', () => {
  partNotSystem(
    [
      ['braided supply line to the toilet is dripping', 'leak_repair_service'],
      ['new check valve on the sump pump', 'leak_repair_service'],
      ['replace the toilet seat in the kids bathroom', 'leak_repair_service'],
      ['T&P relief valve on water heater dripping', 'tank_heater_part'],
      ['furnace pilot light keeps going out', 'furnace_ignition_part'],
    ],
    [
      'repipe_per_fixture',
      'sump_pump',
      'toilet_replace',
      'water_heater_gas',
      'furnace_replace',
      'light_fixture',
    ],
  );
});

describe('a small carpentry fix, window hardware or a mailbox is that fix', () => {
  partNotSystem(
    [
      ['wood gate is sagging and drags on the ground', 'small_carpentry_repair'],
      ['porch railing is loose, tighten it up', 'small_carpentry_repair'],
      ['kitchen cabinet doors need adjusting', 'small_carpentry_repair'],
      ['replace drawer slides on 2 drawers', 'small_carpentry_repair'],
      ['casement window crank stripped', 'window_hardware_repair'],
      ['replace sash balances in 2 double hung windows', 'window_hardware_repair'],
      ['bedroom window wont stay open', 'window_hardware_repair'],
      ['new mailbox and post at the curb', 'mailbox_post'],
      ['cracked glass in the storm door', 'window_glass_replace'],
    ],
    [
      'fence_gate',
      'deck_railing',
      'base_cabinets',
      'replacement_window_standard',
      'masonry_mailbox',
      'storm_door',
    ],
  );
});

describe('upkeep, a leaning post or a haul-off is that job', () => {
  partNotSystem(
    [
      ['seal the grout on the bathroom floor', 'grout_clean_seal'],
      ['caulk the kitchen sink and the backsplash', 'counter_recaulk'],
      ['2 fence posts leaning after the storm', 'fence_post_replace'],
      ['tear down and haul away the old wooden shed', 'shed_demolition'],
      ['get rid of the old hot tub on the patio', 'small_structure_removal'],
      ['skylight leaks when it rains', 'roof_repair'],
      ['sprinkler valve stuck open in zone 3', 'sprinkler_repair'],
      ['clean the air ducts in a 2000 sq ft house', 'duct_cleaning'],
      ['tuckpoint the chimney, about 30 sq ft', 'tuckpointing'],
    ],
    [
      'regrout',
      'sink_replace',
      'vanity_install',
      'concrete_slab',
      'storage_shed',
      'skylight_install',
      'sprinkler_zone',
    ],
  );
});

describe('the second sweep is priced in its guide band', () => {
  pricedInBand([
    ['gfci keeps tripping in the bathroom', 10_000, 30_000],
    ['casement window crank broken', 10_000, 40_000],
    ['fix sagging fence gate', 10_000, 45_000],
    ['replace mailbox post', 10_000, 40_000],
    ['seal the grout in the shower', 15_000, 45_000],
    ['haul away old metal shed', 30_000, 200_000],
    ['sprinkler valve leaking', 15_000, 40_000],
  ]);
});

describe('the third sweep: symptoms, pieces and parts read as that repair', () => {
  partNotSystem(
    [
      ['glass slider keeps sticking, hard to slide', 'sliding_door_repair'],
      ['shower door came off its track', 'sliding_door_repair'],
      ['closet pocket door sticks, adjust it', 'door_adjustment'],
      ['2 loose balusters on the porch', 'small_carpentry_repair'],
      ['porch steps are wobbly', 'small_carpentry_repair'],
      ['bad 15 amp breaker for the bedroom lights', 'breaker_replace'],
      ['water softener needs service, not softening', 'leak_repair_service'],
      ['sump pump wont kick on', 'leak_repair_service'],
      ['gutter seams leaking over the porch', 'gutter_repair'],
      ['3 panels of vinyl siding came off in the wind', 'siding_panel_repair'],
      ['install 2 towel bars and a toilet paper holder', 'bath_accessory_install'],
      ['old thermocoupler on the furnace', 'furnace_ignition_part'],
    ],
    [
      'sliding_patio_door',
      'shower_door',
      'pocket_door_install',
      'deck_framing',
      'deck_stairs',
      'new_circuit',
      'water_softener_install',
      'sump_pump',
      'seamless_gutter',
      'vinyl_siding',
      'furnace_replace',
    ],
  );
});

describe('the fourth sweep: a symptom, a section or a rotted piece is not the whole thing', () => {
  partNotSystem(
    [
      ['heat pump run capacitor is bulging', 'ac_outdoor_part'],
      ['downstairs toilet keeps running', 'leak_repair_service'],
      ['the toilet rocks when you sit on it', 'leak_repair_service'],
      ['new shut off valve behind the toilet', 'shutoff_valve'],
      ['heat pump making a grinding noise', 'hvac_service_call'],
      ['furnace short cycling all day', 'hvac_service_call'],
      ['squeaky garage door needs lubrication', 'garage_door_tune_up'],
      ['two sections of cedar fence knocked down by a tree', 'fence_section_repair'],
      ['broken glass in the back door', 'window_glass_replace'],
      ['rotted window sill in the kitchen', 'window_sill_replace'],
      ['one rotten deck post under the stairs', 'small_carpentry_repair'],
      ['woodpecker hole in the vinyl siding', 'siding_panel_repair'],
      ['rekey the front and back doors', 'lock_rekey'],
    ],
    [
      'heat_pump_system',
      'toilet_replace',
      'furnace_replace',
      'garage_door',
      'wood_privacy_fence',
      'panel_upgrade_200a',
      'exterior_door',
      'replacement_window_standard',
      'deck_framing',
      'fiber_cement_siding',
      'vinyl_siding',
    ],
  );
});

describe('the fifth sweep: a furnace control part, heat that will not start, a stopper, pickets, locks on doors', () => {
  partNotSystem(
    [
      ['furnace limit switch keeps tripping, replace it', 'furnace_part_repair'],
      ['new control board for the old furnace', 'furnace_part_repair'],
      ['the boiler wont fire up this morning', 'hvac_service_call'],
      ['replace the bathtub drain stopper', 'leak_repair_service'],
      ['4 loose fence pickets by the gate', 'small_carpentry_repair'],
      ['new deadbolts on both exterior doors', 'deadbolt_install'],
      ['fogged dual pane window in the den', 'window_glass_replace'],
    ],
    [
      'furnace_replace',
      'boiler_replace',
      'bathtub_replace',
      'wood_privacy_fence',
      'exterior_door',
      'replacement_window_standard',
    ],
  );
});

describe('a stated count of pieces is kept', () => {
  it.each([
    ['replace 4 cracked vinyl siding panels', 'siding_panel_repair', 4],
    ['replace 3 rotted fascia boards', 'fascia_board_repair', 3],
    ['replace 2 rotted fence posts', 'fence_post_replace', 2],
    ['replace 6 spalled bricks', 'brick_replacement', 6],
    ['rekey 4 locks', 'lock_rekey', 4],
  ])('%s → %s × %i', (text, assembly, count) => {
    expect(readCounts(text)).toEqual([[assembly, count]]);
  });
});
