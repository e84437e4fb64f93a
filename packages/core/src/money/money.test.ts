import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents, parseMoneyToCents, percentOfCents, roundCents } from './money.ts';

describe('money', () => {
  it.each([
    [12.5, 13],
    [12.4999, 12],
    [-12.5, -13],
    [0.5, 1],
    [-0.4, 0],
  ])('roundCents(%d) = %d, half away from zero', (input, expected) => {
    expect(roundCents(input)).toBe(expected);
  });

  it('absorbs binary noise from dollar amounts', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(12.48)).toBe(1248);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it.each([
    ['$1,234.50', 123450],
    ['12', 1200],
    [' 0.99 ', 99],
    ['-5.25', -525],
    ['twelve', undefined],
    ['1.2.3', undefined],
    ['', undefined],
  ])('parseMoneyToCents(%j) = %j', (text, expected) => {
    expect(parseMoneyToCents(text)).toBe(expected);
  });

  it.each([
    [123456, '$1,234.56'],
    [5, '$0.05'],
    [-99, '-$0.99'],
    [0, '$0.00'],
  ])('formatCents(%d) = %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it('refuses to round what is not a number', () => {
    expect(() => roundCents(Number.NaN)).toThrow(/non-finite/);
  });

  it('rounding is stable: rounding twice changes nothing, and results are whole cents', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const once = roundCents(amount);
        expect(Number.isInteger(once)).toBe(true);
        expect(roundCents(once)).toBe(once);
        expect(Math.abs(once - amount)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('a percentage of whole cents is whole cents, and formatting round-trips through parsing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (cents, percent) => {
          expect(Number.isInteger(percentOfCents(cents, percent))).toBe(true);
          expect(parseMoneyToCents(formatCents(cents))).toBe(cents);
        },
      ),
    );
  });
});
