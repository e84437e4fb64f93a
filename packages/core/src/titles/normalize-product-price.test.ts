import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, type Quantity, type Uom } from '../units/uom.ts';
import { normalizeProductPrice } from './normalize-product-price.ts';

const DRYWALL = 'Gold Bond 1/2 in. x 4 ft. x 8 ft. Ultralight Drywall';
const LVP =
  'TrafficMASTER Allure 6 in. x 36 in. Sheffield Oak Resilient Vinyl Plank Flooring (24 sq. ft. / case)';
const SHINGLES = 'GAF Timberline HDZ Charcoal Architectural Shingles (33.3 sq. ft. per bundle)';
const WIRE = 'Southwire 250 ft. 12/2 Solid Romex SIMpull CU NM-B W/G Wire';
const PIPE = 'Charlotte Pipe 3/4 in. x 10 ft. PVC Schedule 40 Plain-End Pipe';
const CONCRETE = 'Quikrete 80 lb. Concrete Mix';
const PAINT = 'Behr Premium Plus 1 Gal. Flat Interior Paint and Primer';
const GUTTER = 'Spectra 5 in. Seamless Aluminum Gutter (Sold by the Linear Foot)';
const FAUCET = 'Moen Arbor Single-Handle Pull-Down Kitchen Faucet in Spot Resist Stainless';
const OUTLETS = 'Leviton 15 Amp 125-Volt Duplex Self-Grounding Outlet (10-Pack)';

describe('normalizeProductPrice: coverage mode', () => {
  it('buys 57 sheets of 4 × 8 drywall for 1,650 sq ft with 10% waste', () => {
    const result = normalizeProductPrice({
      title: DRYWALL,
      priceCents: 1598,
      required: { value: 1650, uom: 'sq_ft' },
      wasteFactor: 0.1,
    });
    expect(result.pricingMode).toBe('coverage');
    expect(result.coveragePerPackage).toEqual({ value: 32, uom: 'sq_ft' });
    // 1598 ¢ ÷ 32 sq ft = 49.9375 ¢/sq ft, kept unrounded
    expect(result.unitPriceCentsPerCoverageUnit).toBe(49.9375);
    expect(result.packageMath?.packagesNeeded).toBe(57);
    expect(result.packageMath?.formula).toBe('ceil(1,650 sq ft × 1.1 ÷ 32 sq ft) = 57');
    expect(result.notes[0]).toMatch(/32 sq ft per package, from the title's sizes/);
  });

  it.each([
    // title, price ¢, required, waste, coverage, packages (hand-derived)
    [LVP, 5997, { value: 650, uom: 'sq_ft' }, 0.1, { value: 24, uom: 'sq_ft' }, 30], // 715 ÷ 24 = 29.8
    [SHINGLES, 4198, { value: 20, uom: 'square' }, 0.1, { value: 33.3, uom: 'sq_ft' }, 67], // 2,200 ÷ 33.3 = 66.07
    [WIRE, 12900, { value: 180, uom: 'linear_ft' }, 0, { value: 250, uom: 'linear_ft' }, 1],
    [PIPE, 698, { value: 95, uom: 'linear_ft' }, 0.1, { value: 10, uom: 'linear_ft' }, 11], // 104.5 ÷ 10
    [CONCRETE, 648, { value: 1.78, uom: 'cubic_yd' }, 0.1, { value: 0.6, uom: 'cubic_ft' }, 89], // 52.866 ÷ 0.6 = 88.1
    [PAINT, 4498, { value: 2, uom: 'gallon' }, 0, { value: 1, uom: 'gallon' }, 2],
  ] as const)('%s', (title, priceCents, required, wasteFactor, coverage, packages) => {
    const result = normalizeProductPrice({ title, priceCents, required, wasteFactor });
    expect(result.pricingMode).toBe('coverage');
    expect(result.coveragePerPackage).toEqual(coverage);
    expect(result.unitPriceCentsPerCoverageUnit).toBeCloseTo(priceCents / coverage.value, 9);
    expect(result.packageMath?.packagesNeeded).toBe(packages);
  });

  it('says when a volume was derived from a bag weight', () => {
    const result = normalizeProductPrice({ title: CONCRETE, priceCents: 648 });
    expect(result.notes.join(' ')).toMatch(/0\.6 cu ft per bag derived from the 80 lb bag weight/);
  });

  it('gives coverage without package math when nothing is required', () => {
    const result = normalizeProductPrice({ title: WIRE, priceCents: 12900 });
    expect(result).toMatchObject({
      pricingMode: 'coverage',
      coveragePerPackage: { value: 250, uom: 'linear_ft' },
    });
    expect(result.packageMath).toBeUndefined();
  });
});

describe('normalizeProductPrice: per-unit mode', () => {
  it('prices a gutter sold by the linear foot per foot', () => {
    const result = normalizeProductPrice({
      title: GUTTER,
      priceCents: 899,
      required: { value: 120, uom: 'linear_ft' },
      wasteFactor: 0.05,
    });
    expect(result.pricingMode).toBe('per_unit');
    expect(result.coveragePerPackage).toEqual({ value: 1, uom: 'linear_ft' });
    expect(result.unitPriceCentsPerCoverageUnit).toBe(899);
    expect(result.packageMath?.packagesNeeded).toBe(126); // 120 × 1.05
  });

  it('buys a counted product one per package', () => {
    const result = normalizeProductPrice({
      title: FAUCET,
      priceCents: 22900,
      required: { value: 2, uom: 'each' },
    });
    expect(result.pricingMode).toBe('per_unit');
    expect(result.coveragePerPackage).toEqual({ value: 1, uom: 'each' });
    expect(result.packageMath?.packagesNeeded).toBe(2);
  });

  it('uses the pack count for a requirement in each', () => {
    const result = normalizeProductPrice({
      title: OUTLETS,
      priceCents: 1497,
      required: { value: 24, uom: 'each' },
    });
    expect(result.pricingMode).toBe('per_unit');
    expect(result.coveragePerPackage).toEqual({ value: 10, uom: 'each' });
    expect(result.unitPriceCentsPerCoverageUnit).toBeCloseTo(149.7, 9);
    expect(result.packageMath?.packagesNeeded).toBe(3); // 24 ÷ 10 = 2.4
  });

  it('buys sheets one per package when the requirement is in sheets', () => {
    const result = normalizeProductPrice({
      title: DRYWALL,
      priceCents: 1598,
      required: { value: 57, uom: 'sheet' },
    });
    expect(result).toMatchObject({ pricingMode: 'per_unit', coveragePerPackage: { value: 1, uom: 'sheet' } });
    expect(result.packageMath?.packagesNeeded).toBe(57);
  });
});

describe('normalizeProductPrice: unknown mode', () => {
  it.each([
    [PAINT, { value: 400, uom: 'sq_ft' }, /1 gal per package.*sq ft.*no coverage is guessed/],
    [PIPE, { value: 300, uom: 'sq_ft' }, /10 LF per package.*sq ft/],
    [
      SHINGLES,
      { value: 30, uom: 'each' },
      /Sold by the bundle but the title does not say how many pieces it holds/,
    ],
    [
      FAUCET,
      { value: 10, uom: 'sq_ft' },
      /No coverage, size or package amount in the title relates to sq ft/,
    ],
    [LVP, { value: 3, uom: 'box' }, /Required in box but the title sells by the case/],
  ] as const)('%s for %o', (title, required, note) => {
    const result = normalizeProductPrice({ title, priceCents: 1000, required });
    expect(result.pricingMode).toBe('unknown');
    expect(result.packageMath).toBeUndefined();
    expect(result.coveragePerPackage).toBeUndefined();
    expect(result.notes.join(' ')).toMatch(note);
  });

  it('says so when the title has nothing to go on', () => {
    const result = normalizeProductPrice({ title: FAUCET, priceCents: 22900 });
    expect(result).toEqual({
      pricingMode: 'unknown',
      notes: ['No coverage, size or package amount found in the title'],
    });
  });

  it('refuses a negative or non-finite price', () => {
    expect(normalizeProductPrice({ title: DRYWALL, priceCents: -1 }).pricingMode).toBe('unknown');
    expect(normalizeProductPrice({ title: DRYWALL, priceCents: Number.NaN }).pricingMode).toBe('unknown');
  });
});

describe('normalizeProductPrice: catalog coverage', () => {
  it('lets catalog coverage override the title', () => {
    const result = normalizeProductPrice({
      title: LVP,
      priceCents: 5997,
      required: { value: 650, uom: 'sq_ft' },
      wasteFactor: 0.1,
      coverage: { value: 23.4, uom: 'sq_ft' },
    });
    expect(result.coveragePerPackage).toEqual({ value: 23.4, uom: 'sq_ft' });
    expect(result.packageMath?.packagesNeeded).toBe(31); // 715 ÷ 23.4 = 30.56
    expect(result.notes[0]).toBe(
      'Coverage 23.4 sq ft per package from the catalog; the title suggests 24 sq ft',
    );
  });

  it('gives paint an area coverage only from the catalog', () => {
    const result = normalizeProductPrice({
      title: PAINT,
      priceCents: 4498,
      required: { value: 1200, uom: 'sq_ft' },
      coverage: { value: 350, uom: 'sq_ft' },
    });
    expect(result.pricingMode).toBe('coverage');
    expect(result.packageMath?.packagesNeeded).toBe(4); // 1,200 ÷ 350 = 3.4
  });

  it('does not relate a catalog coverage in other units', () => {
    const result = normalizeProductPrice({
      title: DRYWALL,
      priceCents: 1598,
      required: { value: 100, uom: 'linear_ft' },
      coverage: { value: 32, uom: 'sq_ft' },
    });
    expect(result.pricingMode).toBe('unknown');
    expect(result.notes[0]).toMatch(/Catalog coverage is in sq ft but the requirement is in LF/);
  });
});

describe('normalizeProductPrice: never under-buys', () => {
  const cases: [string, Uom[]][] = [
    [DRYWALL, ['sq_ft', 'sq_yd', 'square']],
    [LVP, ['sq_ft', 'sq_yd']],
    [SHINGLES, ['sq_ft', 'square']],
    [WIRE, ['linear_ft', 'linear_yd', 'inch']],
    [PIPE, ['linear_ft', 'inch']],
    [CONCRETE, ['cubic_ft', 'cubic_yd']],
    [PAINT, ['gallon', 'quart']],
    ['Owens Corning R-19 Unfaced Insulation Continuous Roll 15 in. x 39.2 ft.', ['sq_ft']],
    ['GAF Tri-Ply 39 in. x 97-1/2 ft. (316 sq. ft.) Smooth Roll Roofing', ['sq_ft', 'square']],
  ];

  it('packages × coverage ≥ required × (1 + waste)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.nat(10),
        fc.double({ min: 0.01, max: 50_000, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.integer({ min: 1, max: 1_000_000 }),
        ([title, uoms], pick, value, wasteFactor, priceCents) => {
          const required: Quantity = { value, uom: uoms[pick % uoms.length]! };
          const result = normalizeProductPrice({ title, priceCents, required, wasteFactor });
          const math = result.packageMath!;
          const coverage = result.coveragePerPackage!;
          const need = convert(required, coverage.uom).value * (1 + wasteFactor);
          expect(math.packagesNeeded * coverage.value).toBeGreaterThanOrEqual(need * (1 - 1e-9));
        },
      ),
    );
  });

  it('holds for any catalog coverage too', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 10_000, noNaN: true }),
        fc.double({ min: 0.01, max: 5_000, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (requiredSqFt, coverageSqFt, wasteFactor) => {
          const result = normalizeProductPrice({
            title: LVP,
            priceCents: 5997,
            required: { value: requiredSqFt, uom: 'sq_ft' },
            wasteFactor,
            coverage: { value: coverageSqFt, uom: 'sq_ft' },
          });
          const packages = result.packageMath!.packagesNeeded;
          expect(packages * coverageSqFt).toBeGreaterThanOrEqual(
            requiredSqFt * (1 + wasteFactor) * (1 - 1e-9),
          );
        },
      ),
    );
  });
});
