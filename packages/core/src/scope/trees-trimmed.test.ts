import { estimateText, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// Trees trimmed with their dead wood taken out were felled ("deadwood taken out" read as the trees removed), a count
// said as "eight or nine" left the eight unread, and a tall tree over the roof was trimmed at a medium tree's hours
// (a held-out request for nine big oaks over a roof was nine large trees felled and a roof torn off, $15.3k of
// $3,000-$9,000).
describe('trees trimmed, their dead wood taken out, by their count, size and place', () => {
  it.each([
    ['prune 4 maples and remove the dead limbs', ['tree_trimming 4 each']],
    ['five or six pines need the deadwood cut out', ['tree_trimming 6 each']],
    ['3 oaks trimmed, dead branches removed', ['tree_trimming 3 each']],
  ])('%s', (text, lines) => {
    expect(work(text)).toEqual(lines);
  });

  it.each([
    // HomeGuide: 30-60 ft $200-$800 a tree, over 60 ft $800-$1,500 [recalled, verify].
    ['trim six or seven 70 ft pines, deadwood removed', 350_000, 1_050_000],
    ['prune the two maples hanging over the garage roof', 70_000, 200_000],
    ['please trim three large oaks hanging over the house', 100_000, 300_000],
  ])('%s is priced by the trees, their size and place', async (text, lowCents, highCents) => {
    const { cents } = await estimateText(text);
    expect(cents).toBeGreaterThanOrEqual(lowCents);
    expect(cents).toBeLessThanOrEqual(highCents);
  });

  it('a tall tree trimmed costs more than a small one', async () => {
    const small = await estimateText('trim 2 small trees in the yard');
    const tall = await estimateText('trim 2 trees, about 70 ft tall');
    expect(tall.cents).toBeGreaterThan(small.cents);
  });
});
