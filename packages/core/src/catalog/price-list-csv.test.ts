import { describe, expect, it } from 'vitest';
import { PRICE_LIST_COLUMNS, parsePriceListCsv } from './price-list-csv.ts';

const HEADER = PRICE_LIST_COLUMNS.join(',');
const SOURCE = 'Supplier quote 2026-10-02';

function csv(...rows: string[]): string {
  return [HEADER, ...rows].join('\n');
}

const GOOD_ROW =
  'dw-1,Drywall 1/2 in. 4 ft x 8 ft,drywall,15.98,sheet,32,sq ft,ABC Supply,2,2026-10-02,Quote 118,sheetrock;4x8';

function problemsOf(
  text: string,
  options = {},
): { code: string; path: (string | number)[]; message: string }[] {
  const result = parsePriceListCsv(text, options);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

describe('parsePriceListCsv', () => {
  it('reads a good file into catalog items with cents, units, coverage and keywords', () => {
    const result = parsePriceListCsv(
      csv(
        GOOD_ROW,
        'wh-50,Water heater gas 50 gal,plumbing,"$1,299.00",each,,,ABC Supply,1,2026-10-02,Quote 118,water heater',
      ),
    );
    expect(result).toEqual({
      ok: true,
      value: [
        {
          sku: 'dw-1',
          name: 'Drywall 1/2 in. 4 ft x 8 ft',
          category: 'drywall',
          priceCents: 1598,
          packageUnit: 'sheet',
          coverage: { value: 32, uom: 'sq_ft' },
          supplier: 'ABC Supply',
          supplierTier: 2,
          priceDate: '2026-10-02',
          source: 'Quote 118',
          keywords: ['sheetrock', '4x8'],
        },
        {
          sku: 'wh-50',
          name: 'Water heater gas 50 gal',
          category: 'plumbing',
          priceCents: 129900,
          packageUnit: 'each',
          supplier: 'ABC Supply',
          supplierTier: 1,
          priceDate: '2026-10-02',
          source: 'Quote 118',
          keywords: ['water heater'],
        },
      ],
    });
  });

  it('accepts a byte-order mark, CRLF line ends, quoted commas and blank lines', () => {
    const text = `\uFEFF${HEADER}\r\n"pt-1","Paint, interior, flat 1 gal",paint,34.98,gallon,350,sq ft,Store,1,2026-10-02,"Shelf tag, aisle 9",paint\r\n\r\n`;
    const result = parsePriceListCsv(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toHaveLength(1);
    expect(result.value[0]?.name).toBe('Paint, interior, flat 1 gal');
    expect(result.value[0]?.source).toBe('Shelf tag, aisle 9');
    expect(result.value[0]?.coverage).toEqual({ value: 350, uom: 'sq_ft' });
  });

  it('accepts columns in any order and only the required ones, with defaults for date and source', () => {
    const result = parsePriceListCsv(
      'price,name,sku,package_unit,category\n12.48,Corner bead 8 ft,cb-8,piece,drywall',
      {
        defaultPriceDate: '2026-09-01',
        defaultSource: SOURCE,
      },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value[0]).toMatchObject({
      sku: 'cb-8',
      priceCents: 1248,
      packageUnit: 'piece',
      supplierTier: 3,
      priceDate: '2026-09-01',
      source: SOURCE,
      keywords: [],
    });
    expect(result.value[0]?.coverage).toBeUndefined();
  });

  it.each([
    ['sku', ',Drywall,drywall,15.98,sheet,32,sq ft,S,1,2026-10-02,Q,', 'price_list.missing_value'],
    ['name', 'a,,drywall,15.98,sheet,32,sq ft,S,1,2026-10-02,Q,', 'price_list.missing_value'],
    ['category', 'a,Drywall,,15.98,sheet,32,sq ft,S,1,2026-10-02,Q,', 'price_list.missing_value'],
    ['price', 'a,Drywall,drywall,twelve,sheet,32,sq ft,S,1,2026-10-02,Q,', 'price_list.invalid_price'],
    ['price', 'a,Drywall,drywall,-3.00,sheet,32,sq ft,S,1,2026-10-02,Q,', 'price_list.invalid_price'],
    ['price', 'a,Drywall,drywall,0,sheet,32,sq ft,S,1,2026-10-02,Q,', 'price_list.invalid_price'],
    ['package_unit', 'a,Drywall,drywall,15.98,slab,32,sq ft,S,1,2026-10-02,Q,', 'price_list.unknown_unit'],
    [
      'coverage_qty',
      'a,Drywall,drywall,15.98,sheet,lots,sq ft,S,1,2026-10-02,Q,',
      'price_list.invalid_coverage',
    ],
    [
      'coverage_qty',
      'a,Drywall,drywall,15.98,sheet,-32,sq ft,S,1,2026-10-02,Q,',
      'price_list.invalid_coverage',
    ],
    ['coverage_uom', 'a,Drywall,drywall,15.98,sheet,32,acres,S,1,2026-10-02,Q,', 'price_list.unknown_unit'],
    ['coverage_uom', 'a,Drywall,drywall,15.98,sheet,32,,S,1,2026-10-02,Q,', 'price_list.incomplete_coverage'],
    [
      'coverage_qty',
      'a,Drywall,drywall,15.98,sheet,,sq ft,S,1,2026-10-02,Q,',
      'price_list.incomplete_coverage',
    ],
    ['supplier_tier', 'a,Drywall,drywall,15.98,sheet,32,sq ft,S,4,2026-10-02,Q,', 'price_list.invalid_tier'],
    ['price_date', 'a,Drywall,drywall,15.98,sheet,32,sq ft,S,1,10/02/2026,Q,', 'price_list.invalid_date'],
    ['price_date', 'a,Drywall,drywall,15.98,sheet,32,sq ft,S,1,2026-02-30,Q,', 'price_list.invalid_date'],
    ['price_date', 'a,Drywall,drywall,15.98,sheet,32,sq ft,S,1,,Q,', 'price_list.missing_value'],
    ['source', 'a,Drywall,drywall,15.98,sheet,32,sq ft,S,1,2026-10-02,,', 'price_list.missing_value'],
    ['coverage_qty', 'a,Drywall,drywall,15.98,sheet', 'price_list.column_count'],
    ['extra cell 13', `${GOOD_ROW},surplus`, 'price_list.column_count'],
  ])('names row 2 and column %s for a bad cell', (column, row, code) => {
    const problems = problemsOf(csv(row));
    expect(problems).toContainEqual(expect.objectContaining({ code, path: [2, column] }));
    const problem = problems.find((candidate) => candidate.code === code);
    expect(problem?.message).toMatch(new RegExp(`^Row 2, column ${column}: `));
  });

  it('reports every bad row, not just the first, and keeps counting rows across blank lines', () => {
    const problems = problemsOf(
      csv(
        'a,Drywall,drywall,abc,sheet,32,sq ft,S,1,2026-10-02,Q,',
        GOOD_ROW,
        '',
        'b,Drywall,drywall,15.98,bundle-ish,32,sq ft,S,9,2026-10-02,Q,',
      ),
    );
    expect(problems.map((problem) => problem.path)).toEqual([
      [2, 'price'],
      [5, 'package_unit'],
      [5, 'supplier_tier'],
    ]);
  });

  it('counts a multi-line quoted cell as one row starting where it starts', () => {
    const problems = problemsOf(csv('a,"Drywall\nlong name",drywall,abc,sheet,32,sq ft,S,1,2026-10-02,Q,'));
    expect(problems[0]?.path).toEqual([2, 'price']);
  });

  it('reports a repeated sku with both rows', () => {
    const problems = problemsOf(csv(GOOD_ROW, GOOD_ROW));
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'price_list.duplicate_sku',
        path: [3, 'sku'],
        message: expect.stringMatching(/row 2/),
      }),
    ]);
  });

  it('reports header problems on row 1', () => {
    expect(problemsOf('sku,name,price,package_unit\na,b,1,each')).toEqual([
      expect.objectContaining({ code: 'price_list.missing_column', path: [1, 'category'] }),
    ]);
    expect(problemsOf(`${HEADER},price\n`)).toContainEqual(
      expect.objectContaining({ code: 'price_list.duplicate_column', path: [1, 'price'] }),
    );
    expect(problemsOf('')).toEqual([
      expect.objectContaining({ code: 'price_list.missing_header', path: [1, 'sku'] }),
    ]);
  });

  it('turns unreadable CSV into a problem with its row instead of throwing', () => {
    const problems = problemsOf(csv(GOOD_ROW, 'b,"Drywall,drywall,15.98,sheet'));
    expect(problems).toEqual([expect.objectContaining({ code: 'price_list.malformed_csv' })]);
    expect(problems[0]?.message).toMatch(/^Row \d+: /);
  });
});
