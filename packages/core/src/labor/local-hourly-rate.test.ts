import { caughtError } from '@quoin/testkit/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents } from '../money/money.ts';
import { hasErrorCode } from '../quoin-error.ts';
import { laborRate, NATIONAL_LABOR_RATE_KEYS } from './labor-rates.ts';
import { localHourlyRate } from './local-hourly-rate.ts';
import { allLocationFactors } from './location-factors.ts';

describe('localHourlyRate', () => {
  it.each([
    ['electrician', '02139', 'electrician $40.71/h national × 1.31 labor factor (021 Boston, MA) = $53.33/h'],
    [
      'electrician',
      undefined,
      'electrician $40.71/h national × 1.00 labor factor (national average) = $40.71/h',
    ],
    ['roofer', '77002', 'roofer $41.04/h national × 0.89 labor factor (770 Houston, TX) = $36.53/h'],
    ['painter', '941', 'painter $33.92/h national × 1.42 labor factor (941 San Francisco, CA) = $48.17/h'],
    ['carpenter', '00012', 'carpenter $40.49/h national × 1.00 labor factor (national average) = $40.49/h'],
  ])('%s at %s: %s', (key, zip, formula) => {
    expect(localHourlyRate(key, zip).formula).toBe(formula);
  });

  it('reports the national cost, the factor and the lookup behind the local cost', () => {
    const rate = localHourlyRate('plumber', '60601');
    expect(rate.key).toBe('plumber');
    expect(rate.nationalHourlyCostCents).toBe(laborRate('plumber').hourlyCostCents);
    expect(rate.laborFactor).toBe(rate.location.factor.laborFactor);
    expect(rate.location.zip3).toBe('606');
    expect(rate.hourlyCostCents).toBe(roundCents(rate.nationalHourlyCostCents * rate.laborFactor));
  });

  it('throws UNKNOWN_LABOR_RATE for an unknown key', () => {
    expect(() => localHourlyRate('welder', '02139')).toThrow(/use one of/);
    expect(
      hasErrorCode(
        caughtError(() => localHourlyRate('welder')),
        'UNKNOWN_LABOR_RATE',
      ),
    ).toBe(true);
  });

  it('throws INVALID_ZIP for a malformed ZIP', () => {
    expect(
      hasErrorCode(
        caughtError(() => localHourlyRate('electrician', '12')),
        'INVALID_ZIP',
      ),
    ).toBe(true);
  });

  it('is the national cost × the labor factor, rounded once, for every trade and prefix', () => {
    const zip3s = allLocationFactors().map((factor) => factor.zip3);
    fc.assert(
      fc.property(fc.constantFrom(...NATIONAL_LABOR_RATE_KEYS), fc.constantFrom(...zip3s), (key, zip3) => {
        const rate = localHourlyRate(key, zip3);
        expect(Number.isInteger(rate.hourlyCostCents)).toBe(true);
        expect(
          Math.abs(rate.hourlyCostCents - rate.nationalHourlyCostCents * rate.laborFactor),
        ).toBeLessThanOrEqual(0.5);
        if (rate.laborFactor > 1)
          expect(rate.hourlyCostCents).toBeGreaterThanOrEqual(rate.nationalHourlyCostCents);
        if (rate.laborFactor < 1)
          expect(rate.hourlyCostCents).toBeLessThanOrEqual(rate.nationalHourlyCostCents);
      }),
    );
  });
});
