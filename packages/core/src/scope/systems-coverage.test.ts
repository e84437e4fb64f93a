import {
  estimateText,
  partNotSystem,
  pricedInBand,
  readKinds,
  readLines,
  warmUpReader,
} from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

// The coverage sweep of the house's systems (#13): plumbing, electrical, HVAC, insulation, low voltage, fire
// protection. Each class below is data (trade YAML work items and assemblies, work rules); these tables hold it.

warmUpReader();

// Common systems work the reader did not know at all (exit 3, "No work recognised").
describe('systems work that was not recognised', () => {
  it.each([
    ['replace well pump', 'well_pump_replace'],
    ['new submersible pump for our well, 200 ft deep', 'well_pump_replace'],
    ['replace pressure reducing valve', 'pressure_reducing_valve'],
    ['water pressure regulator is bad, replace it', 'pressure_reducing_valve'],
    ['install uv water purification system', 'uv_water_purifier'],
    ['add a UV sterilizer on the well water', 'uv_water_purifier'],
    ['replace condensate pump', 'condensate_pump_replace'],
    ['furnace condensate pump died, need new one', 'condensate_pump_replace'],
    ['install erv ventilation system', 'erv_hrv_install'],
    ['add an energy recovery ventilator', 'erv_hrv_install'],
    ['install heat recovery ventilator in basement', 'erv_hrv_install'],
  ])('%s → %s', (text, assembly) => {
    expect(readKinds(text)).toEqual([assembly]);
  });
});

// A part of a system, or an add-on to it, is that part's work: never the whole system.
describe('a part of a system is not the system', () => {
  partNotSystem(
    [
      ['replace evaporator coil', 'evaporator_coil_replace'],
      ['new evap coil for the AC', 'evaporator_coil_replace'],
      ['replace the indoor coil', 'evaporator_coil_replace'],
      ['replace ac condensate pump', 'condensate_pump_replace'],
    ],
    ['ac_condenser_replace', 'furnace_replace', 'heat_pump_system'],
  );
});

// Upkeep of a thing is a service visit, not a new thing (before: "flush water heater" was a new 50 gal heater,
// $1,767 validated).
describe('upkeep of a system is not a new one', () => {
  it.each([
    ['flush water heater', 'water_heater_flush'],
    ['water heater flush and inspection', 'water_heater_flush'],
    ['flush my hot water heater', 'water_heater_flush'],
  ])('%s → %s', (text, assembly) => {
    expect(readKinds(text)).toEqual([assembly]);
  });

  it('a flushed heater is a plumbing visit with no water heater permit', async () => {
    const { cents } = await estimateText('flush water heater');
    expect(cents).toBeGreaterThanOrEqual(10_000);
    expect(cents).toBeLessThanOrEqual(30_000);
    const ids = readKinds('flush water heater');
    expect(ids).not.toContain('water_heater_replace');
  });
});

// A named product is not its neighbour: a whole-house fan is an attic ventilator, not a ceiling fan.
describe('a whole-house fan is not a ceiling fan', () => {
  it.each([
    ['install whole house fan', 'whole_house_fan'],
    ['whole home fan in the hallway ceiling', 'whole_house_fan'],
    ['put in a whole house attic fan', 'whole_house_fan'],
  ])('%s → %s', (text, assembly) => {
    expect(readKinds(text)).toEqual([assembly]);
  });
});

// The thing named as the place of the work is not work: a fan hung where a light was is one fan.
describe('a fan in place of a light', () => {
  it.each([
    ['install ceiling fan where light fixture is', ['ceiling_fan']],
    ['replace light fixture with ceiling fan', ['ceiling_fan']],
    ['swap the hallway light for a ceiling fan', ['ceiling_fan']],
    ['put a ceiling fan in place of the bedroom light', ['ceiling_fan']],
  ])('%s → %s', (text, expected) => {
    expect(readKinds(text)).toEqual(expected);
  });

  it('a fan and other light fixtures are both priced', () => {
    expect(readKinds('install ceiling fan and replace 3 light fixtures')).toEqual([
      'ceiling_fan',
      'light_fixture',
    ]);
  });
});

// Each new kind of work lands in its guide's band with the trade minimum and markups (national, no ZIP).
describe('systems work is priced in its guide band', () => {
  pricedInBand([
    ['replace well pump', 100_000, 400_000],
    ['replace pressure reducing valve', 30_000, 100_000],
    ['install uv water purification system', 80_000, 250_000],
    ['replace condensate pump', 15_000, 60_000],
    ['replace evaporator coil', 100_000, 300_000],
    ['install erv ventilation system', 200_000, 600_000],
    ['install whole house fan', 100_000, 250_000],
    ['install ceiling fan where light fixture is', 15_000, 60_000],
  ]);
});

// Knob-and-tube replaced is a rewire through plaster, its own assembly with its guide band (before: the plain
// rewire, $6,696 for 1,200 sq ft against guides' $8,000-$30,000); a plain rewire is unchanged.
describe('knob-and-tube is its own rewire', () => {
  it.each([
    ['replace knob and tube wiring 1200 sqft', 'knob_and_tube_rewire 1200 sq_ft'],
    ['rewire old house with knob and tube, 1,800 sq ft', 'knob_and_tube_rewire 1800 sq_ft'],
    ['rewire 1500 sq ft house', 'whole_house_rewire 1500 sq_ft'],
  ])('%s → %s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });

  it('lands in the guide band', async () => {
    const { cents } = await estimateText('replace knob and tube wiring 1200 sqft');
    expect(cents).toBeGreaterThanOrEqual(800_000);
    expect(cents).toBeLessThanOrEqual(3_000_000);
  });
});

// Closed-cell foam is priced at the contractor's drum-set material cost per board foot, not a retail DIY kit
// (before: 800 sq ft of walls at 2 in. was $7,796 against guides' $1-$1.50 per board foot plus labor).
describe('spray foam at contractor material cost', () => {
  it('800 sq ft of walls at 2 in. lands in the guide band', async () => {
    expect(readKinds('spray foam insulation 800 sf walls')).toEqual(['spray_foam']);
    const { cents } = await estimateText('spray foam insulation 800 sf walls');
    expect(cents).toBeGreaterThanOrEqual(120_000);
    expect(cents).toBeLessThanOrEqual(400_000);
  });
});

// The patio, deck or porch an outlet goes on is its place, not work (before: "add outdoor outlet on patio" was a
// new 192 sq ft concrete patio and the outlet, $2,855 validated).
describe('an outlet on the patio is an outlet', () => {
  it.each([
    ['add outdoor outlet on patio', ['outlet_install']],
    ['add 3 outdoor outlets on the porch', ['outlet_install']],
    ['install 2 gfci outlets on the back deck', ['gfci_install']],
  ])('%s → %s', (text, expected) => {
    expect(readKinds(text)).toEqual(expected);
  });

  it('the stated count is kept', () => {
    expect(readLines('add 3 outdoor outlets on the porch')).toEqual(['outlet_install 3 each']);
  });
});

// A breaker is a part of the panel, and an alarm system is its own kind of low-voltage work (both were exit 3).
describe('a breaker and an alarm system', () => {
  it.each([
    ['replace a bad breaker', 'breaker_replace'],
    ['swap the faulty breaker', 'breaker_replace'],
    ['install home security alarm system', 'security_alarm_system'],
    ['burglar alarm for a townhouse', 'security_alarm_system'],
  ])('%s → %s', (text, assembly) => {
    expect(readKinds(text)).toEqual([assembly]);
  });

  pricedInBand([
    ['replace a bad breaker', 15_000, 40_000],
    ['install home security alarm system', 60_000, 200_000],
  ]);

  it('a security system with cameras is still the cameras', () => {
    expect(readKinds('install a security system with 4 cameras')).toEqual(['security_camera']);
  });
});
