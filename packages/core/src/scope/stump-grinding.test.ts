import { estimateText, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "3 stumps in the back yard, the biggest is like 30\" accross" was $218, $73 a stump (held-out sets 11 and 14,
// under the guides' $100-$400 a stump): the grinder, most of a stump's price, was missing (labor only), and the
// stumps' size said was dropped. A large stump takes longer than a small one of the same count.
describe('stumps are ground with a grinder, a large one slower', () => {
  it.each([
    ['3 stumps in the back yard, the biggest is like 30" accross. need them ground down', 30_000, 100_000],
    ['grind out 4 stumps left over from trees we had cut last yr, 12 to 24 inch across', 35_000, 120_000],
    ['grind 3 stumps in back yard, ~18" each', 25_000, 90_000],
    ['grind one stump', 10_000, 45_000],
  ])('%s is in its band', async (text, lowCents, highCents) => {
    const { cents } = await estimateText(text);
    expect(cents).toBeGreaterThanOrEqual(lowCents);
    expect(cents).toBeLessThanOrEqual(highCents);
  });

  it('a large stump costs more to grind than a small one', async () => {
    const small = await estimateText('grind 3 small stumps');
    const large = await estimateText('grind 3 big stumps, about 30 inches across');
    expect(large.cents).toBeGreaterThan(small.cents);
  });
});
