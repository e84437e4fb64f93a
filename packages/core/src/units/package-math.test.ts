import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePackagesNeeded } from './package-math.ts';

describe('computePackagesNeeded', () => {
  it('buys 57 sheets for 1,650 sq ft of drywall with 10% waste', () => {
    const math = computePackagesNeeded({ value: 1650, uom: 'sq_ft' }, { value: 32, uom: 'sq_ft' }, 0.1);
    expect(math?.packagesNeeded).toBe(57);
    expect(math?.formula).toBe('ceil(1,650 sq ft × 1.1 ÷ 32 sq ft) = 57');
  });

  it.each([
    [650, 'sq_ft', 20, 'sq_ft', 0.1, 36],
    [64, 'sq_ft', 32, 'sq_ft', 0, 2],
    [20, 'square', 33.3, 'sq_ft', 0, 61],
    [1.78, 'cubic_yd', 0.6, 'cubic_ft', 0.1, 89],
    [0, 'sq_ft', 32, 'sq_ft', 0.1, 0],
    [1, 'sq_ft', 32, 'sq_ft', 0, 1],
  ] as const)('%d %s at %d %s per package, waste %d → %d', (qty, uom, cover, coverUom, waste, expected) => {
    expect(
      computePackagesNeeded({ value: qty, uom }, { value: cover, uom: coverUom }, waste)?.packagesNeeded,
    ).toBe(expected);
  });

  it('refuses to relate units of different dimensions', () => {
    expect(
      computePackagesNeeded({ value: 10, uom: 'sq_ft' }, { value: 250, uom: 'linear_ft' }, 0),
    ).toBeUndefined();
  });

  it('never under-buys and never buys a whole spare package', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 100_000, noNaN: true }),
        fc.double({ min: 0.1, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (required, coverage, waste) => {
          const math = computePackagesNeeded(
            { value: required, uom: 'sq_ft' },
            { value: coverage, uom: 'sq_ft' },
            waste,
          );
          const need = required * (1 + waste);
          expect(math!.packagesNeeded * coverage).toBeGreaterThanOrEqual(need * (1 - 1e-9));
          expect((math!.packagesNeeded - 1) * coverage).toBeLessThan(Math.max(need, coverage));
        },
      ),
    );
  });
});
