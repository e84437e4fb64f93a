import { describe, expect, it } from 'vitest';
import { findLocation } from './parse-location.ts';

describe('findLocation', () => {
  it.each([
    ['paint my bedroom in 02139', '02139', 'zip'],
    ['fix toilet, zip code 30303', '30303', 'zip'],
    ['roof 75201-1234', '75201', 'zip'],
    ['Boston, MA: replace the water heater', '021', 'city'],
    ['deck in Austin TX', '787', 'city'],
    ['roof in austin, texas please', '787', 'city'],
    ['paint bedroom in Portland, Oregon', '972', 'city'],
    ['in St. Louis, MO', '631', 'city'],
    ['house near Chicago', '606', 'city'],
    ['new roof near Springfield', '658', 'city'],
    // A well-known city alone, at a seam of the request (they were priced at the national average).
    ['Kitchen remodel, San Diego', '921', 'city'],
    ['Pittsburgh bathroom remodel 5x8', '152', 'city'],
    ['paint 2 bedrooms 12x12 in pittsburgh', '152', 'city'],
    ['Milwaukee - replace water heater 50 gal', '532', 'city'],
    ['new roof 20 squares Austin', '787', 'city'],
    ['kitchen remodel in SF', '941', 'city'],
  ])('%s → %s (%s)', (text, zip, source) => {
    const { location } = findLocation(text);
    expect(location?.zip).toBe(zip);
    expect(location?.source).toBe(source);
  });

  it.each([
    'paint 3 bedrooms',
    'install 12000 sq ft of sod',
    'replace faucet in the kitchen',
    'paint the walls in orange',
    'paint the Phoenix room blue',
    'replace the Mobile home skirting',
    'Madison wants a new deck, 12x16',
    'kitchen remodel, small town of Smallville',
    // A unit after a number is no city alias: "SF" is square feet (every such request was priced at
    // San Francisco's labor factor, 1.42).
    'LVP 500 SF',
    'bsmt finish ~1200 SF, framing, drywall',
    'paint 1,200 SF.',
  ])('finds no place in "%s"', (text) => {
    expect(findLocation(text).location).toBeUndefined();
  });

  it('blanks the place so its words are not read as work', () => {
    const { rest } = findLocation('Boston, MA paint');
    expect(rest.trim()).toBe('paint');
    expect(rest).toHaveLength('Boston, MA paint'.length);
  });

  it('flags a city several states share', () => {
    expect(findLocation('near Springfield').location?.ambiguous).toBe(true);
  });
});
