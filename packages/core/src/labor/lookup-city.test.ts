import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { lookupLocation } from './location-factors.ts';
import { lookupCity, normalizeCityName, stateCodeOf } from './lookup-city.ts';

const cityRows: { city: string; state: string; zip3: string }[] = parse(
  readFileSync(new URL('../../data/cities.csv', import.meta.url), 'utf8'),
  { columns: true },
);

const CAPITALS: [string, string][] = [
  ['Montgomery', 'AL'],
  ['Juneau', 'AK'],
  ['Phoenix', 'AZ'],
  ['Little Rock', 'AR'],
  ['Sacramento', 'CA'],
  ['Denver', 'CO'],
  ['Hartford', 'CT'],
  ['Dover', 'DE'],
  ['Tallahassee', 'FL'],
  ['Atlanta', 'GA'],
  ['Honolulu', 'HI'],
  ['Boise', 'ID'],
  ['Springfield', 'IL'],
  ['Indianapolis', 'IN'],
  ['Des Moines', 'IA'],
  ['Topeka', 'KS'],
  ['Frankfort', 'KY'],
  ['Baton Rouge', 'LA'],
  ['Augusta', 'ME'],
  ['Annapolis', 'MD'],
  ['Boston', 'MA'],
  ['Lansing', 'MI'],
  ['Saint Paul', 'MN'],
  ['Jackson', 'MS'],
  ['Jefferson City', 'MO'],
  ['Helena', 'MT'],
  ['Lincoln', 'NE'],
  ['Carson City', 'NV'],
  ['Concord', 'NH'],
  ['Trenton', 'NJ'],
  ['Santa Fe', 'NM'],
  ['Albany', 'NY'],
  ['Raleigh', 'NC'],
  ['Bismarck', 'ND'],
  ['Columbus', 'OH'],
  ['Oklahoma City', 'OK'],
  ['Salem', 'OR'],
  ['Harrisburg', 'PA'],
  ['Providence', 'RI'],
  ['Columbia', 'SC'],
  ['Pierre', 'SD'],
  ['Nashville', 'TN'],
  ['Austin', 'TX'],
  ['Salt Lake City', 'UT'],
  ['Montpelier', 'VT'],
  ['Richmond', 'VA'],
  ['Olympia', 'WA'],
  ['Charleston', 'WV'],
  ['Madison', 'WI'],
  ['Cheyenne', 'WY'],
  ['Washington', 'DC'],
];

describe('cities.csv', () => {
  it('lists at least 300 cities, each city/state once', () => {
    expect(cityRows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(cityRows.map((row) => `${row.city}|${row.state}`)).size).toBe(cityRows.length);
  });

  it.each(CAPITALS)('has the capital %s, %s', (city, state) => {
    expect(lookupCity(city, state)).toMatchObject({ state });
  });

  it('maps every city to a prefix that has location factors', () => {
    for (const row of cityRows) {
      const lookup = lookupLocation(row.zip3);
      expect(lookup.fallback, `${row.city}, ${row.state}`).toBe(false);
      expect(lookup.factor.state, `${row.city}, ${row.state}`).toBe(row.state);
    }
  });
});

describe('lookupCity', () => {
  it.each([
    ['Boston', undefined, { city: 'Boston', state: 'MA', zip3: '021' }],
    ['boston', 'ma', { city: 'Boston', state: 'MA', zip3: '021' }],
    ['NYC', undefined, { city: 'New York', state: 'NY', zip3: '100' }],
    ['New York City', undefined, { city: 'New York', state: 'NY', zip3: '100' }],
    ['new york', 'New York', { city: 'New York', state: 'NY', zip3: '100' }],
    ['LA', undefined, { city: 'Los Angeles', state: 'CA', zip3: '900' }],
    ['D.C.', undefined, { city: 'Washington', state: 'DC', zip3: '200' }],
    ['Washington, D.C.', undefined, { city: 'Washington', state: 'DC', zip3: '200' }],
    ['Washington', 'DC', { city: 'Washington', state: 'DC', zip3: '200' }],
    ['Saint Louis', undefined, { city: 'St. Louis', state: 'MO', zip3: '631' }],
    ['St. Louis', 'MO', { city: 'St. Louis', state: 'MO', zip3: '631' }],
    ['st louis', undefined, { city: 'St. Louis', state: 'MO', zip3: '631' }],
    ['St. Paul', undefined, { city: 'Saint Paul', state: 'MN', zip3: '551' }],
    ['Port Saint Lucie', 'FL', { city: 'Port St. Lucie', state: 'FL', zip3: '349' }],
    ['Ft. Worth', undefined, { city: 'Fort Worth', state: 'TX', zip3: '761' }],
    ['winston salem', undefined, { city: 'Winston-Salem', state: 'NC', zip3: '271' }],
    ['Lees Summit', undefined, { city: "Lee's Summit", state: 'MO', zip3: '640' }],
    ['Portland, OR', undefined, { city: 'Portland', state: 'OR', zip3: '972' }],
    ['Portland', 'ME', { city: 'Portland', state: 'ME', zip3: '041' }],
    ['Portland', 'Maine', { city: 'Portland', state: 'ME', zip3: '041' }],
    ['Portland, ME', 'ME', { city: 'Portland', state: 'ME', zip3: '041' }],
    ['Springfield', 'IL', { city: 'Springfield', state: 'IL', zip3: '627' }],
    ['Springfield', 'MA', { city: 'Springfield', state: 'MA', zip3: '011' }],
    ['Kansas City, KS', undefined, { city: 'Kansas City', state: 'KS', zip3: '661' }],
    ['Austin TX', undefined, { city: 'Austin', state: 'TX', zip3: '787' }],
    ['Memphis', undefined, { city: 'Memphis', state: 'TN', zip3: '381' }],
    ['Sacramento', undefined, { city: 'Sacramento', state: 'CA', zip3: '958' }],
    ['Anchorage', undefined, { city: 'Anchorage', state: 'AK', zip3: '995' }],
    ['San Juan', 'PR', { city: 'San Juan', state: 'PR', zip3: '009' }],
    ['Hagåtña', undefined, { city: 'Hagatna', state: 'GU', zip3: '969' }],
  ])('%j (%s) → %j', (city, state, expected) => {
    const { populationRank, ...found } = lookupCity(city, state) ?? { populationRank: 0 };
    expect(found).toEqual(expected);
    expect(populationRank).toBeGreaterThan(0);
  });

  it('ranks cities by population, the file order', () => {
    expect(lookupCity('New York')?.populationRank).toBe(1);
    expect(lookupCity('Pittsburgh')?.populationRank).toBeLessThan(lookupCity('Boise')?.populationRank ?? 0);
  });

  it.each([
    ['Springfield', 'MO'],
    ['Portland', 'OR'],
    ['Columbus', 'OH'],
    ['Kansas City', 'MO'],
    ['Aurora', 'CO'],
    ['Arlington', 'TX'],
    ['Glendale', 'AZ'],
    ['Pasadena', 'TX'],
    ['Richmond', 'VA'],
    ['Charleston', 'SC'],
  ])('an ambiguous %s without a state gives the most populous (%s), marked ambiguous', (city, state) => {
    expect(lookupCity(city)).toMatchObject({ state, ambiguous: true });
  });

  it.each([
    ['Atlantis', undefined],
    ['Boston', 'TX'],
    ['Portland', 'Narnia'],
    ['', undefined],
  ])('gives undefined for %j (%s)', (city, state) => {
    expect(lookupCity(city, state)).toBeUndefined();
  });

  it('normalizes names and states', () => {
    expect(normalizeCityName('  St. Petersburg ')).toBe('saint petersburg');
    expect(normalizeCityName('Winston-Salem')).toBe('winston salem');
    expect(stateCodeOf('d.c.')).toBe('DC');
    expect(stateCodeOf('north carolina')).toBe('NC');
    expect(stateCodeOf('XX')).toBeUndefined();
  });
});
