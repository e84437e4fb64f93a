import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

const work = (text: string) => readLines(text).filter((line) => !line.startsWith('cleanup'));

// A fixture said to be bought is the customer's, and the old fixtures the wiring comes from are where, not fixtures to
// price ("fans are bought", "wiring … from the old light fixtures" priced a light fixture beside the fans).
describe('things said bought are supplied, and the old fixtures replaced are the place', () => {
  it.each([
    'please hang 3 ceiling fans, the fans are already purchased',
    'mount two ceiling fans where the power is from the old light fixtures, fans were bought at the store',
    'install 2 ceiling fans using the boxes from the old light fixtures. fans have been bought',
  ])('%s', (text) => {
    expect(work(text)).toEqual([expect.stringMatching(/^ceiling_fan [23] each$/)]);
  });
});
