import { lines } from '@quoin/testkit/scope';
import { beforeAll, describe, expect, it } from 'vitest';
import { validatePlan } from '../plan/validate-plan.ts';
import { parseScope } from './parse-scope.ts';

// The first parse loads the trade profiles and the lexicon (seconds on a loaded machine): in set-up, not
// inside a test's 5 s.
beforeAll(() => {
  parseScope('paint a 12x12 bedroom');
});

/**
 * Requests the parser once misread, as a homeowner writes them, with the lines an estimator would plan
 * ("assemblyId quantity uom [LO]"). The first table is the golden set's; the second varies the same kinds of
 * work: context words that are not work, voltages and amps, "to" a target size, "replace it", whole-job
 * templates, roof decking, "remove X first", attic insulation, one quantity for removal and install.
 */
const GOLDEN_MISREADS: [string, string[]][] = [
  [
    'Hang and finish drywall in a basement bedroom, about 500 sq ft of wall, ready for paint',
    ['drywall_hang_finish 500 sq_ft'],
  ],
  ['Our 50 gallon gas water heater is leaking. Replace it with the same kind.', ['water_heater_gas 1 each']],
  ['Swap the 4 kitchen counter outlets for GFCI outlets', ['gfci_install 4 each']],
  ['Need a dedicated 20 amp circuit run to the garage for a freezer, panel has room', ['new_circuit 1 each']],
  [
    'We bought an electric dryer - need a 240v dryer circuit and outlet in the laundry room',
    ['circuit_240_30a 1 each'],
  ],
  ['Install a ceiling fan where the bedroom light is now', ['ceiling_fan 1 each']],
  [
    'Quote to re-side the house in vinyl: tear off old siding, about 1,500 sq ft of wall',
    ['vinyl_siding 1500 sq_ft', 'siding_removal 1500 sq_ft LO'],
  ],
  [
    'Tile the floor in our 5x8 bathroom (remove old vinyl first)',
    ['flooring_demo 40 sq_ft LO', 'floor_tile 40 sq_ft'],
  ],
  [
    'Blow in more insulation in the attic - about 1,000 sq ft attic floor, want R-38',
    ['blown_in_attic 1000 sq_ft'],
  ],
  ['Kitchen faucet drips and is ugly. Replace it.', ['faucet_replace 1 each']],
  ['Toilet is cracked - supply and install a new standard toilet', ['toilet_replace 1 each']],
  ['Upgrade our old 100 amp panel to 200 amp service', ['panel_upgrade_200a 1 each']],
  [
    'Replace the roof (18 sq, one layer to tear off). Roofer says a few sheets of decking are rotten and we need new drip edge and a ridge vent.',
    [
      'shingle_tear_off 18 square LO',
      'asphalt_shingle_reroof 18 square',
      'roof_sheathing 96 sq_ft',
      'ridge_vent 40 linear_ft',
    ],
  ],
  [
    'Can an electrician put a GFCI outlet in my bathroom? Replacing the old regular one.',
    ['gfci_install 1 each'],
  ],
];

const SAME_KINDS: [string, string[]][] = [
  [
    'sheetrock the walls of the basement office, roughly 600 sq ft, paint ready',
    ['drywall_hang_finish 600 sq_ft'],
  ],
  ['drywall a 10x12 basement bedroom', ['drywall_hang_finish 352 sq_ft']],
  ['finish the basement walls with drywall, 900 sq ft', ['drywall_hang_finish 900 sq_ft']],
  ['update the bathroom faucet', ['bath_faucet_replace 1 each']],
  ['redo the grout in the bathroom', ['regrout 40 sq_ft LO']],
  ['the hot water heater is leaking. we want it replaced', ['water_heater_gas 1 each']],
  ['our 40 gal electric water heater died, need a new one', ['water_heater_electric 1 each']],
  ['bathroom faucet is dripping, please fix it', ['leak_repair_service 1 each']],
  ['the bathroom sink faucet leaks and is old. swap it out', ['bath_faucet_replace 1 each']],
  ['the toilet runs constantly and the tank is cracked. put in a new one', ['toilet_replace 1 each']],
  ['the water heater is leaking, replace it with a tankless one', ['tankless_water_heater 1 each']],
  ['the toilet keeps running. can you fix it?', ['leak_repair_service 1 each']],
  ['my new faucet is leaking', ['leak_repair_service 1 each']],
  ['replace the 6 bedroom outlets with gfci outlets', ['gfci_install 6 each']],
  ['install a gfci in place of the old outlet by the kitchen sink', ['gfci_install 1 each']],
  ['need a 30 amp 240 volt circuit for a hot tub', ['circuit_240_30a 1 each']],
  ['add a 20a circuit for the microwave', ['new_circuit 1 each']],
  ['run a dedicated circuit and outlet for the garage freezer', ['new_circuit 1 each']],
  ['need a 20 amp circuit for the garage, the panel is in the basement', ['new_circuit 1 each']],
  ['upgrade the panel from 100 amps to 200 amps', ['panel_upgrade_200a 1 each']],
  ['replace our 150 amp panel with a 200 amp panel', ['panel_upgrade_200a 1 each']],
  ['put a ceiling fan where the old light fixture was', ['ceiling_fan 1 each']],
  ['hang a chandelier where the old one is now', ['light_fixture 1 each']],
  ['replace the vanity light in the hall bath', ['light_fixture 1 each']],
  [
    'tear off the old cedar siding and install fiber cement, about 2,200 sq ft of wall',
    ['siding_removal 2200 sq_ft LO', 'fiber_cement_siding 2200 sq_ft'],
  ],
  [
    're-side the house with vinyl, 1800 sq ft, remove old siding',
    ['vinyl_siding 1800 sq_ft', 'siding_removal 1800 sq_ft LO'],
  ],
  [
    'Lay porcelain tile in the 6x9 laundry room (tear out the old linoleum first)',
    ['flooring_demo 54 sq_ft LO', 'floor_tile 54 sq_ft'],
  ],
  [
    'install lvp in the 12x14 den, remove the carpet first',
    ['flooring_demo 168 sq_ft LO', 'lvp_install 168 sq_ft'],
  ],
  [
    'lay lvp in the 10x12 den after removing the carpet',
    ['flooring_demo 120 sq_ft LO', 'lvp_install 120 sq_ft'],
  ],
  [
    'replace the carpet in 2 bedrooms with hardwood',
    ['flooring_demo 288 sq_ft LO', 'hardwood_install 288 sq_ft'],
  ],
  [
    'replace the carpet in the 12x12 bedroom with lvp',
    ['flooring_demo 144 sq_ft LO', 'lvp_install 144 sq_ft'],
  ],
  [
    'swap the old fence for a 6 ft cedar privacy fence, 150 ft',
    ['fence_removal 150 linear_ft LO', 'wood_privacy_fence 150 linear_ft'],
  ],
  [
    'replace the wood fence with a vinyl fence, 120 ft',
    ['fence_removal 120 linear_ft LO', 'vinyl_fence 120 linear_ft'],
  ],
  ['blow in cellulose in the attic, 1200 sq ft, to R-49', ['blown_cellulose_attic 1200 sq_ft']],
  ['add insulation to the attic, 800 sq ft', ['blown_in_attic 800 sq_ft']],
  ['insulate the garage walls, 400 sq ft', ['wall_batts 400 sq_ft']],
  ['kitchen faucet leaks. replace it with a pull-down', ['faucet_replace 1 each']],
  ['the toilet is broken, replace it', ['toilet_replace 1 each']],
  [
    'reroof 25 squares, replace a few sheets of rotten plywood and add drip edge',
    ['asphalt_shingle_reroof 25 square', 'roof_sheathing 96 sq_ft', 'shingle_tear_off 25 square LO'],
  ],
  [
    'new roof, 22 squares, roofer says 4 sheets of decking need replacing',
    ['asphalt_shingle_reroof 22 square', 'roof_sheathing 128 sq_ft', 'shingle_tear_off 22 square LO'],
  ],
  [
    'build a 12x16 deck with composite decking',
    [
      'deck_framing 192 sq_ft',
      'composite_deck_boards 192 sq_ft',
      'deck_railing 40 linear_ft',
      'deck_stairs 1 each',
    ],
  ],
  ['replace the rotten deck boards on our 12x16 deck', ['wood_deck_boards 192 sq_ft']],
];

// Titles carry meaning downstream (a "Replace …" device swap needs no permit in the QA pass), so some are pinned.
const TITLES: [string, string[]][] = [
  [
    'Our 50 gallon gas water heater is leaking. Replace it with the same kind.',
    ['Replace 50 gallon gas water heater'],
  ],
  ['Kitchen faucet drips and is ugly. Replace it.', ['Replace kitchen faucet']],
  ['Upgrade our old 100 amp panel to 200 amp service', ['Upgrade electrical panel to 200 amp']],
  [
    'Need a dedicated 20 amp circuit run to the garage for a freezer, panel has room',
    ['Add dedicated 20 amp circuit for the freezer'],
  ],
  [
    'We bought an electric dryer - need a 240v dryer circuit and outlet in the laundry room',
    ['Install 240 V dryer circuit'],
  ],
  [
    'Can an electrician put a GFCI outlet in my bathroom? Replacing the old regular one.',
    ['Replace outlet with GFCI outlet'],
  ],
  ['add a GFCI outlet in the bathroom', ['Install GFCI outlets']],
  [
    'Blow in more insulation in the attic - about 1,000 sq ft attic floor, want R-38',
    ['Blown in attic insulation to R-38'],
  ],
  [
    'swap the old fence for a 6 ft cedar privacy fence, 150 ft',
    ['Remove old fence', 'Install 6 ft wood privacy fence'],
  ],
];

describe('requests once misread', () => {
  it.each(GOLDEN_MISREADS)('%s', (text, expected) => {
    const result = parseScope(text);
    expect(lines(result.plan)).toEqual(expected);
    expect(result.unrecognized).toEqual([]);
    expect(validatePlan(result.plan).ok).toBe(true);
  });
});

describe('the same kinds of work, phrased otherwise', () => {
  it.each(SAME_KINDS)('%s', (text, expected) => {
    const result = parseScope(text);
    expect(lines(result.plan)).toEqual(expected);
    expect(validatePlan(result.plan).ok).toBe(true);
  });

  it('covers at least 30 new phrasings', () => {
    expect(SAME_KINDS.length).toBeGreaterThanOrEqual(30);
  });
});

describe('titles that say what the work is', () => {
  it.each(TITLES)('%s', (text, expected) => {
    const titles = parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => i.title));
    expect(titles).toEqual(expected);
  });
});

describe('what the request says around the work', () => {
  const joined = (list: string[] | undefined) => (list ?? []).join('\n');

  it("derives a ridge vent from a roof given in squares and asks to confirm; the roof's own drip edge is not bought twice", () => {
    const { plan } = parseScope('Replace the roof, 18 squares. Need new drip edge and a ridge vent.');
    expect(joined(plan.assumptions)).toMatch(/from the 18-square roof at 6\/12/);
    expect(joined(plan.questions)).toMatch(/Confirm the ridge length/);
    expect(joined(plan.assumptions)).toMatch(/Drip edge: included in the new roof/);
    expect(plan.groups.flatMap((g) => g.items).map((i) => i.assemblyId)).not.toContain('drip_edge');
  });

  it('allows 3 sheets of roof decking when none are counted, and does not also exclude decking', () => {
    const { plan } = parseScope('Reroof 20 squares and replace any rotten decking');
    const sheathing = plan.groups.flatMap((g) => g.items).find((i) => i.assemblyId === 'roof_sheathing');
    expect(sheathing?.quantity).toBe(96);
    expect(joined(plan.questions)).toMatch(/How many sheets of roof decking/);
    expect(joined(plan.exclusions)).not.toMatch(/decking/);
  });

  it('prices a 240 V appliance circuit on its own assembly, sized by the appliance, and asks the breaker size', () => {
    const dryer = parseScope('need a 240v dryer circuit').plan;
    expect(dryer.groups[0]?.items[0]?.assemblyId).toBe('circuit_240_30a');
    expect(joined(dryer.assumptions)).toMatch(/30 A \(10\/3 cable\) assumed for the dryer/);
    expect(joined(dryer.questions)).toMatch(/What breaker size/);
    expect(parseScope('install a 50 amp RV outlet').plan.groups[0]?.items[0]?.assemblyId).toBe(
      'circuit_240_50a',
    );
  });

  it('withdraws the stand-in removal area once the install gives one', () => {
    const { plan } = parseScope('tear off old siding and put up vinyl siding, 1,500 sq ft of wall');
    expect(joined(plan.assumptions)).not.toMatch(/Remove existing siding: no exterior wall area given/);
    expect(joined(plan.questions)).not.toMatch(/exterior wall area for/);
  });
});

describe('work over what is there', () => {
  const params = (text: string) =>
    parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => i.params ?? {}));

  it('prices "more" attic insulation as a top-up over existing insulation, and says so', () => {
    const result = parseScope(
      'Blow in more insulation in the attic - about 1,000 sq ft attic floor, want R-38',
    );
    expect(params('Blow in more insulation in the attic - about 1,000 sq ft attic floor, want R-38')).toEqual(
      [{ target_r_value: 38, existing_r_value: 11 }],
    );
    expect(result.plan.assumptions?.join(' ') ?? '').toMatch(/existing.*R-11/i);
  });

  it('reads an existing R-value when the homeowner gives one', () => {
    expect(params('top up the attic insulation to R-49, we have about R-19 now, 1200 sq ft')).toEqual([
      { target_r_value: 49, existing_r_value: 19 },
    ]);
  });

  it('insulates a bare attic to the full target', () => {
    expect(params('blown in insulation for the new attic, 800 sq ft, R-38')).toEqual([
      { target_r_value: 38 },
    ]);
  });
});

describe('counts and devices said indirectly', () => {
  const read = (text: string) =>
    parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => `${i.title} ${i.quantity} ${i.uom}`));

  it('swaps switches for dimmers: one line, the count said, priced as dimmers', () => {
    expect(read('Swap five light switches for dimmers')).toEqual(['Replace light switch with dimmer 5 each']);
    expect(read('install a dimmer in the dining room')).toEqual(['Replace light switch with dimmer 1 each']);
    expect(read('replace 3 light switches')).toEqual(['Replace light switch 3 each']);
  });

  it('counts the shutoff valves under sinks: hot and cold under each sink, one under each toilet', () => {
    expect(read('Replace the shutoff valves under 2 sinks')).toEqual(['Replace shutoff valve 4 each']);
    expect(read('replace the shutoff valves behind 3 toilets')).toEqual(['Replace shutoff valve 3 each']);
    expect(read('replace 2 shutoff valves under the kitchen sink')).toEqual(['Replace shutoff valve 2 each']);
  });
});

describe('a patch "blended" is painted to match', () => {
  const read = (text: string) =>
    parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => `${i.title} ${i.quantity} ${i.uom}`));

  it('adds the wall painted corner to corner when the request asks for a blend', () => {
    const result = parseScope('Doorknob went through the hallway wall, need the hole patched and blended');
    expect(read('Doorknob went through the hallway wall, need the hole patched and blended')).toEqual([
      'Drywall patch 1 each',
      'Paint patched wall to match 80 sq_ft',
    ]);
    expect(result.plan.assumptions?.join(' ')).toMatch(/corner to corner/);
  });

  it('leaves paint out when only the patch is asked for', () => {
    expect(read('patch a hole in the drywall')).toEqual(['Drywall patch 1 each']);
  });
});

describe('a bathroom faucet is a lavatory faucet', () => {
  const assemblies = (text: string) =>
    parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => `${i.title} ${i.assemblyId}`));

  it('prices a vanity or bathroom faucet as a lavatory faucet, a kitchen one as a kitchen faucet', () => {
    expect(assemblies('replace the bathroom vanity faucet')).toEqual([
      'Replace bathroom faucet bath_faucet_replace',
    ]);
    expect(assemblies('swap the lavatory faucet')).toEqual(['Replace bathroom faucet bath_faucet_replace']);
    expect(assemblies('Kitchen faucet drips and is ugly. Replace it.')).toEqual([
      'Replace kitchen faucet faucet_replace',
    ]);
  });
});

describe('bands measured in feet: a wallpaper border, rim joists', () => {
  const read = (text: string) =>
    parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => `${i.title} ${i.quantity} ${i.uom}`));

  it('prices a wallpaper border by its length times its height, not the room walls', () => {
    expect(read('remove the wallpaper border in the kitchen, about 40 ft')).toEqual([
      'Remove wallpaper border 30 sq_ft',
    ]);
    expect(read('strip the wallpaper in the 12x12 dining room')).toEqual(['Remove wallpaper 384 sq_ft']);
  });

  it('sizes rim joist foam from the rim length, or the basement perimeter', () => {
    expect(read('spray foam the rim joists in the basement, 120 ft of rim')).toEqual([
      'Spray foam rim joists 108 sq_ft',
    ]);
    expect(read('spray foam the rim joists of a 25x32 basement')).toEqual([
      'Spray foam rim joists 103 sq_ft',
    ]);
  });
});

describe('cabinets named as where other work goes are not new cabinets', () => {
  const read = (text: string) =>
    parseScope(text).plan.groups.flatMap((g) => g.items.map((i) => `${i.title} ${i.quantity} ${i.uom}`));

  it('prices the countertop or backsplash over 14 ft of cabinets, and no cabinet install', () => {
    expect(read('new quartz countertops on 14 ft of cabinets')).toEqual([
      'Install quartz countertops 30 sq_ft',
    ]);
    expect(read('install a tile backsplash above 14 ft of cabinets')).toEqual([
      'Install tile backsplash 21 sq_ft',
    ]);
  });

  it('still installs cabinets when cabinets are the work', () => {
    expect(read('install 14 ft of new base cabinets')).toEqual(['Install base cabinets 14 linear_ft']);
  });
});
