import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// "F&I 6' cedar dog-ear privacy fence" beside "Remove 120 LF of old chain link" priced 6 LF of fence ($2.2k validated
// against $4k-$8k): a short figure before a fence described by several words is its height, and the new fence takes
// the run of the fence it replaces.
describe('a fence height said before a long description is its height; the run is the one removed', () => {
  it.each([
    ['tear out 90 ft of old wood fence and put up a 6 ft pressure treated dog ear privacy fence', 90],
    ["Remove 140 LF of old chain link; install 6' cedar dog-ear privacy fence", 140],
    ['rip out the old 200 ft chain link fence, replace with 6 foot white vinyl privacy fence', 200],
  ])('%s', (text, run) => {
    const fence = work(text).find((line) => /^(?:wood_privacy|vinyl)_fence /.test(line));
    expect(fence).toBe(
      fence?.startsWith('vinyl') ? `vinyl_fence ${run} linear_ft` : `wood_privacy_fence ${run} linear_ft`,
    );
  });
});

// "Pool code says we need a fence. About 90-100 ft of 4' black aluminum fence w/ a self-closing gate" priced 150 LF
// of wood privacy fence beside the 100 LF aluminum fence ($11k validated against $2.7k-$6k): a fence asked for
// without kind or size, then said with both, is one fence of that kind and size.
describe('a fence asked for and then named by its kind and run is one fence', () => {
  it.each([
    [
      'We need a fence around the yard. Roughly 180 ft of 6 ft white vinyl privacy fence',
      'vinyl_fence 180 linear_ft',
    ],
    ['we need a fence for the dog. thinking 120 ft of 4 ft chain link', 'chain_link_fence 120 linear_ft'],
    [
      'The inspector says we need a fence. About 80 ft of 4 ft aluminum fence.',
      'aluminum_fence 80 linear_ft',
    ],
  ])('%s', (text, line) => {
    const fences = work(text).filter((l) => /_fence /.test(l));
    expect(fences).toEqual([line]);
  });
});
