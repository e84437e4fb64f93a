import { describe, expect, it } from 'vitest';
import { axisDollars, linearScale } from './chart-scale.ts';

describe('chart scales', () => {
  it.each([
    [35_704_000, '$357k'],
    [150_000, '$1.5k'],
    [68_000, '$680'],
    [1_234_567_800, '$12M'],
    [250_000_000, '$2.5M'],
  ])('axisDollars(%i) is %s', (cents, label) => expect(axisDollars(cents)).toBe(label));

  it('maps the ends of the domain to the ends of the range, a flat domain to the middle', () => {
    const scale = linearScale([10, 20], [0, 100]);
    expect([scale(10), scale(15), scale(20)]).toEqual([0, 50, 100]);
    expect(linearScale([5, 5], [0, 100])(5)).toBe(50);
  });
});
