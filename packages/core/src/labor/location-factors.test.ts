import { caughtError } from '@quoin/testkit/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasErrorCode } from '../quoin-error.ts';
import {
  allLocationFactors,
  LOCATION_FACTOR_BANDS,
  lookupLocation,
  MILITARY_ZIP3,
  REMOTE_STATES,
  zip3Of,
} from './location-factors.ts';

const STATES_AND_DC =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

describe('location-factors.csv', () => {
  const rows = allLocationFactors();

  it('has a row for each assigned prefix, each once, as three digits', () => {
    expect(rows.length).toBeGreaterThanOrEqual(880);
    expect(new Set(rows.map((row) => row.zip3)).size).toBe(rows.length);
    for (const row of rows) expect(row.zip3).toMatch(/^\d{3}$/);
  });

  it('covers every state, DC and the territories', () => {
    const states = new Set(rows.map((row) => row.state));
    for (const state of [...STATES_AND_DC, 'PR', 'VI', 'GU']) expect(states, state).toContain(state);
  });

  it('leaves out unassigned and military prefixes', () => {
    const zip3s = new Set(rows.map((row) => row.zip3));
    for (const unassigned of ['000', '001', '002', '003', '004', '213', '269', '343', '987']) {
      expect(zip3s.has(unassigned), unassigned).toBe(false);
    }
    for (const military of MILITARY_ZIP3) expect(zip3s.has(military), military).toBe(false);
  });

  it('keeps factors within the documented bands', () => {
    for (const row of rows) {
      const bands = REMOTE_STATES.has(row.state)
        ? LOCATION_FACTOR_BANDS.remote
        : LOCATION_FACTOR_BANDS.states;
      expect(row.laborFactor, row.zip3).toBeGreaterThanOrEqual(bands.labor.min);
      expect(row.laborFactor, row.zip3).toBeLessThanOrEqual(bands.labor.max);
      expect(row.materialFactor, row.zip3).toBeGreaterThanOrEqual(bands.material.min);
      expect(row.materialFactor, row.zip3).toBeLessThanOrEqual(bands.material.max);
    }
  });

  it('moves labor more than materials in every metro row', () => {
    for (const row of rows.filter((candidate) => candidate.basis.startsWith('metro:'))) {
      expect(Math.abs(row.laborFactor - 1), row.zip3).toBeGreaterThanOrEqual(
        Math.abs(row.materialFactor - 1),
      );
    }
  });

  it('puts rural prefixes below the same state’s other prefixes', () => {
    for (const state of STATES_AND_DC) {
      const inState = rows.filter((row) => row.state === state);
      const rural = inState.filter((row) => row.basis.endsWith('-rural')).map((row) => row.laborFactor);
      const urban = inState.filter((row) => row.basis === 'state' || row.basis === 'estimate');
      if (rural.length === 0 || urban.length === 0) continue;
      expect(Math.max(...rural), state).toBeLessThan(Math.min(...urban.map((row) => row.laborFactor)));
    }
  });

  it.each([
    ['100', 'NY', 'metro:New York'],
    ['021', 'MA', 'metro:Boston'],
    ['941', 'CA', 'metro:San Francisco'],
    ['606', 'IL', 'metro:Chicago'],
    ['770', 'TX', 'metro:Houston'],
    ['303', 'GA', 'metro:Atlanta'],
    ['852', 'AZ', 'metro:Phoenix'],
    ['782', 'TX', 'metro:San Antonio'],
    ['200', 'DC', 'metro:Washington DC'],
    ['554', 'MN', 'metro:Minneapolis'],
    ['958', 'CA', 'state'],
    ['590', 'MT', 'estimate-rural'],
    ['009', 'PR', 'estimate'],
  ])('spot check %s → %s %s', (zip3, state, basis) => {
    const { factor } = lookupLocation(zip3);
    expect(factor.state).toBe(state);
    expect(factor.basis).toBe(basis);
  });

  it('prices the dearest metros above national and Sun Belt metros below', () => {
    for (const zip3 of ['100', '021', '941', '606'])
      expect(lookupLocation(zip3).factor.laborFactor).toBeGreaterThan(1.2);
    for (const zip3 of ['770', '303', '852', '782'])
      expect(lookupLocation(zip3).factor.laborFactor).toBeLessThan(1);
  });

  it('prices Alaska above national for labor and materials', () => {
    const { factor } = lookupLocation('99501');
    expect(factor.state).toBe('AK');
    expect(factor.laborFactor).toBeGreaterThan(1.2);
    expect(factor.materialFactor).toBeGreaterThan(1.1);
  });
});

describe('lookupLocation', () => {
  it.each([
    ['02139', '021', 'Boston'],
    ['02139-4307', '021', 'Boston'],
    ['021', '021', 'Boston'],
    [' 94103 ', '941', 'San Francisco'],
    ['10001', '100', 'New York'],
    ['60601', '606', 'Chicago'],
  ])('%j resolves to %s (%s)', (input, zip3, area) => {
    const lookup = lookupLocation(input);
    expect(lookup.zip3).toBe(zip3);
    expect(lookup.factor.area).toBe(area);
    expect(lookup.fallback).toBe(false);
    expect(lookup.input).toBe(input.trim());
  });

  it.each([undefined, '', '   '])('uses the national average without a ZIP (%j)', (input) => {
    const lookup = lookupLocation(input);
    expect(lookup.fallback).toBe(true);
    expect(lookup.factor.laborFactor).toBe(1);
    expect(lookup.factor.materialFactor).toBe(1);
    expect(lookup.zip3).toBeUndefined();
    expect(lookup.note).toContain('national average used');
  });

  it.each([
    ['00012', '000', 'not assigned'],
    ['21301', '213', 'not assigned'],
    ['09001', '090', 'military'],
    ['96201', '962', 'military'],
  ])('falls back to national for %s with a note', (input, zip3, words) => {
    const lookup = lookupLocation(input);
    expect(lookup.fallback).toBe(true);
    expect(lookup.zip3).toBe(zip3);
    expect(lookup.factor.basis).toBe('national');
    expect(lookup.note).toContain(words);
    expect(lookup.note).toContain('national average used');
  });

  it.each(['ABCDE', '12', '1234', '123456', '02139-43', '0213A', '02139 4307'])('rejects %j', (input) => {
    const error = caughtError(() => lookupLocation(input));
    expect(hasErrorCode(error, 'INVALID_ZIP')).toBe(true);
    expect((error as Error).message).toBe(`ZIP "${input}" is not a US ZIP code: give 5 digits such as 02139`);
  });

  it('gives every five-digit ZIP its own prefix or the national fallback', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), (n) => {
        const zip = String(n).padStart(5, '0');
        const lookup = lookupLocation(zip);
        expect(lookup.zip3).toBe(zip3Of(zip));
        expect(lookup.fallback).toBe(lookup.factor.basis === 'national');
        if (!lookup.fallback) expect(lookup.factor.zip3).toBe(zip.slice(0, 3));
      }),
    );
  });
});
