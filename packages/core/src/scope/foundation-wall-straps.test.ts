import { estimateText, readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// Carbon fiber straps on a cracked or bowing basement wall were no kind of work: a held-out request priced the
// crack's injection alone ($525 of $2,000-$5,000). The straps are counted, a typical wall's 5 unless said.
describe('carbon fiber straps on a basement wall are priced by the strap', () => {
  it.each([
    ['install 6 carbon fiber straps on our bowing basement wall', ['foundation_wall_straps 6 each']],
    ['carbon fiber wall reinforcement cost', ['foundation_wall_straps 5 each']],
    [
      'our block foundation wall is bowing, contractor recommends carbon fiber straps',
      ['foundation_wall_straps 5 each'],
    ],
  ])('%s', (text, lines) => {
    expect(work(text)).toEqual(lines);
  });

  it('a typical wall strapped is in the guides band', async () => {
    // HomeGuide: $350-$1,000 a strap, a wall typically 4-8 straps [recalled, verify].
    const { cents } = await estimateText(
      'need a quote for carbon fiber straps on one bowed wall in the basement',
    );
    expect(cents).toBeGreaterThanOrEqual(200_000);
    expect(cents).toBeLessThanOrEqual(500_000);
  });
});
