import { readQuantities, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "paint the whole interior, about 2,200 sq ft, walls only" painted 2,200 sq ft of wall ($2.4k validated against a
// whole house's $4k-$9k): the whole inside or outside of a house said with a figure is the house's size.
describe('the whole interior or exterior said with a figure is the house', () => {
  it.each([
    ['paint the whole interior, about 2,200 sq ft, walls only', 'interior_wall_paint 5867'],
    ['Quote to repaint the entire inside, roughly 1,800 sq ft', 'interior_wall_paint 4800'],
    ['repaint the entire exterior, approx 1,800 sf', 'exterior_paint 1527'],
  ])('%s', (text, line) => {
    expect(readQuantities(text)).toContain(line);
  });

  it('walls said with their own figure keep it', () => {
    expect(readQuantities('paint the walls, 2,200 sq ft')).toContain('interior_wall_paint 2200');
  });
});
