import { describe, expect, it } from 'vitest';
import { defaultTradeRegistry } from './trade-registry.ts';

const registry = defaultTradeRegistry();

// [phrase, trade, assembly or undefined when the line has no assembly]
const DETECTION: [string, string, string | undefined][] = [
  ['hang 1,650 sq ft drywall', 'drywall', 'drywall_hang_finish'],
  ['replace 50 gallon gas water heater', 'plumbing', 'water_heater_gas'],
  ['install 6 recessed lights', 'electrical', 'recessed_light'],
  ['tear off one layer of shingles', 'roofing', 'shingle_tear_off'],
  ['popcorn ceiling removal', 'painting', 'popcorn_ceiling_removal'],
  ['200 amp panel upgrade', 'electrical', 'panel_upgrade_200a'],
  ['composite deck boards', 'framing_deck', 'composite_deck_boards'],
  ['paint interior walls 2 coats', 'painting', 'interior_wall_paint'],
  ['paint 12 interior doors', 'painting', 'door_paint'],
  ['install LVP flooring in living room', 'flooring', 'lvp_install'],
  ['carpet bedrooms', 'flooring', 'carpet_install'],
  ['tile shower walls', 'tile', 'shower_wall_tile'],
  ['kitchen backsplash', 'tile', 'backsplash_tile'],
  ['install 30 ft of baseboard', 'finish_carpentry', 'baseboard'],
  ['crown molding in dining room', 'finish_carpentry', 'crown_molding'],
  ['replace toilet', 'plumbing', 'toilet_replace'],
  ['replace kitchen faucet', 'plumbing', 'faucet_replace'],
  ['install tankless water heater', 'plumbing', 'tankless_water_heater'],
  ['clear clogged kitchen drain', 'plumbing', 'drain_clearing'],
  ['install ceiling fan', 'electrical', 'ceiling_fan'],
  ['add GFCI outlets in bathroom', 'electrical', 'gfci_install'],
  ['EV charger install in garage', 'electrical', 'ev_charger_circuit'],
  ['22 kW standby generator with transfer switch', 'electrical', 'standby_generator'],
  ['rewire 1,800 sq ft house', 'electrical', 'whole_house_rewire'],
  ['replace furnace', 'hvac', 'furnace_replace'],
  ['install ductless mini split', 'hvac', 'mini_split_zone'],
  ['replace 3 ton AC condenser', 'hvac', 'ac_condenser_replace'],
  ['install smart thermostat', 'hvac', 'thermostat'],
  ['install sprinkler zone', 'irrigation', 'sprinkler_zone'],
  ['replace sprinkler head', 'irrigation', 'sprinkler_head_replace'],
  ['build 12x16 pressure treated deck', 'framing_deck', 'deck_framing'],
  ['deck railing 40 LF', 'framing_deck', 'deck_railing'],
  ['deck stairs 4 steps', 'framing_deck', 'deck_stairs'],
  ['remove load bearing wall and install LVL beam', 'framing_deck', 'beam_install'],
  ['frame interior wall', 'framing_deck', 'wall_framing'],
  ['pour concrete driveway', 'concrete_flatwork', 'concrete_driveway'],
  ['concrete patio 12x12', 'concrete_flatwork', 'concrete_patio'],
  ['6 ft wood privacy fence 120 LF', 'fencing', 'wood_privacy_fence'],
  ['chain link fence', 'fencing', 'chain_link_fence'],
  ['install vinyl siding', 'siding', 'vinyl_siding'],
  ['fiber cement siding', 'siding', 'fiber_cement_siding'],
  ['soffit and fascia repair', 'siding', 'soffit_fascia'],
  ['replace 8 double hung windows', 'windows_doors', 'replacement_window_standard'],
  ['replace front entry door', 'windows_doors', 'exterior_door'],
  ['sliding patio door', 'windows_doors', 'sliding_patio_door'],
  ['install quartz countertops', 'cabinets_countertops', 'stone_countertop'],
  ['base cabinets 14 LF', 'cabinets_countertops', 'base_cabinets'],
  ['blown in attic insulation R-49', 'insulation', 'blown_in_attic'],
  ['spray foam rim joists', 'insulation', 'spray_foam'],
  ['install data drops', 'low_voltage', 'data_drop'],
  ['mount 65 in TV', 'low_voltage', 'tv_mount'],
  ['security cameras', 'low_voltage', 'security_camera'],
  ['hardwired smoke detectors', 'fire_protection', 'smoke_detector_hardwired'],
  ['relocate fire sprinkler head', 'fire_protection', 'sprinkler_head_add'],
  ['metal stud partition walls', 'commercial_ti', 'metal_stud_partition'],
  ['ACT ceiling 2x4', 'commercial_ti', 'act_ceiling'],
  ['seamless gutters 150 LF', 'gutters', 'seamless_gutter'],
  ['downspouts', 'gutters', 'downspout'],
  ['brick veneer', 'masonry', 'brick_veneer'],
  ['paver patio 300 sq ft', 'masonry', 'paver_patio'],
  ['stone veneer on fireplace', 'masonry', 'stone_veneer'],
  ['final cleanup', 'general_remodel', 'final_cleanup'],
  ['haul away debris', 'general_remodel', 'debris_haul_away'],
  ['dumpster rental', 'general_remodel', 'dumpster_rental'],
  ['demo bathroom', 'demolition', 'bathroom_gut'],
  ['remove carpet', 'demolition', 'flooring_demo'],
  ['wallpaper removal', 'painting', 'wallpaper_removal'],
  ['install dishwasher', 'appliances', 'dishwasher_install'],
  ['lay sod front yard', 'landscaping', 'sod'],
  ['ridge vent', 'roofing', 'ridge_vent'],
];

describe('TradeRegistry detection', () => {
  it.each(DETECTION)('%s → %s / %s', (phrase, tradeId, assemblyId) => {
    expect(registry.detectTrade(phrase)?.trade.id).toBe(tradeId);
    const found = registry.findAssembly(phrase);
    expect(found?.assembly.id).toBe(assemblyId);
    if (found) expect(found.trade.id).toBe(tradeId);
  });

  it('finds nothing in text no trade talks about, and never matches inside words', () => {
    expect(registry.detectTrade('textile wall covering')).toBeUndefined();
    expect(registry.detectTrade('quarterly board meeting')).toBeUndefined();
    expect(registry.findAssembly('textile wall covering')).toBeUndefined();
  });

  it("lets an item's own title outweigh its group name", () => {
    expect(registry.detectTrade('patch drywall after rewiring', 'Electrical')?.trade.id).toBe('drywall');
    expect(registry.detectTrade('misc allowance', 'Plumbing')?.trade.id).toBe('plumbing');
  });

  it('restricts assembly and work item search to a trade when asked', () => {
    expect(registry.findAssembly('replace toilet', 'electrical')).toBeUndefined();
    expect(registry.findWorkItem('replace 50 gallon gas water heater', 'plumbing')?.workItem.id).toBe(
      'gas_water_heater',
    );
  });

  it('finds an assembly by its id, with its trade and the first kind of work that prices it', () => {
    const found = registry.assemblyById('toilet_replace');
    expect(found?.trade.id).toBe('plumbing');
    expect(found?.assembly.id).toBe('toilet_replace');
    expect(found?.firstWorkItem?.id).toBe('toilet');
    expect(registry.assemblyById('no_such_assembly')).toBeUndefined();
  });

  it('reports which keywords matched', () => {
    expect(registry.detectTrade('install 6 recessed lights')?.matched).toContain('recessed light');
  });
});

describe('TradeRegistry.isLaborOnly', () => {
  it.each([
    ['tear off one layer of shingles', undefined, true],
    ['haul away debris', undefined, true],
    ['final cleanup', undefined, true],
    ['HVAC startup and testing', undefined, true],
    ['electrical inspection', undefined, true],
    ['install 2x4 trim, labor only', undefined, true],
    ['clear clogged kitchen drain', undefined, true],
    ['troubleshoot dead outlets', 'Electrical', true],
    ['remove and replace toilet', undefined, false],
    ['tear off and reroof', undefined, false],
    ['install 6 recessed lights', undefined, false],
    ['hang 1,650 sq ft drywall', undefined, false],
  ])('%s (group %s) → %s', (title, group, expected) => {
    expect(registry.isLaborOnly(title, group)).toBe(expected);
  });

  it('agrees with every labor-only work item of the bundled profiles', () => {
    for (const trade of registry.all()) {
      for (const workItem of trade.workItems.filter((item) => item.laborOnly)) {
        for (const keyword of workItem.keywords) {
          expect(registry.isLaborOnly(keyword, trade.name), `${trade.id}: ${keyword}`).toBe(true);
        }
      }
    }
  });
});

describe('TradeRegistry rules', () => {
  it('lists trades in job order', () => {
    const sequences = registry.all().map((trade) => trade.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(registry.all()[0]?.id).toBe('demolition');
    expect(registry.get('general_remodel')?.sequence).toBe(99);
  });

  it('finds productivity in the unit asked, converting between units of one dimension', () => {
    const perSqFt = registry.productivityFor('flooring', 'sq_ft', 'install carpet');
    const perSqYd = registry.productivityFor('flooring', 'sq_yd', 'install carpet');
    expect(perSqFt?.hoursPerUnit).toBe(0.012);
    expect(perSqYd?.uom).toBe('sq_yd');
    expect(perSqYd?.hoursPerUnit).toBeCloseTo(0.108, 10);
    expect(registry.productivityFor('flooring', 'each', 'install carpet')).toBeUndefined();
    expect(registry.productivityFor('nope', 'sq_ft', 'carpet')).toBeUndefined();
  });

  it('uses a specific permit instead of the general one', () => {
    expect(registry.permitRulesFor('electrical', ['200 amp panel upgrade']).map((rule) => rule.id)).toEqual([
      'service_upgrade_permit',
    ]);
    expect(
      registry.permitRulesFor('electrical', ['install 6 recessed lights']).map((rule) => rule.id),
    ).toEqual(['electrical_permit']);
    expect(registry.permitRulesFor('painting', ['paint walls'])).toEqual([]);
  });

  it('finds equipment by keyword', () => {
    const ids = registry
      .equipmentRulesFor('roofing', ['tear off one layer of shingles'])
      .map((rule) => rule.id);
    expect(ids).toContain('roofing_dumpster');
    expect(registry.get('general_remodel')?.equipmentRules.some((rule) => /dumpster/i.test(rule.title))).toBe(
      true,
    );
  });
});
