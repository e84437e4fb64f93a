import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

describe('createRandom', () => {
  it('repeats the same stream for the same seed and differs between seeds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('stays in [0, 1) with a uniform mean and variance (within 4σ over 100,000 draws)', () => {
    const random = createRandom(7);
    const n = 100_000;
    let sum = 0;
    let sumSq = 0;
    let outside = 0;
    for (let i = 0; i < n; i++) {
      const u = random.next();
      if (!(u >= 0 && u < 1)) outside += 1;
      sum += u;
      sumSq += u * u;
    }
    expect(outside).toBe(0);
    const mean = sum / n;
    // σ of the mean of U(0,1) is sqrt(1/12)/sqrt(n).
    expect(Math.abs(mean - 0.5)).toBeLessThan(4 * Math.sqrt(1 / 12 / n));
    expect(sumSq / n - mean * mean).toBeCloseTo(1 / 12, 2);
  });

  it('fills all ten deciles roughly equally (chi-square, 9 dof, below the 0.999 quantile 27.9)', () => {
    const random = createRandom(2024);
    const counts = new Array(10).fill(0);
    const n = 50_000;
    for (let i = 0; i < n; i++) counts[Math.floor(random.next() * 10)] += 1;
    const chi = counts.reduce((acc, c) => acc + (c - n / 10) ** 2 / (n / 10), 0);
    expect(chi).toBeLessThan(27.9);
  });
});
