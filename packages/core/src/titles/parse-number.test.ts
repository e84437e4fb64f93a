import { describe, expect, it } from 'vitest';
import { asciiFractions, parseNumber } from './parse-number.ts';

describe('parseNumber', () => {
  it.each([
    ['97-1/2', 97.5],
    ['5-1/3', 5 + 1 / 3],
    ['2 1/2', 2.5],
    ['5/8', 0.625],
    ['23/32', 0.71875],
    ['0.216', 0.216],
    ['.5', 0.5],
    ['1,000', 1000],
    ['12,500.5', 12500.5],
    ['42', 42],
  ])('%s → %d', (text, value) => {
    expect(parseNumber(text)).toBeCloseTo(value, 12);
  });

  it.each(['', 'abc', '1/0', '1-1/0', '1,00', '1.2.3'])('rejects %j', (text) => {
    expect(parseNumber(text)).toBeUndefined();
  });
});

describe('asciiFractions', () => {
  it.each([
    ['5½ in.', '5-1/2 in.'],
    ['¾ in. x 10 ft.', '3/4 in. x 10 ft.'],
    ['no fractions', 'no fractions'],
  ])('%s → %s', (text, ascii) => {
    expect(asciiFractions(text)).toBe(ascii);
  });
});
