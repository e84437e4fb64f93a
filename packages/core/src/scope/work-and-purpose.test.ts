import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';
import { parseScope } from './parse-scope.ts';

warmUpReader();

// A kind of work named first, then the fixture or device it serves: the thing wanted is priced and what it serves
// is not (before, "we need an ejector pump for the toilet" priced a new toilet, $466, and "zone dampers so each
// floor has its own thermostat" a thermostat, $402, both validated).
describe('what a kind of work serves is not the work', () => {
  it.each([
    [
      "we're adding a basement bathroom and need an ejector pump for the toilet",
      ['sewage_ejector_pump 1 each'],
    ],
    ['install a grinder pump for the new toilet in the basement', ['sewage_ejector_pump 1 each']],
    ['need an ejector pump to drain the basement shower', ['sewage_ejector_pump 1 each']],
    [
      'upstairs is always hot and downstairs cold, we want zone dampers so each floor has its own thermostat',
      ['hvac_zoning 1 each'],
    ],
    ['add a motorized damper for the bonus room thermostat', ['hvac_zoning 1 each']],
  ])('%s → %j', (text, lines) => {
    expect(readLines(text)).toEqual(lines);
  });
});

// A thing wanted "for it" is the kind of work it names with the thing named before (before, "the pool is too cold
// in spring, we want a heater for it" was a $195 HVAC service call, validated, against a $2,500-$6,500 pool heater).
describe('a thing wanted for a thing named before', () => {
  it.each([
    ['the pool is too cold in spring, we want a heater for it', ['pool_heater 1 each']],
    ['Our pool is freezing. We want a heater for it.', ['pool_heater 1 each']],
    ['we have a gas fireplace, want a new insert for it', ['gas_fireplace_insert 1 each']],
  ])('%s → %j', (text, lines) => {
    expect(readLines(text)).toEqual(lines);
  });

  it('says what it read', () => {
    expect(parseScope('the pool is too cold, we want a heater for it').understood.join(' ')).toContain(
      '"a heater for it" as "a pool heater"',
    );
  });
});
