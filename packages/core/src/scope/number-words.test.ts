import { describe, expect, it } from 'vitest';
import { replaceNumberWords } from './number-words.ts';

describe('replaceNumberWords', () => {
  it.each([
    ['six recessed lights', '6 recessed lights'],
    ['ten 3x5 ft windows', '10 3x5 ft windows'],
    ['twenty-two kw', '22 kw'],
    ['twenty two kw', '22 kw'],
    ['a dozen outlets', '12 outlets'],
    ['half a dozen outlets', '6 outlets'],
    ['two dozen cabinet doors', '24 cabinet doors'],
    ['a pair of ceiling fans', '2 ceiling fans'],
    ['a couple of outlets', '2 outlets'],
    ['one layer', '1 layer'],
    ['three hundred feet', '300 feet'],
    ['a 50-gallon heater', 'a 50-gallon heater'],
    ['someone', 'someone'],
  ])('%s → %s', (text, expected) => {
    expect(replaceNumberWords(text).text).toBe(expected);
  });

  it('states numbers that are only suggested', () => {
    const result = replaceNumberWords('a few outlets');
    expect(result.text).toBe('3 outlets');
    expect(result.approximations).toEqual(['"a few" read as 3']);
  });
});
