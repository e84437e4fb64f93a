import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeMeasure, findMeasures, type MeasureKind } from './parse-quantity.ts';

describe('findMeasures', () => {
  it.each<[string, MeasureKind, number, string | undefined]>([
    ['1,650 sq ft', 'area', 1650, 'sq_ft'],
    ['1650 sf', 'area', 1650, 'sq_ft'],
    ['1,650 sq. ft.', 'area', 1650, 'sq_ft'],
    ['1650 square feet', 'area', 1650, 'sq_ft'],
    ['50 sq yd', 'area', 450, 'sq_ft'],
    ['20 squares', 'area', 20, 'square'],
    ['180 linear feet', 'length', 180, 'linear_ft'],
    ['180 LF', 'length', 180, 'linear_ft'],
    ['180 lin. ft', 'length', 180, 'linear_ft'],
    ['150 ft of fence', 'length', 150, 'linear_ft'],
    ['3 cubic yards', 'volume', 3, 'cubic_yd'],
    ['3 cu yd', 'volume', 3, 'cubic_yd'],
    ['a 50-gallon heater', 'gallons', 50, 'gallon'],
    ['40 gal', 'gallons', 40, 'gallon'],
    ['22 kW', 'kw', 22, 'kw'],
    ['22-kw', 'kw', 22, 'kw'],
    ['200 amp', 'amps', 200, undefined],
    ['200a service', 'amps', 200, undefined],
    ['3/4 inch plywood', 'inches', 0.75, 'inch'],
    ['1-1/2 inch pipe', 'inches', 1.5, 'inch'],
    ['4 in concrete', 'inches', 4, 'inch'],
    ['3 ton ac', 'tons', 3, undefined],
    ['9 ft ceilings', 'ceilingHeight', 9, 'linear_ft'],
    ['9-foot ceilings', 'ceilingHeight', 9, 'linear_ft'],
    ['ceilings are 10 ft', 'ceilingHeight', 10, 'linear_ft'],
    ['6 ft tall', 'height', 6, 'linear_ft'],
    ['6/12 pitch', 'pitch', 6, undefined],
    ['roof is 8:12', 'pitch', 8, undefined],
    ['2 layers', 'layers', 2, undefined],
    ['2 story house', 'stories', 2, undefined],
    ['6 recessed lights', 'count', 6, undefined],
    ['2.5 sq ft', 'area', 2.5, 'sq_ft'],
  ])('%s → %s %d', (text, kind, value, uom) => {
    const [measure] = findMeasures(text.toLowerCase());
    expect(measure?.kind).toBe(kind);
    expect(measure?.value).toBeCloseTo(value, 6);
    expect(measure?.uom).toBe(uom);
  });

  it.each([
    ['12x16', 12, 16],
    ['12 x 16 ft', 12, 16],
    ["12' x 16'", 12, 16],
    ['12 by 16 feet', 12, 16],
    ['12×16', 12, 16],
    ['36x80 in', 3, 80 / 12],
  ])('reads dimensions %s', (text, width, length) => {
    const [measure] = findMeasures(text);
    expect(measure?.kind).toBe('dimensions');
    expect(measure?.widthFt).toBeCloseTo(width, 6);
    expect(measure?.lengthFt).toBeCloseTo(length, 6);
    expect(measure?.value).toBeCloseTo(width * length, 6);
  });

  it('reads a room height as the third dimension', () => {
    expect(findMeasures('10x12x9 room')[0]?.heightFt).toBe(9);
  });

  it('marks approximate figures and takes the upper end of a range', () => {
    expect(findMeasures('about 500 sq ft')[0]?.approximate).toBe(true);
    expect(findMeasures('500 sq ft or so')[0]?.approximate).toBe(true);
    expect(findMeasures('roughly 20 squares')[0]?.approximate).toBe(true);
    const [range] = findMeasures('400-500 sq ft');
    expect(range?.value).toBe(500);
    expect(range?.range).toEqual([400, 500]);
    expect(findMeasures('8 to 10 windows')[0]?.range).toEqual([8, 10]);
  });

  it('keeps a count apart from the size that follows it', () => {
    expect(findMeasures('10 3x5 ft windows').map((m) => m.kind)).toEqual(['count', 'dimensions']);
  });

  it('does not read a pitch outside a roof context', () => {
    expect(findMeasures('install 6/12 of the tile').some((m) => m.kind === 'pitch')).toBe(false);
  });

  it('describes measures for people', () => {
    expect(findMeasures('1650 sq ft').map(describeMeasure)).toEqual(['1,650 sq ft']);
    expect(findMeasures('12x16').map(describeMeasure)).toEqual(['12 × 16 ft']);
  });

  it('property: dimensions area is width × length for any whole sizes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), (width, length) => {
        const [measure] = findMeasures(`${width}x${length} ft deck`);
        return measure?.kind === 'dimensions' && measure.value === width * length;
      }),
    );
  });

  it('property: thousands separators read the same as plain digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999 }), (value) => {
        const [withCommas] = findMeasures(`${value.toLocaleString('en-US')} sq ft`);
        return withCommas?.value === value;
      }),
    );
  });
});
