import { readFileSync } from 'node:fs';
import { caughtError } from '@quoin/testkit/errors';
import { describe, expect, it } from 'vitest';
import { roundCents } from '../money/money.ts';
import { hasErrorCode } from '../quoin-error.ts';
import {
  BURDEN_FACTOR_RANGE,
  laborRate,
  laborRates,
  NATIONAL_LABOR_RATE_KEYS,
  parseLaborRates,
} from './labor-rates.ts';

const yamlText = readFileSync(new URL('../../data/labor-rates.yaml', import.meta.url), 'utf8');

describe('laborRates', () => {
  it('defines exactly the shared keys', () => {
    expect(
      laborRates()
        .map((rate) => rate.key)
        .sort(),
    ).toEqual([...NATIONAL_LABOR_RATE_KEYS].sort());
  });

  it.each(NATIONAL_LABOR_RATE_KEYS)('%s is positive, sourced and loaded within the burden band', (key) => {
    const rate = laborRate(key);
    expect(rate.wageCents).toBeGreaterThan(0);
    expect(rate.hourlyCostCents).toBeGreaterThan(rate.wageCents);
    expect(rate.burdenFactor).toBeGreaterThanOrEqual(BURDEN_FACTOR_RANGE.min);
    expect(rate.burdenFactor).toBeLessThanOrEqual(BURDEN_FACTOR_RANGE.max);
    expect(rate.hourlyCostCents).toBe(roundCents(rate.wageCents * rate.burdenFactor));
    expect(rate.burden.fica).toBe(0.0765);
    expect(rate.source.length).toBeGreaterThan(10);
    expect(rate.socCode).toMatch(/^\d{2}-\d{4}$/);
  });

  it('marks every wage not read in the research file as an estimate', () => {
    const estimated = laborRates().filter((rate) => rate.wageBasis.startsWith('estimate'));
    expect(estimated.map((rate) => rate.key).sort()).toEqual(
      [
        'equipment_operator',
        'fence_installer',
        'glazier',
        'gutter_installer',
        'insulation_installer',
        'irrigation_tech',
        'landscaper',
        'low_voltage_tech',
        'painter',
        'tile_setter',
      ].sort(),
    );
    for (const rate of estimated) expect(rate.source).toMatch(/estimate/i);
  });

  it('uses the research-file medians where it has them', () => {
    expect(laborRate('electrician').wageCents).toBe(3038);
    expect(laborRate('plumber').wageCents).toBe(3067);
    expect(laborRate('carpenter').wageCents).toBe(2913);
    expect(laborRate('roofer').wageCents).toBe(2665);
    expect(laborRate('general_labor').wageCents).toBe(2244);
  });

  it('burdens roofers most, for workers compensation', () => {
    const roofer = laborRate('roofer');
    for (const rate of laborRates()) expect(rate.burdenFactor).toBeLessThanOrEqual(roofer.burdenFactor);
  });

  it('caches the parsed file', () => {
    expect(laborRates()).toBe(laborRates());
  });
});

describe('laborRate', () => {
  it('throws UNKNOWN_LABOR_RATE naming the known keys', () => {
    const error = caughtError(() => laborRate('welder'));
    expect(hasErrorCode(error, 'UNKNOWN_LABOR_RATE')).toBe(true);
    expect((error as Error).message).toContain('No labor rate "welder": use one of general_labor, helper');
  });
});

describe('parseLaborRates', () => {
  it.each([
    [
      'an hourly cost that is not wage × burden',
      (text: string) => text.replace('hourlyCostCents: 4071', 'hourlyCostCents: 4920'),
    ],
    [
      'a burden factor that is not 1 + its components',
      (text: string) => text.replace('burdenFactor: 1.54', 'burdenFactor: 1.45'),
    ],
    ['a missing key', (text: string) => text.replace('  glazier:', '  glazier_typo:')],
    ['a burden outside the band', (text: string) => text.replace('burdenFactor: 1.34', 'burdenFactor: 2.10')],
  ])('rejects %s', (_name, mutate) => {
    const mutated = mutate(yamlText);
    expect(mutated).not.toBe(yamlText);
    expect(
      hasErrorCode(
        caughtError(() => parseLaborRates(mutated)),
        'INVALID_LABOR_RATES',
      ),
    ).toBe(true);
  });
});
