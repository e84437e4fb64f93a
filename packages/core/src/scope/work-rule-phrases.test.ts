import { warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';
import { loadWorkRules } from './load-work-rules.ts';
import { parseScope } from './parse-scope.ts';

warmUpReader();

const { work, removal } = loadWorkRules();
const byId = new Map([...work, ...removal].map((rule) => [rule.id, rule]));

// One phrase per work rule whose removal changes no golden or held-out plan (64 of those 65; heavy_outlet's sizer
// retitles its line): the rule itself reads it (its title on the line) into its assembly. Adding a rule to
// data/work-rules adds a row here.
describe('each work rule reads its phrase', () => {
  it.each([
    ['replace the shower valve', 'shower_valve', 'shower_valve'],
    ['my toilet is clogged', 'toilet_clog', 'drain_clearing'],
    ['run a gas line to the new range, about 30 ft', 'gas_line', 'gas_line'],
    ['fix a leaking pipe under the sink', 'leak', 'leak_repair_service'],
    ['install under cabinet lighting in the kitchen', 'under_cabinet', 'under_cabinet_lighting'],
    ['install 2 carbon monoxide detectors', 'co_detector', 'smoke_detector_battery'],
    ['winterize my sprinkler system', 'winterize', 'winterization'],
    ['mount a tv on the living room wall', 'tv_mount', 'tv_mount'],
    ['install 4 security cameras', 'camera', 'security_camera'],
    ['install a video doorbell', 'doorbell', 'video_doorbell'],
    ['epoxy the garage floor, 400 sq ft', 'floor_coating', 'floor_coating'],
    ['refinish the bathtub', 'tub_refinish', 'tub_refinish'],
    ['paint the deck railing, 40 ft', 'paint_railing', 'exterior_trim_paint'],
    ['paint the fascia and soffits', 'paint_exterior_trim', 'exterior_trim_paint'],
    ['paint the trim and baseboards in a 12x12 bedroom', 'paint_trim', 'trim_paint'],
    ['paint 6 interior doors', 'paint_doors', 'door_paint'],
    ['prime the walls of a 12x14 bedroom', 'prime_walls', 'primer_coat'],
    ['stain 100 ft of fence', 'stain_fence', 'deck_stain'],
    ['tape and mud 300 sq ft of drywall', 'drywall_finish', 'drywall_finish_only'],
    ['skim coat the walls of a 12x12 room', 'skim_coat', 'skim_coat'],
    ['install closet shelving', 'shelving', 'shelving'],
    ['install wainscoting in the dining room', 'wainscoting', 'wainscoting'],
    ['popcorn ceiling in the living room 300 sq ft', 'popcorn_any', 'popcorn_ceiling_removal'],
    ['install 500 sq ft of engineered hardwood', 'engineered', 'laminate_install'],
    ['self leveling the basement floor 300 sq ft', 'floor_leveling', 'floor_leveling'],
    ['tile the shower floor', 'shower_floor', 'tile_shower_pan'],
    ['replace the shower base', 'shower_pan', 'tile_shower_pan'],
    ['replace 6 cracked tiles in the kitchen floor', 'tile_repair', 'tile_repair'],
    ['install butcher block countertops', 'butcher_block', 'butcher_block_countertop'],
    ['install 10 ft of upper cabinets', 'wall_cabinets', 'wall_cabinets'],
    ['install new cabinet hardware', 'cabinet_hardware', 'cabinet_hardware'],
    ['install an over the range microwave', 'microwave', 'otr_microwave_install'],
    ['clean the gutters', 'gutter_cleaning', 'gutter_cleaning'],
    ['repair the siding on the north wall', 'siding_repair', 'fiber_cement_siding'],
    ['install a storm door', 'storm_door', 'storm_door'],
    ['tuckpointing on the chimney 100 sq ft', 'tuckpointing', 'tuckpointing'],
    ['pour a concrete sidewalk 4x40', 'sidewalk', 'concrete_sidewalk'],
    ['pour new concrete steps', 'concrete_steps', 'concrete_steps'],
    ['pour 5 cubic yards of concrete', 'concrete_volume', 'concrete_placed_per_cubic_yard'],
    ['spray foam insulation in the walls 500 sq ft', 'spray_foam', 'spray_foam'],
    ['insulate the garage ceiling 400 sq ft', 'ceiling_batts', 'ceiling_batts'],
    ['spread mulch in the beds, 200 sq ft', 'mulch', 'mulch'],
    ['remove the old kitchen cabinets', 'remove_cabinets', 'cabinet_demo'],
    ['remove the drywall in a 12x12 room', 'remove_drywall', 'drywall_demo'],
    ['remove the old deck 12x16', 'remove_deck', 'deck_demo'],
    ['remove the old concrete patio 10x12', 'remove_concrete', 'concrete_demo'],
    ['remove the old insulation in the attic 1000 sq ft', 'remove_insulation', 'insulation_removal'],
    ['gut the kitchen', 'gut_kitchen', 'kitchen_gut'],
    ['install a new refrigerator and range', 'appliance_set', 'appliance_set'],
    ['new countertops in the kitchen, 40 sq ft', 'countertop', 'stone_countertop'],
    ['run 4 ethernet drops', 'data_drop', 'data_drop'],
    ['gut the bathroom', 'gut_bathroom', 'bathroom_gut'],
    ['replace the heat pump', 'heat_pump', 'heat_pump_system'],
    ['regrout the shower', 'regrout', 'regrout'],
    ['remove the old fence, 100 ft', 'remove_fence', 'fence_removal'],
    ['remove the old toilet', 'remove_fixture', 'fixture_removal'],
    ['remove the wallpaper border, about 40 ft', 'remove_wallpaper_border', 'wallpaper_removal'],
    ['spray foam the rim joists, 120 ft', 'rim_joist_foam', 'spray_foam'],
    ['pour a 10x12 concrete slab for a shed', 'slab', 'concrete_slab'],
    ['install new sod 1000 sq ft', 'sod', 'sod'],
    ['replace the wax ring on the toilet', 'toilet_parts', 'leak_repair_service'],
    ['install 100 ft of vinyl fence', 'vinyl_fence', 'vinyl_fence'],
    ['insulate the exterior walls 400 sq ft with batts', 'wall_batts', 'wall_batts'],
    ['frame a new interior wall 12 ft long', 'wall_framing', 'wall_framing'],
  ])('%s → %s (%s)', (text, ruleId, assemblyId) => {
    const rule = byId.get(ruleId);
    expect(rule?.assemblyId).toBe(assemblyId);
    const lines = parseScope(text).plan.groups.flatMap((g) => g.items);
    expect(lines.some((line) => line.assemblyId === assemblyId && line.title === rule?.title)).toBe(true);
  });
});
