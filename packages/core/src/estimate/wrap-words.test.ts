import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wrapWords } from './wrap-words.ts';

describe('wrapWords', () => {
  it.each([
    ['Install toilet', 20, ['Install toilet']],
    ['Install engineered hardwood flooring', 20, ['Install engineered', 'hardwood flooring']],
    [
      'Vinyl double-hung window large (about 36 in. x 60 in.) low-E',
      30,
      ['Vinyl double-hung window large', '(about 36 in. x 60 in.) low-E'],
    ],
    ['Supercalifragilistic', 8, ['Supercal', 'ifragili', 'stic']],
    ['', 10, ['']],
  ])('"%s" in %d columns', (text, width, expected) => {
    expect(wrapWords(text, width)).toEqual(expected);
  });

  it('keeps every word whole and in order when no word is wider than the column', () => {
    const word = fc.stringMatching(/^[a-z]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 12, max: 60 }),
        (words, width) => {
          const lines = wrapWords(words.join(' '), width);
          expect(lines.every((line) => line.length <= width)).toBe(true);
          expect(lines.join(' ').split(' ')).toEqual(words);
        },
      ),
    );
  });
});
