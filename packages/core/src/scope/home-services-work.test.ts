import { partNotSystem, readKinds, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

warmUpReader();

// Washing, sealing or caulking a thing is upkeep of it, priced as that upkeep: never as building the thing
// (before, "pressure wash the siding" was $11,848 of new vinyl siding and "sealcoat the driveway" a new concrete
// driveway, both validated).
describe('upkeep of a thing is not a new thing', () => {
  partNotSystem(
    [
      ['pressure wash house siding, 2 story', 'house_washing'],
      ['power wash the house', 'house_washing'],
      ['soft wash our vinyl siding', 'house_washing'],
      ['power wash the deck', 'pressure_washing'],
      ['pressure washing the driveway and walkway', 'pressure_washing'],
      ['sealcoat the driveway', 'asphalt_sealcoat'],
      ['reseal asphalt driveway 1000 sq ft', 'asphalt_sealcoat'],
      ['seal coat the blacktop', 'asphalt_sealcoat'],
      ['seal the concrete patio 300 sq ft', 'concrete_sealing'],
      ['recaulk the bathtub', 'tub_recaulk'],
    ],
    ['vinyl_siding', 'fiber_cement_siding', 'concrete_driveway', 'concrete_patio', 'bathtub_replace'],
  );

  it('a stated area is used; a surface said without one is a typical one', () => {
    expect(readLines('reseal asphalt driveway 1000 sq ft')).toEqual(['asphalt_sealcoat 1000 sq_ft']);
    expect(readLines('sealcoat the driveway')).toEqual(['asphalt_sealcoat 600 sq_ft']);
    expect(readLines('stain the deck')).toEqual(['deck_stain 300 sq_ft']);
  });

  it('washing said with painting or staining is that work’s prep, not a line of its own', () => {
    expect(readKinds('power wash and stain the deck 300 sq ft')).toEqual(['deck_stain']);
    expect(readKinds('pressure wash and paint the exterior of a 2000 sq ft house')).not.toContain(
      'pressure_washing',
    );
  });
});

// Openings in the roof or the foundation: each its own kind of work, not a window swap.
describe('skylights and egress windows', () => {
  it.each([
    ['install 2 skylights', 'skylight_install 2 each'],
    ['replace a leaking skylight', 'skylight_install 1 each'],
    ['add a solar tube in the hallway', 'tubular_skylight 1 each'],
    ['put in 3 sun tunnels', 'tubular_skylight 3 each'],
    ['egress window in basement', 'egress_window 1 each'],
    ['add an egress window to the basement bedroom', 'egress_window 1 each'],
  ])('%s → %s', (text, line) => {
    const read = readLines(text);
    expect(read).toContain(line);
    expect(read.some((l) => l.startsWith('replacement_window'))).toBe(false);
  });
});

describe('basement waterproofing is drain tile along the walls', () => {
  it.each([
    ['waterproof basement walls 120 linear ft', 'interior_drain_tile 120 linear_ft'],
    ['install interior french drain in the basement, 90 ft', 'interior_drain_tile 90 linear_ft'],
    ['basement waterproofing', 'interior_drain_tile 120 linear_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });
});

// Kinds of work of the cost guides' home-service pages, each a work item and an assembly with its typical-job
// band in the trade data (and a rule where a single word or a stated count decides). Before, each was exit 3
// ("no work recognised") or another kind of work: a hot tub hookup was a bathtub, a chimney crown was crown
// molding, a foundation crack was a drywall patch, a yard French drain was basement drain tile.
describe('home-service kinds of work', () => {
  it.each([
    ['install a whole house water filtration system', 'whole_house_water_filter 1 each'],
    ['replace the sewer line, 60 ft', 'sewer_line_replace 60 linear_ft'],
    ['new septic tank', 'septic_tank 1 each'],
    ['install a radon mitigation system', 'radon_mitigation 1 each'],
    ['install a dryer vent', 'dryer_vent 1 each'],
    ['clean the dryer vent', 'dryer_vent_cleaning 1 each'],
    ['remove 2 trees in the backyard', 'tree_removal 2 each'],
    ['cut down a dead oak tree', 'tree_removal 1 each'],
    ['stump grinding 3 stumps', 'stump_grinding 3 each'],
    ['grind 2 stumps', 'stump_grinding 2 each'],
    ['install artificial turf 500 sq ft', 'artificial_turf 500 sq_ft'],
    ['install a french drain in the yard 50 ft', 'french_drain 50 linear_ft'],
    ['repair the chimney crown', 'chimney_repair 1 each'],
    ['chimney sweep', 'chimney_sweep 1 each'],
    ['fix a crack in the basement wall', 'foundation_crack_repair 1 each'],
    ['foundation crack repair', 'foundation_crack_repair 1 each'],
    ['build a pergola 12x12', 'pergola 1 each'],
    ['install a hot tub electrical hookup', 'circuit_240_50a 1 each'],
    ['install a pet door', 'pet_door 1 each'],
    ['replace weather stripping on 3 doors', 'weatherstripping 3 each'],
    ['install a water heater expansion tank', 'expansion_tank 1 each'],
    ['install a walk-in tub', 'walk_in_tub 1 each'],
    ['replace our tub with a walk in tub', 'walk_in_tub 1 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });

  it('keeps the neighbours apart', () => {
    expect(readKinds('install crown molding in the living room')).toEqual(['crown_molding']);
    expect(readKinds('patch a crack in the bedroom ceiling')).toEqual(['drywall_patch']);
    expect(readKinds('replace the bathtub')).toContain('bathtub_replace');
    // A new heater's assembly has its own expansion tank: not a second line.
    expect(readKinds('replace the 50 gallon water heater and add an expansion tank')).toEqual([
      'water_heater_gas',
    ]);
    expect(readKinds('convert tub to walk in shower')).not.toContain('walk_in_tub');
  });
});

// "level 2", "class 4", "type X": a number that names a kind is not a count of the things.
describe('a number that names a kind is not a count', () => {
  it.each([
    ['install a level 2 ev charger in the garage', 'ev_charger_circuit 1 each'],
    ['install 2 ev chargers', 'ev_charger_circuit 2 each'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });
});

// A stated subpanel size over 60 A is the 100 A subpanel, its feeder and breaker (before: a 60 A one).
describe('subpanel size', () => {
  it.each([
    ['put in a new sub panel in the garage 100 amp', 'subpanel_100a'],
    ['install a 125 amp subpanel', 'subpanel_100a'],
    ['60 amp subpanel in the garage', 'subpanel_60a'],
    ['add a subpanel to the detached garage', 'subpanel_60a'],
  ])('%s → %s', (text, assembly) => {
    expect(readKinds(text)).toContain(assembly);
  });

  it('asks about a size over 100 A', () => {
    expect((parseScope('install a 125 amp subpanel').plan.questions ?? []).join(' ')).toContain('125 A');
  });
});

describe('a subpanel feeder said is its length', () => {
  it('prices the feeder run given', () => {
    const scope = parseScope('add a 100 amp subpanel in the detached garage, the run is about 60 ft');
    const item = scope.plan.groups.flatMap((g) => g.items).find((i) => i.assemblyId === 'subpanel_100a');
    expect(item?.params).toMatchObject({ feeder_ft: 60 });
    expect((scope.plan.questions ?? []).join(' ')).not.toContain('60 ft');
  });
});

// Contractors' shorthand (reader-words.yaml respellings), each said back as a correction.
describe("contractors' shorthand", () => {
  it('reads a terse bathroom note as the bathroom job', () => {
    const read = readKinds('bath rmdl 5x7 - tub/shower w/ tile surr, new vanity, tlt, LVP flr');
    expect(read).toEqual(expect.arrayContaining(['toilet_replace', 'lvp_install']));
    expect(parseScope('bath rmdl 5x7').understood.join(' ')).toContain('"rmdl" as "remodel"');
  });

  it('elec is electric', () => {
    expect(readKinds('pls quote: replace 50gal elec water heater')).toEqual(['water_heater_electric']);
  });

  // Shorthand for several words is read wherever it is said, beside other work too (before, "SSMR 20 squares, tear
  // off shingles" priced the tear-off alone and "pw deck 12x20" built a new deck, both validated).
  it.each([
    ['SSMR 20 squares, tear off shingles', ['standing_seam_reroof 20 square', 'shingle_tear_off 20 square']],
    ['ssmr on the garage, 6 sq', ['standing_seam_reroof 6 square']],
    ['pw deck 12x20', ['pressure_washing 240 sq_ft']],
    ['pw the driveway', ['pressure_washing 400 sq_ft']],
  ])('%s → %j', (text, lines) => {
    expect(readLines(text)).toEqual(lines);
    expect(parseScope(text).understood.join(' ')).toMatch(
      /"(?:ssmr|pw)" as "(?:standing seam metal roof|pressure wash)"/,
    );
  });
});

// A figure after a freestanding wall is the wall's own (before: "retaining wall 50 lf" read 50 ft as a room's
// ceiling height and priced a typical 1,800 sq ft wall, $61,425 validated); a room's walls still give the height.
describe('a freestanding wall is sized by its own figures', () => {
  it.each([
    ['retaining wall 50 lf', 'retaining_wall 150 sq_ft'],
    ['stone retaining wall 50 lf, 4 ft high', 'retaining_wall 200 sq_ft'],
    ['50 lf of retaining wall 4 ft high', 'retaining_wall 200 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toEqual([line]);
  });

  it('a room’s walls about 9 ft are its ceiling height', () => {
    expect(readLines('paint the living room, walls about 9 ft')).toEqual(['interior_wall_paint 648 sq_ft']);
  });
});

// Air sealing closes gaps; it is not a coat of sealer (before: "air seal the attic" was exit 3).
describe('air sealing is not staining', () => {
  it('reads air sealing as its own work', () => {
    expect(readKinds('air seal the attic')).toEqual(['attic_air_sealing']);
    expect(readKinds('stain and seal the deck')).toEqual(['deck_stain']);
  });
});

// A cleaning read already stays that cleaning: another cleaning item of its trade that shares only the cleaning word
// is not the thing cleaned ("window cleaning for a two-story house" was a $442 house deep clean, "move-out cleaning"
// and "steam clean the carpet" a $670 garage clean-out), and washing is a cleaning ("all 20 windows in the house
// washed inside and out" was 20 new windows, $16,518).
describe('a cleaning of a thing is that thing cleaned', () => {
  it.each([
    ['We need all 20 windows in the house washed inside and out', 'window_cleaning 20 each'],
    ['wash all 15 windows in our home', 'window_cleaning 15 each'],
    ['Move-out cleaning for a 3 bedroom house', 'house_deep_cleaning 1800 sq_ft'],
    ['Can you steam clean the carpet in our living room and two bedrooms', 'carpet_cleaning '],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)[0]?.startsWith(line)).toBe(true);
  });

  it.each([
    ['hook up a new washing machine', 'appliance_set'],
    ['the gravel driveway washed out, need 10 tons of new gravel', 'gravel_driveway'],
  ])('a washing machine or a washed-out drive is no cleaning: %s', (text, assembly) => {
    expect(readKinds(text)[0]).toBe(assembly);
  });
});
