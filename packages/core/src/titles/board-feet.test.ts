import { describe, expect, it } from 'vitest';
import type { Quantity } from '../units/uom.ts';
import { boardFeetOf } from './board-feet.ts';
import { parseProductTitle } from './parse-product-title.ts';

describe('boardFeetOf', () => {
  it.each([
    ['2 in. x 6 in. x 8 ft. #2 Prime Kiln-Dried Southern Yellow Pine Dimensional Lumber', 8], // 2·6·96/144
    ['2 in. x 4 in. x 96 in. Premium Kiln-Dried Whitewood Stud', 16 / 3], // 2·4·96/144 = 5.333
    ['4 in. x 4 in. x 5-1/3 ft. Pressure-Treated Pine Dog-Ear Fence Post', 64 / 9], // 4·4·64/144 = 7.111
    ['2 in. x 10 in. x 12 ft. #2 and Better Prime Douglas Fir Lumber', 20], // 2·10·144/144
  ])('%s → %d BF', (title, boardFeet) => {
    expect(boardFeetOf(parseProductTitle(title).nominal ?? [])).toBeCloseTo(boardFeet, 9);
  });

  it('needs three lengths', () => {
    const twoSizes: Quantity[] = [
      { value: 2, uom: 'inch' },
      { value: 4, uom: 'inch' },
    ];
    expect(boardFeetOf(twoSizes)).toBeUndefined();
    expect(boardFeetOf([...twoSizes, { value: 8, uom: 'pound' }])).toBeUndefined();
  });
});
