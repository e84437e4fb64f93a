import { describe, expect, it } from 'vitest';
import { partPricedWholeDoubts, partsAsked } from './part-priced-whole.ts';
import { bundledPartWords, parsePartWords } from './part-words.ts';

const words = bundledPartWords();
const priced = (title: string, dollars: number) => ({ title, totalCents: dollars * 100 });

// A part asked on its own and priced as the whole system (far above a repair) is doubted; the part's own line, a
// cheap visit, or a part that rides along with the thing named before it are not.
describe('partPricedWholeDoubts', () => {
  it.each([
    ['replace the compressor on my AC unit', [priced('Replace central air conditioner', 5200)], 1],
    ['new capacitor for the outdoor condenser', [priced('Replace central air conditioner', 5200)], 1],
    [
      'portable generator, 30 amp inlet',
      [priced('Generator interlock', 900), priced('Standby generator', 11000)],
      1,
    ],
    ['weatherstrip the front door', [priced('Replace exterior entry door', 950)], 1],
    ['replace the blower motor in the furnace', [priced('Blower motor', 700)], 0],
    ['replace the igniter in our gas furnace', [priced('HVAC service call', 160)], 0],
    ['new 22 kW standby generator with a transfer switch', [priced('Standby generator', 11000)], 0],
    ['install a new 3 ton AC', [priced('Replace central air conditioner', 5200)], 0],
    // A season is no part: "when the shingles come off this spring" asks for the roof.
    [
      'standing seam metal roof for our ranch when the shingles come off this spring',
      [priced('Standing seam', 24000)],
      0,
    ],
    ['replace the spring on the garage door', [priced('Replace garage door', 1800)], 1],
  ])('%s', (request, lines, expected) => {
    expect(partPricedWholeDoubts(request, lines, words)).toHaveLength(expected);
  });

  it('names the part and the whole thing priced', () => {
    expect(
      partPricedWholeDoubts(
        'replace the fan motor on our condenser',
        [priced('Replace central air conditioner', 5200)],
        words,
      ),
    ).toEqual([
      'The request asks about the "fan motor", but I priced "Replace central air conditioner" ($5,200), a whole new one: is only the fan motor meant (a repair), or the whole thing?',
    ]);
  });

  it('reads the longest part first and skips one said with its thing', () => {
    expect(partsAsked('a new blower motor and a flame sensor', words)).toEqual(['blower motor']);
    expect(partsAsked('the flame sensor on the furnace', words)).toEqual(['flame sensor']);
  });

  it('refuses a file without its floor', () => {
    expect(() => parsePartWords('parts: [motor]\nalongside: [with]\n', 'lexicon/test.yaml')).toThrow(
      expect.objectContaining({
        code: 'INVALID_LEXICON',
        message: expect.stringContaining('wholeSystemFloorUsd'),
      }),
    );
  });
});
