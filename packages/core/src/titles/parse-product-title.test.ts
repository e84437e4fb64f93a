import { describe, expect, it } from 'vitest';
import { TITLE_FIXTURES } from './fixtures/product-title-fixtures.ts';
import { parseProductTitle } from './parse-product-title.ts';

/** Rounds every number to 9 places so 16/3 ft and 0.0075 × 80 compare as written. */
function rounded<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'number' ? Number(item.toFixed(9)) : item,
    ),
  ) as T;
}

describe('parseProductTitle on retail titles', () => {
  it('has at least 60 distinct titles', () => {
    expect(new Set(TITLE_FIXTURES.map((fixture) => fixture.title)).size).toBeGreaterThanOrEqual(60);
  });

  it.each(TITLE_FIXTURES.map((fixture) => [fixture.title, fixture] as const))('%s', (_title, fixture) => {
    expect(rounded(parseProductTitle(fixture.title))).toEqual(rounded(fixture.expected));
  });
});

describe('parseProductTitle edge cases', () => {
  it.each([
    [
      '4" x 8\' Foam Board',
      [
        { value: 4, uom: 'inch' },
        { value: 8, uom: 'linear_ft' },
      ],
    ],
    [
      "1/2'' x 10' PVC Pipe",
      [
        { value: 0.5, uom: 'inch' },
        { value: 10, uom: 'linear_ft' },
      ],
    ],
    ['19.875x31.5x1 in. Air Filter', [19.875, 31.5, 1].map((value) => ({ value, uom: 'inch' }))],
    ['4 x 8 ft. Pegboard Sheet', [4, 8].map((value) => ({ value, uom: 'linear_ft' }))],
    [
      '2½ in. x 10 ft. Trim',
      [
        { value: 2.5, uom: 'inch' },
        { value: 10, uom: 'linear_ft' },
      ],
    ],
    [
      '1 1/2 in. x 10 ft. PVC Pipe',
      [
        { value: 1.5, uom: 'inch' },
        { value: 10, uom: 'linear_ft' },
      ],
    ],
  ])('reads the sizes of %s', (title, dimensions) => {
    expect(parseProductTitle(title).dimensions).toEqual(dimensions);
  });

  it('reads inch as " and foot as \', not the reverse', () => {
    const parsed = parseProductTitle('3/4" x 10\' Copper Pipe');
    expect(parsed.coverage).toEqual({ value: 10, uom: 'linear_ft' });
  });

  it.each([
    ['Wood Screws (25 per Box)', 25, 'box'],
    ['Wood Screws (Pack of 50)', 50, 'pack'],
    ['Drywall Screws 12/Case', 12, 'case'],
    ['Paint Roller Covers 6 Pack', 6, 'pack'],
    ['Wood Screws (100-Piece)', 100, undefined],
    ['Tile Spacers 50 ct.', 50, undefined],
    ['Shims (Bundle of 12)', 12, 'bundle'],
  ] as const)('reads the pack count of %s', (title, packCount, packageUnit) => {
    const parsed = parseProductTitle(title);
    expect(parsed.packCount).toBe(packCount);
    expect(parsed.packageUnit).toBe(packageUnit);
  });

  it('does not read "250 ft per roll" as a count', () => {
    expect(parseProductTitle('Drywall Tape 250 ft per roll').packCount).toBeUndefined();
  });

  it('does not take a room size as coverage', () => {
    expect(parseProductTitle('Quiet Bath Exhaust Fan for Rooms up to 80 sq. ft.').coverage).toBeUndefined();
  });

  it('does not read a 2-Piece toilet as a pack of two', () => {
    expect(parseProductTitle('Glacier Bay 2-Piece 1.28 GPF Elongated Toilet').packCount).toBeUndefined();
  });

  it('multiplies sheet area by a stated sheet count', () => {
    const parsed = parseProductTitle('1/4 in. x 2 ft. x 4 ft. Hardboard Panel (Case of 10)');
    expect(parsed.coverage).toEqual({ value: 80, uom: 'sq_ft' });
  });

  it('returns no coverage and no dimensions for an empty title', () => {
    expect(parseProductTitle('')).toEqual({ dimensions: [], specs: [] });
  });
});
