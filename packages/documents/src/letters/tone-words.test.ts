import { describe, expect, it } from 'vitest';
import { toneWords } from './tone-words.ts';

describe('toneWords', () => {
  it.each([
    [-1, 'conciliatory and warm'],
    [-0.5, 'conciliatory and warm'],
    [-0.2, 'polite and accommodating'],
    [0, 'neutral and businesslike'],
    [0.3, 'direct'],
    [0.5, 'firm and unambiguous'],
    [1, 'firm and unambiguous'],
  ])('%d is %s', (tone, words) => {
    expect(toneWords(tone)).toBe(words);
  });
});
