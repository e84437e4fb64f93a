import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// A part of a system, or an add-on to it, is that part's own kind of work: the system named beside it is
// where the work goes, never a new one (a blower motor was a $4,200 furnace; an interlock kit on the panel was a
// standby generator and a 200 A panel).
describe('a part of a system or an add-on to it is not the system', () => {
  it.each([
    ['the blower motor on my furnace is shot', 'furnace_blower_motor 1 each'],
    ['replace the furnace blower motor', 'furnace_blower_motor 1 each'],
    ['furnace is making noise, probably the inducer motor', 'furnace_blower_motor 1 each'],
    ['add a whole house humidifier to the furnace', 'whole_house_humidifier 1 each'],
    ['install a humidifier on our gas furnace', 'whole_house_humidifier 1 each'],
    ['generator hookup for a portable, interlock on the main panel', 'generator_interlock 1 each'],
    ['install an inlet box and interlock kit for my portable generator', 'generator_interlock 1 each'],
  ])('%s → %s', (text, expected) => {
    expect(readLines(text)).toEqual([expected]);
  });

  it.each([
    ['replace our old furnace', 'furnace_replace 1 each'],
    ['20 kw standby generator with a transfer switch', 'standby_generator 1 each'],
    ['furnace not working', 'hvac_service_call 1 each'],
  ])('the system itself is still the system: %s → %s', (text, expected) => {
    expect(readLines(text)).toEqual([expected]);
  });
});

// Heating equipment the reader did not know: a boiler, electric baseboard heaters, a rooftop unit.
describe('heating equipment kinds of work', () => {
  it.each([
    ['new boiler for the hot water heat', 'boiler_replace 1 each'],
    ['swap out the old gas boiler', 'boiler_replace 1 each'],
    ['replace 3 electric baseboard heaters', 'electric_baseboard_heater 3 each'],
    ['2 new baseboard heaters in the bedrooms', 'electric_baseboard_heater 2 each'],
    ['replace the packaged rooftop unit on our store', 'rooftop_unit_replace 1 each'],
  ])('%s → %s', (text, expected) => {
    expect(readLines(text)).toEqual([expected]);
  });

  it('baseboard trim is still trim', () => {
    expect(readLines('install new baseboard trim in the bedroom').map((l) => l.split(' ')[0])).toEqual([
      'baseboard',
    ]);
  });
});
