import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "Mold remediation in a basement" priced the typical basement's 800 sq ft ($12.9k validated against $1k-$4k): mold is
// remediated where it grows; a room named without a size is where, not how much.
describe('mold in a room is the affected area, not the room', () => {
  it.each([
    ['Mold remediation in a basement', 'mold_remediation 100 sq_ft'],
    ['mold remediation in the attic', 'mold_remediation 100 sq_ft'],
    ['need mold removal in the crawl space', 'mold_remediation 100 sq_ft'],
    ['mold remediation in the attic, about 300 sq ft', 'mold_remediation 300 sq_ft'],
    ['mold abatement 100 sq ft bsmt', 'mold_remediation 100 sq_ft'],
  ])('%s', (text, line) => {
    expect(readLines(text)).toContain(line);
  });
});

// "Found mold … maybe 100 sq ft affected. Need it remediated and the drywall replaced" priced the drywall alone ($409
// validated against $1.3k-$4k): mold said beside what is to be done to it is a remediation of the affected area, and
// the drywall or insulation put back covers the same area.
describe('mold named with its remediation asked is the remediation, and what is put back shares its area', () => {
  it.each([
    [
      'There is mold on the bathroom ceiling drywall, about 40 sq ft. Want it remediated and the ceiling replaced',
      ['mold_remediation 40 sq_ft', 'drywall_ceiling 40 sq_ft'],
    ],
    [
      'Need the mold remediated and the drywall replaced, 100 sq ft',
      ['mold_remediation 100 sq_ft', 'drywall_hang_finish 100 sq_ft'],
    ],
    ['the mold in our crawlspace needs to be remediated', ['mold_remediation 100 sq_ft']],
    [
      'black mold behind the washer, about 30 sf of wall. remediate and rehang drywall',
      ['mold_remediation 30 sq_ft', 'drywall_hang_finish 30 sq_ft'],
    ],
    [
      'mold in the attic, roughly 60 square feet. want it treated and the insulation replaced',
      ['mold_remediation 60 sq_ft'],
    ],
  ])('%s', (text, lines) => {
    expect(readLines(text)).toEqual(expect.arrayContaining(lines));
  });

  // What let the water in, said after the damage, is no work on that thing.
  it.each([
    [
      'mold along the bottom of the basement wall after the sump pump failed, about 50 sq ft, want it remediated',
      'sump_pump',
    ],
    [
      'Found mold on the laundry room wall after the water heater leaked, 30 sf. Remediate it please',
      'water_heater',
    ],
    ['mold on the closet ceiling after the roof leaked, about 20 sq ft, need it remediated', 'roof'],
  ])('%s', (text, thing) => {
    const lines = readLines(text);
    expect(lines.join(' ')).toContain('mold_remediation');
    expect(lines.join(' ')).not.toContain(thing);
  });

  it.each([
    'we have mold in the bathroom, need the exhaust fan replaced',
    'install mold resistant drywall in the bathroom, 300 sf',
  ])('mold only said of the site, or of the board, is no remediation: %s', (text) => {
    expect(readLines(text).join(' ')).not.toContain('mold_remediation');
  });
});
