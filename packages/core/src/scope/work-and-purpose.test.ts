import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

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
