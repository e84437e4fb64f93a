import { readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const kinds = (text: string) => readKinds(text).filter((kind) => !kind.startsWith('cleanup'));

// "4 ton HP split system w/ air handler, change out" priced the air handler alone and "replace our 3 ton HP" was not
// understood: HP is the heat pump in a request for work, and horsepower after a figure.
describe('HP is a heat pump, and horsepower after a figure', () => {
  it.each([
    ['replace our 3 ton HP', 'heat_pump_system'],
    ['4 ton HP split system w/ air handler, change out, 16 SEER2', 'heat_pump_system'],
    ['HP not heating, come look at it', 'hvac_service_call'],
    ['new HP water heater 50 gal', 'water_heater_heat_pump'],
    ['replace 1/2 hp garbage disposal', 'garbage_disposal'],
    ['3/4 HP sump pump replace', 'sump_pump'],
  ])('%s → %s', (text, kind) => {
    expect(kinds(text)).toEqual([kind]);
  });
});
