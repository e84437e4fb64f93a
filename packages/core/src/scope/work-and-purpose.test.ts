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

// A feed (a gas line, a chimney liner, a circuit) named before the thing it serves prices the feed, not the thing
// too: the thing is its purpose unless its install is asked (before, "a new chimney liner for our wood stove" priced
// a $5,100 wood stove beside the liner, and a gas line run for a new range an appliance install, both validated).
// GFCI said of a circuit is that circuit's protection, not an outlet put in.
describe('what a feed is for is its purpose', () => {
  it.each([
    ['need a gas line run for the new dryer we bought', ['gas_line 25 linear_ft']],
    ['Gas pipe installation price for a new range, about 30 ft from the meter', ['gas_line 30 linear_ft']],
    ['plumber to run gas piping for our new gas stove', ['gas_line 25 linear_ft']],
    ['a new stainless chimney liner for our wood stove', ['chimney_liner 1 each']],
    ['chimney liner replacement for the wood burning stove', ['chimney_liner 1 each']],
    ['run a 50 amp GFCI circuit to the patio', ['circuit_240_50a 1 each']],
    ['electrician to add a 20a gfci protected circuit in the garage', ['new_circuit 1 each']],
    // What is taken out for the new thing is not its feed: the new floor is still priced.
    ['remove the carpet for new hardwood floors', expect.arrayContaining(['hardwood_install 500 sq_ft'])],
    ['install a wood stove with a new chimney liner', ['chimney_liner 1 each', 'wood_stove 1 each']],
  ])('%s → %j', (text, lines) => {
    expect(readLines(text)).toEqual(lines);
  });
});
