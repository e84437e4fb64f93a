import { readCounts, readKinds, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// Held-out set 15: "Want to finish the basement, roughly a thousand square feet, with a new bathroom and a wet bar" was
// a bathroom remodel alone ($12.3k of $40,000-$85,000, validated): "with a new bathroom" started a bathroom job of its
// own, and "a thousand" was no number.
describe('a new bath said with another room job is its part', () => {
  it.each([
    ['Want to finish the basement, roughly a thousand square feet, with a new bathroom and a wet bar', 1000],
    ['finish the 1000 sf basement with a new bathroom', 1000],
    ['finish our basement, about 900 sf, including a new full bath', 900],
  ])('%s → a basement finish of %i sq ft with its bath', (text, floor) => {
    const kinds = readKinds(text);
    expect(kinds).toContain('lvp_install');
    expect(kinds).toContain('bathroom_rough_in');
    expect(kinds).not.toContain('bathroom_gut');
    const ceiling = readCounts(text).find(([kind]) => kind === 'drywall_ceiling')?.[1] ?? 0;
    expect(Math.abs(ceiling - floor)).toBeLessThanOrEqual(1);
  });

  it('a new bathroom alone is still the bathroom', () => {
    expect(readKinds('add a new 5x8 bathroom in the basement')).toContain('toilet_replace');
  });
});

describe('a hundred and a thousand are numbers', () => {
  it.each([
    ['about a hundred feet of 6 ft privacy fence', ['wood_privacy_fence', 100]],
    ['one thousand square feet of lvp', ['lvp_install', 1000]],
    ['paint fifteen hundred square feet of walls', ['interior_wall_paint', 1500]],
  ])('%s → %j', (text, line) => {
    expect(readCounts(text)).toContainEqual(line);
  });
});

// "Tenant buildout for a 2,400 sf medical office: 6 exam rooms, nurse station, 2 ADA restrooms, new HVAC zoning" priced
// eight ADA restrooms and zoning ($99.6k of $180,000-$480,000, validated); "medical office buildout" was 120 sq ft,
// the office read as a 10 x 12 room.
describe('a medical or dental office built out is its own kind, sized by its floor', () => {
  it.each([
    [
      'Tenant buildout for a 2,400 sf medical office: 6 exam rooms, nurse station, 2 ADA restrooms, new HVAC zoning',
      2400,
    ],
    ['dental office build out 1,800 sf', 1800],
    ['build out a 1,500 sf dental office', 1500],
    ['medical office buildout', 2000],
  ])('%s → %i sq ft', (text, floor) => {
    expect(readCounts(text).filter(([kind]) => kind !== '')).toEqual([['medical_office_ti', floor]]);
  });

  it('an office built out is a tenant space, not a room', () => {
    expect(readCounts('office buildout')).toContainEqual(['light_ti_buildout', 1500]);
  });

  it('a home office is still a room', () => {
    expect(readCounts('new carpet in the home office')).toContainEqual(['carpet_install', 120]);
  });
});

// "Medical office: need our 1,200 sf suite built out with 3 exam rooms, each with a sink, …" priced one sink ($493 of
// $100,000-$240,000): a suite, space or unit said built out, finished out or fitted out where the request names a
// medical use is that use's build-out of its floor, its rooms and sinks its parts.
describe('a space said built out for a medical use is the medical build-out of its floor', () => {
  it.each([
    [
      'Dental practice moving in. We need the 1,800 sq ft space built out: 4 operatories with sinks and a front desk',
      1800,
    ],
    [
      'chiropractor here, looking to build out a 1,500 sf suite with 3 treatment rooms and a reception area',
      1500,
    ],
    ['pediatric clinic, 2,000 sf unit to be finished out with 6 exam rooms', 2000],
    ['Urgent care: the 2,400 sq ft lease space fitted out with 5 exam rooms and 2 restrooms', 2400],
  ])('%s → %i sq ft', (text, floor) => {
    expect(readCounts(text).filter(([kind]) => kind !== '')).toEqual([['medical_office_ti', floor]]);
  });

  it('a suite built out with no medical use named is no medical build-out', () => {
    expect(readKinds('need our 1,200 sf office suite built out with 4 private offices')).not.toContain(
      'medical_office_ti',
    );
  });
});
