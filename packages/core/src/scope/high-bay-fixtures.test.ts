import { readLines, warmUpReader } from '@quoin/testkit/reader';
import { describe, expect, it } from 'vitest';

warmUpReader();

// "LED retrofit of 30 high bay fixtures in our warehouse" priced thirty house light fixtures on a service call
// ($5,005 of $9,000-$21,000, validated): a warehouse's high-bay fixture, hung 20-30 ft up from a lift, is a
// commercial fixture of its own, not a house's light.
describe('high-bay fixtures are their own kind', () => {
  it.each([
    ['LED retrofit of 30 high bay fixtures in our warehouse', ['led_high_bay 30 each']],
    [
      "warehouse: 6 high bay LED fixtures replacing metal halide, 24' ceiling, lift needed",
      ['led_high_bay 6 each'],
    ],
    ['replace 12 metal halide high bays with LED in the shop', ['led_high_bay 12 each']],
    ['install 10 LED high bay lights in a 40x60 steel building', ['led_high_bay 10 each']],
  ])('%s → %j', (text, expected) => {
    expect(readLines(text)).toEqual(expected);
  });

  it("a house's light fixtures stay light fixtures", () => {
    expect(readLines('replace 4 light fixtures in the kitchen')).toEqual(['light_fixture 4 each']);
  });
});
