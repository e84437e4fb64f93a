import { describe, expect, it } from 'vitest';
import { parseHolidayRules, usFederalHolidays } from './us-federal-holidays.ts';

describe('usFederalHolidays', () => {
  // Observed dates as published by OPM for 2026 and 2027.
  it.each([
    ['2026-01-01', "New Year's Day"],
    ['2026-01-19', 'Martin Luther King Jr. Day, third Monday'],
    ['2026-02-16', "Washington's Birthday"],
    ['2026-05-25', 'Memorial Day, last Monday'],
    ['2026-06-19', 'Juneteenth'],
    ['2026-07-03', 'Independence Day on a Saturday, observed Friday'],
    ['2026-09-07', 'Labor Day'],
    ['2026-10-12', 'Columbus Day'],
    ['2026-11-11', 'Veterans Day'],
    ['2026-11-26', 'Thanksgiving, fourth Thursday'],
    ['2026-12-25', 'Christmas Day'],
    ['2027-07-05', 'Independence Day on a Sunday, observed Monday'],
    ['2027-12-24', 'Christmas on a Saturday, observed Friday'],
  ])('has %s (%s)', (date) => {
    expect(usFederalHolidays(2026, 2027)).toContain(date);
  });

  it('has eleven a year', () => {
    expect(usFederalHolidays(2026, 2026)).toHaveLength(11);
  });

  it('refuses a rule file without holidays', () => {
    expect(() => parseHolidayRules('holidays: []')).toThrow(
      expect.objectContaining({ code: 'INVALID_DATA' }),
    );
  });
});
