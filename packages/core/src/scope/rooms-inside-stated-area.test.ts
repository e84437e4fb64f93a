import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "Tenant improvement for a 2,400 sf office: 6 private offices, 2 ADA restrooms" was a 3,200 sq ft TI (the rooms'
// typical sizes added to the stated floor) with 8 ADA restrooms ("one per room"): rooms listed inside a stated floor
// area are parts of it, not added to it, and a room counted in the thing's own words is that thing's count.
describe('rooms listed inside a stated floor area are parts of it', () => {
  it.each([
    [
      'Tenant improvement for a 2,400 sf office: 6 private offices, 2 ADA restrooms',
      ['office_ti_light 2400 sq_ft', 'ada_restroom_upgrade 2 each'],
    ],
    [
      'tenant improvement 2,400 sf office with 6 private offices and 2 restrooms',
      ['office_ti_light 2400 sq_ft'],
    ],
    [
      'TI for a 3,500 sq ft office including 4 private offices and a break room',
      ['office_ti_light 3500 sq_ft'],
    ],
  ])('%s → %j', (text, expected) => {
    expect(work(text)).toEqual(expected);
  });

  it.each([
    ['upgrade 2 restrooms in our office', 'restroom_refresh 2 each'],
    ['a ceiling fan in 3 bedrooms', 'ceiling_fan 3 each'],
  ])('%s counts the rooms said', (text, line) => {
    expect(work(text)).toContain(line);
  });
});
