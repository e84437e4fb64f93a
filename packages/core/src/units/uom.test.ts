import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUom } from './parse-uom.ts';
import { canConvert, convert } from './uom.ts';

describe('convert', () => {
  it.each([
    [2, 'square', 'sq_ft', 200],
    [9, 'sq_ft', 'sq_yd', 1],
    [1, 'cubic_yd', 'cubic_ft', 27],
    [36, 'inch', 'linear_ft', 3],
    [3, 'linear_ft', 'linear_yd', 1],
    [1, 'ton', 'pound', 2000],
    [4, 'quart', 'gallon', 1],
    [48, 'cubic_ft', 'cubic_yd', 1.77777777778],
  ] as const)('%d %s is %d %s', (value, from, to, expected) => {
    expect(convert({ value, uom: from }, to).value).toBeCloseTo(expected, 9);
  });

  it('refuses to convert across dimensions or between packages', () => {
    expect(canConvert('sq_ft', 'linear_ft')).toBe(false);
    expect(canConvert('box', 'each')).toBe(false);
    expect(() => convert({ value: 1, uom: 'sq_ft' }, 'gallon')).toThrow(/different things/);
  });

  it('round-trips any physical conversion', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e6, noNaN: true }), (value) => {
        const there = convert({ value, uom: 'sq_yd' }, 'sq_ft');
        const back = convert(there, 'sq_yd');
        expect(back.value).toBeCloseTo(value, 8);
      }),
    );
  });
});

describe('parseUom', () => {
  it.each([
    ['sq. ft.', 'sq_ft'],
    ['SF', 'sq_ft'],
    ['square feet', 'sq_ft'],
    ['squares', 'square'],
    ['LF', 'linear_ft'],
    ['lin. ft.', 'linear_ft'],
    ['cubic_yards', 'cubic_yd'],
    ['cu. yd.', 'cubic_yd'],
    ['Gal.', 'gallon'],
    ['lbs', 'pound'],
    ['each', 'each'],
    ['lump sum', 'lump_sum'],
    ['linear_ft', 'linear_ft'],
  ])('%s → %s', (text, expected) => {
    expect(parseUom(text)).toBe(expected);
  });

  it('leaves ambiguous or unknown units undefined', () => {
    expect(parseUom('yard')).toBeUndefined();
    expect(parseUom('widgets')).toBeUndefined();
  });
});
