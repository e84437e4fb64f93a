import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitPriceCents } from './render-estimate-text.ts';

describe('unitPriceCents', () => {
  it('is what one unit costs with materials and markups, so Qty × Unit price comes back to Extended', () => {
    // 3 windows: $155.82 of labor each was shown as the rate beside $2,053.60 extended.
    expect(unitPriceCents(205_360, 3)).toBe(68_453);
    expect(unitPriceCents(10_000, 0)).toBe(10_000);
  });

  it('is off Extended by at most half a cent per unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.double({ min: 0.01, max: 1e5, noNaN: true }),
        (cents, qty) => {
          expect(Math.abs(unitPriceCents(cents, qty) * qty - cents)).toBeLessThanOrEqual(qty * 0.5 + 1e-6);
        },
      ),
    );
  });
});
